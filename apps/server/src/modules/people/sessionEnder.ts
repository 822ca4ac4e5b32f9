import { and, eq, gt, isNull } from 'drizzle-orm';
import { RealtimeEventType } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import type { EventBus } from '../../realtime/bus';

/**
 * Ends every live session of an employee and tells each open client so (its event stream closes
 * and the app returns to the login page). Call inside the transaction that causes it.
 */
export async function endAllSessions(tx: Executor, bus: EventBus, userId: number): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .returning({ id: sessions.id });
  for (const { id } of ended) {
    await bus.publish(tx, { type: RealtimeEventType.SESSION_REVOKED, sessionId: id });
  }
  return ended.length;
}
