import { RequestStatus, type JobRequestInput } from '@jobline/shared';
import type { Db } from '../../db/client';
import { jobRequests } from '../../db/schema';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { nextNumber } from '../jobs/jobNumber';
import { assertRequestReferences } from './requestChecks';
import { publishRequestChange } from './requestEvents';
import { requestValues } from './requestValues';

/** POST job/request: a customer's call written down, numbered REQ-00001, pending until it becomes a job. */
export async function createRequest(db: Db, ctx: JobContext, input: JobRequestInput) {
  return db.transaction(async (tx) => {
    await assertRequestReferences(tx, input, { today: ctx.today, dueDateChanged: true });
    const values = await requestValues(tx, input, ctx.today);
    const [created] = await tx
      .insert(jobRequests)
      .values({
        ...values,
        requestNo: await nextNumber(tx, 'REQ'),
        status: RequestStatus.PENDING,
        createdById: ctx.userId,
      })
      .returning();
    const request = created!;
    await audit(tx, ctx.actor, {
      action: 'job_request.create',
      entity: 'job_request',
      entityId: request.id,
      after: request,
    });
    await publishRequestChange(ctx.bus, tx, {
      id: request.id,
      request_id: request.requestNo,
      change: 'created',
    });
    return { id: request.id, request_id: request.requestNo, status: request.status };
  });
}
