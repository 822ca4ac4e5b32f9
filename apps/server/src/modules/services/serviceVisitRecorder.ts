import { Msg, RealtimeEventType, type ServiceRecord, type ServiceSaveRequest } from '@jobline/shared';
import { isUniqueViolation, type Db } from '../../db/client';
import { serviceVisitEmployees, serviceVisits } from '../../db/schema';
import { fieldErrors } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';
import { findServiceVisit } from './queries';
import { visitErrors } from './visitChecks';

const M = Msg.services;

/**
 * POST service: records one visit with the employees who made it, in one transaction, audited; open
 * service screens hear of it. The demo seed records its visits through here too.
 */
export async function recordServiceVisit(
  db: Db,
  bus: EventBus,
  auditActor: AuditActor,
  input: ServiceSaveRequest,
  today: string,
): Promise<ServiceRecord> {
  const jobCardNo = input.job_card_no.trim();
  const employees = [...new Set(input.employees)];
  return db
    .transaction(async (tx) => {
      const errors = await visitErrors(tx, { ...input, job_card_no: jobCardNo, employees }, today);
      if (Object.keys(errors).length) throw fieldErrors(errors);

      const [row] = await tx
        .insert(serviceVisits)
        .values({
          customerId: input.selected_customer,
          branchId: input.selected_branch,
          agreementId: input.selected_agreement,
          serviceDate: input.service_date,
          jobCardNo,
          posCount: input.pos_count,
          serverCount: input.server_count,
          terminalCount: input.terminal_count,
          createdById: auditActor.actorId,
        })
        .returning({ id: serviceVisits.id });
      await tx
        .insert(serviceVisitEmployees)
        .values(employees.map((userId) => ({ visitId: row!.id, userId })));

      const visit = (await findServiceVisit(tx, row!.id))!;
      await audit(tx, auditActor, {
        action: 'service.create',
        entity: 'service_visit',
        entityId: visit.id,
        after: visit,
      });
      await bus.publish(tx, {
        type: RealtimeEventType.SERVICES_CHANGED,
        all: true,
        data: { id: visit.id, agreement_id: visit.agreement_id },
      });
      return visit;
    })
    .catch((err: unknown) => {
      // A writer that skipped the agreement's lock meets the unique index: answer, never a 500.
      if (isUniqueViolation(err, 'service_visits_agreement_job_card_key'))
        throw fieldErrors({ job_card_no: M.jobCardNoTaken });
      throw err;
    });
}
