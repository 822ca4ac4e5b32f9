import { eq } from 'drizzle-orm';
import type { JobRequestUpdate } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { jobRequests } from '../../db/schema';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { assertRequestReferences } from './requestChecks';
import { publishRequestChange } from './requestEvents';
import { lockChangeableRequest } from './requestGuard';
import { requestValues } from './requestValues';

/** POST job/request/update: the creator (or an admin) changes a request while it is still pending. */
export async function updateRequest(db: Db, ctx: JobContext, user: AuthUser, input: JobRequestUpdate) {
  return db.transaction(async (tx) => {
    const before = await lockChangeableRequest(tx, user, input.id);
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
    await publishRequestChange(ctx.bus, tx, {
      id: before.id,
      request_id: before.requestNo,
      change: 'updated',
    });
    return { id: before.id, request_id: before.requestNo, status: after!.status };
  });
}
