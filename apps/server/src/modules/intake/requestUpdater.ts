import { eq } from 'drizzle-orm';
import { Msg, type JobRequestUpdate } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { jobRequests } from '../../db/schema';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { assertRequestReferences } from './requestChecks';
import { publishRequestChange } from './requestEvents';
import { lockChangeableRequest } from './requestGuard';
import { requestValues } from './requestValues';
import { assertVersion } from '../../versions/editVersion';
import { publishRecordChanged } from '../../versions/recordChanged';
import { jobComparables } from '../jobs/jobComparable';

/**
 * POST job/request/update: the creator (or an admin) changes a request while it is still pending,
 * from the version the form loaded (409 status 21 when it changed since).
 */
export async function updateRequest(db: Db, ctx: JobContext, user: AuthUser, input: JobRequestUpdate) {
  return db.transaction(async (tx) => {
    const before = await lockChangeableRequest(tx, user, input.id);
    await assertVersion(tx, {
      entity: 'job_request',
      id: before.id,
      record: Msg.staleSaves.records.jobRequest,
      loaded: input.version,
      current: before.version,
      overwrite: input.overwrite,
      actor: ctx.actor,
      timeZone: ctx.timeZone,
      compare: () =>
        jobComparables(
          tx,
          {
            customer_id: before.customerId,
            location_id: before.branchId,
            system_id: before.systemId,
            job_category_id: before.categoryId,
            division_id: before.divisionId,
            requested_by: before.requestedById,
            job_coordinator_id: before.coordinatorId,
            due_date: before.dueDate,
            job_description: before.description,
            remarks: before.remarks,
            priority: before.priority,
            contact_person: before.contactPerson,
            contact_number: before.contactNumber,
          },
          input,
        ),
    });
    // An old due date may stay as it is; a new one may not be in the past.
    const dueDateChanged = (input.due_date ?? null) !== before.dueDate;
    await assertRequestReferences(tx, input, { today: ctx.today, dueDateChanged });
    const values = await requestValues(tx, input, ctx.today);
    const [after] = await tx
      .update(jobRequests)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(jobRequests.id, before.id))
      .returning();
    await audit(tx, ctx.actor, {
      action: 'job_request.update',
      entity: 'job_request',
      entityId: before.id,
      before,
      after,
    });
    if (after!.version !== before.version)
      await publishRecordChanged(tx, ctx.bus, ctx.actor, {
        entity: 'job_request',
        id: before.id,
        version: after!.version,
      });
    await publishRequestChange(ctx.bus, tx, {
      id: before.id,
      request_id: before.requestNo,
      change: 'updated',
    });
    return { id: before.id, request_id: before.requestNo, status: after!.status, version: after!.version };
  });
}
