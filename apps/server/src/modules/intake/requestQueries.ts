import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REQUEST_STATUS_NAMES,
  RequestListMode,
  RequestStatus,
  type JobRequestView,
  type RequestStatus as RequestStatusType,
} from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { branches, categories, customers, divisions, jobRequests, systems, users } from '../../db/schema';
import { intakePolicy } from './intakePolicy';
import { optionalNameSql as fullName } from '../../db/sqlText';

const creator = alias(users, 'creator');
const requester = alias(users, 'requester');
const coordinator = alias(users, 'coordinator');

/**
 * GET job/request/{mode}: mode 0 lists every request the caller raised (any status, for My Job
 * Requests); modes 1 and 2 list the pending ones the caller may see — all of them for whoever turns
 * requests into jobs, otherwise the caller's own. Newest first; scoped in SQL, not filtered after.
 */
export async function listRequests(
  db: Executor,
  user: Pick<AuthUser, 'id' | 'roleId' | 'permissions'>,
  mode: number,
): Promise<JobRequestView[]> {
  const mine = eq(jobRequests.createdById, user.id);
  let where: SQL | undefined;
  if (mode === RequestListMode.ALL_MINE) where = mine;
  else {
    const pending = eq(jobRequests.status, RequestStatus.PENDING);
    where = intakePolicy.seesEveryPendingRequest(user) ? pending : and(pending, mine);
  }
  const rows = await db
    .select({
      request: jobRequests,
      customerName: customers.name,
      customerCode: customers.code,
      branchName: branches.name,
      systemName: systems.name,
      category: categories.name,
      division: divisions.name,
      requester: fullName(requester),
      coordinator: fullName(coordinator),
      creator: fullName(creator),
    })
    .from(jobRequests)
    .innerJoin(customers, eq(customers.id, jobRequests.customerId))
    .leftJoin(branches, eq(branches.id, jobRequests.branchId))
    .leftJoin(systems, eq(systems.id, jobRequests.systemId))
    .leftJoin(categories, eq(categories.id, jobRequests.categoryId))
    .leftJoin(divisions, eq(divisions.id, jobRequests.divisionId))
    .leftJoin(requester, eq(requester.id, jobRequests.requestedById))
    .leftJoin(coordinator, eq(coordinator.id, jobRequests.coordinatorId))
    .leftJoin(creator, eq(creator.id, jobRequests.createdById))
    .where(where)
    .orderBy(desc(jobRequests.createdAt), desc(jobRequests.id))
    .limit(2000);
  return rows.map((row) => {
    const r = row.request;
    return {
      id: r.id,
      request_id: r.requestNo,
      customer_id: r.customerId,
      customer: row.customerName,
      customer_code: row.customerCode,
      location_id: r.branchId,
      branch_name: row.branchName,
      system_id: r.systemId,
      system_name: row.systemName,
      job_category_id: r.categoryId,
      job_category: row.category,
      division_id: r.divisionId,
      division: row.division,
      requested_by: r.requestedById,
      requested_by_name: row.requester,
      due_date: r.dueDate,
      job_coordinator_id: r.coordinatorId,
      job_coordinator: row.coordinator,
      job_description: r.description,
      remarks: r.remarks,
      priority: r.priority,
      amc_status: r.amcStatus,
      contact_person: r.contactPerson,
      contact_number: r.contactNumber,
      status: r.status,
      status_name: REQUEST_STATUS_NAMES[r.status as RequestStatusType] ?? `Unknown (${r.status})`,
      created_at: r.createdAt.toISOString(),
      user: { id: r.createdById, name: row.creator ?? 'Unknown' },
      can_edit: r.status === RequestStatus.PENDING && intakePolicy.mayChangeRequest(user, r),
      version: r.version,
    };
  });
}
