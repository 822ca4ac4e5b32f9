import { eq } from 'drizzle-orm';
import { Msg, RequestStatus } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Tx } from '../../db/client';
import { jobRequests } from '../../db/schema';
import { forbidden, notFound, stateChanged } from '../../errors';
import { intakePolicy } from './intakePolicy';

/**
 * The one gate before a request changes: it exists, the caller may change it, and it is still
 * pending — checked on the row locked for the rest of the transaction, so a request turned into a
 * job a moment ago cannot be edited or withdrawn after all.
 */
export async function lockChangeableRequest(
  tx: Tx,
  user: Pick<AuthUser, 'id' | 'roleId' | 'permissions'>,
  id: number,
) {
  const [request] = await tx.select().from(jobRequests).where(eq(jobRequests.id, id)).for('update');
  if (!request) throw notFound(Msg.intake.requestNotFound);
  if (!intakePolicy.mayChangeRequest(user, request)) throw forbidden(Msg.intake.requestNotYours);
  if (request.status !== RequestStatus.PENDING) throw stateChanged(Msg.intake.requestNotPending);
  return request;
}
