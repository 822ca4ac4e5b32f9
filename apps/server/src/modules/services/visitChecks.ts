import { and, eq, inArray, sql } from 'drizzle-orm';
import { EmployeeStatus, Msg, SERVICE_DIVISION_ID, type ServiceSaveRequest } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { agreements, branches, customers, serviceVisits, users } from '../../db/schema';
import { fullNameSql } from '../../db/sqlText';

const M = Msg.services;
type Errors = Record<string, string>;

/**
 * What only the database can tell about a visit, one message per field: the branch is the
 * customer's, the agreement the branch's and valid on the service date (which is not in the future),
 * every employee an active member of the service division, and the job card number not yet
 * recorded for the agreement. The agreement's row is locked until the transaction ends, so two saves
 * of one agreement take turns and the job card check cannot race.
 */
export async function visitErrors(tx: Executor, input: ServiceSaveRequest, today: string): Promise<Errors> {
  const errors: Errors = {};
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, input.selected_customer));
  if (!customer) errors.selected_customer = M.unknownCustomer;

  const [branch] = await tx
    .select({ id: branches.id, customerId: branches.customerId })
    .from(branches)
    .where(eq(branches.id, input.selected_branch));
  const branchFits = Boolean(branch && customer && branch.customerId === customer.id);
  if (customer && !branchFits) errors.selected_branch = M.branchNotOfCustomer;

  const [agreement] = await tx
    .select({ branchId: agreements.branchId, validFrom: agreements.validFrom, validTo: agreements.validTo })
    .from(agreements)
    .where(eq(agreements.id, input.selected_agreement))
    .for('update');
  const agreementFits = Boolean(agreement && branchFits && agreement.branchId === input.selected_branch);
  if (branchFits && !agreementFits) errors.selected_agreement = M.agreementNotOfBranch;

  if (input.service_date > today) errors.service_date = M.dateInFuture;
  else if (
    agreementFits &&
    (input.service_date < agreement!.validFrom || input.service_date > agreement!.validTo)
  ) {
    errors.service_date = M.dateOutsideAgreement(agreement!.validFrom, agreement!.validTo);
  }

  const employeeError = await employeesError(tx, input.employees);
  if (employeeError) errors.employees = employeeError;

  if (agreementFits) {
    const [taken] = await tx
      .select({ id: serviceVisits.id })
      .from(serviceVisits)
      .where(
        and(
          eq(serviceVisits.agreementId, input.selected_agreement),
          eq(sql`lower(${serviceVisits.jobCardNo})`, input.job_card_no.toLowerCase()),
        ),
      );
    if (taken) errors.job_card_no = M.jobCardNoTaken;
  }
  return errors;
}

/** The first employee who may not be on a visit, named; null when all may. */
async function employeesError(tx: Executor, ids: readonly number[]): Promise<string | null> {
  const people = await tx
    .select({ id: users.id, name: fullNameSql(users), status: users.status, divisionId: users.divisionId })
    .from(users)
    .where(inArray(users.id, [...ids]));
  for (const id of ids) {
    const person = people.find((p) => p.id === id);
    if (!person) return M.unknownEmployee;
    if (person.status !== EmployeeStatus.ACTIVE || person.divisionId !== SERVICE_DIVISION_ID)
      return M.notServiceEmployee(person.name);
  }
  return null;
}
