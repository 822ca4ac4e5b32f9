import { eq } from 'drizzle-orm';
import { RequestStatus } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { jobRequests } from '../../db/schema';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { publishRequestChange } from './requestEvents';
import { lockChangeableRequest } from './requestGuard';

/**
 * POST job/request/delete: withdraws a pending request (status 5). The row stays, so My Job
 * Requests still shows it and the audit can name it.
 */
export async function withdrawRequest(db: Db, ctx: JobContext, user: AuthUser, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockChangeableRequest(tx, user, id);
    await tx
      .update(jobRequests)
      .set({ status: RequestStatus.WITHDRAWN, updatedAt: new Date() })
      .where(eq(jobRequests.id, before.id));
    await audit(tx, ctx.actor, {
      action: 'job_request.withdraw',
      entity: 'job_request',
      entityId: before.id,
      before: { status: before.status },
      after: { status: RequestStatus.WITHDRAWN },
      customerId: before.customerId,
    });
    await publishRequestChange(ctx.bus, tx, {
      id: before.id,
      request_id: before.requestNo,
      change: 'withdrawn',
    });
    return { id: before.id, request_id: before.requestNo, status: RequestStatus.WITHDRAWN };
  });
}
