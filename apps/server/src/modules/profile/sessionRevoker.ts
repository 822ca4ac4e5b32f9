import { and, eq, ne } from 'drizzle-orm';
import { Msg, RealtimeEventType } from '@jobline/shared';
import type { SessionLimits } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { notFound } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';
import { liveSessionOf } from './activeSessions';

interface Owner {
  id: number;
  sessionId: number;
}

/**
 * Signs out one of the user's own live sessions; another user's session, or one already over, is
 * "not found" alike, so ids of other people's sessions tell nothing.
 */
export async function revokeOwnSession(
  db: Db,
  bus: EventBus,
  owner: Owner,
  actor: AuditActor,
  sessionId: number,
  limits: SessionLimits,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), liveSessionOf(owner.id, limits)))
      .returning({ id: sessions.id });
    if (!revoked) throw notFound(Msg.auth.sessionNotFound);
    await audit(tx, actor, { action: 'auth.session_revoke', entity: 'session', entityId: sessionId });
    await bus.publish(tx, { type: RealtimeEventType.SESSION_REVOKED, sessionId });
  });
}

/** Signs out every live session of the user but the one asking; answers how many ended. */
export async function revokeOtherSessions(
  db: Db,
  bus: EventBus,
  owner: Owner,
  actor: AuditActor,
  limits: SessionLimits,
): Promise<number> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(liveSessionOf(owner.id, limits), ne(sessions.id, owner.sessionId)))
      .returning({ id: sessions.id });
    await audit(tx, actor, {
      action: 'auth.sessions_revoke_others',
      entity: 'session',
      entityId: owner.sessionId,
      after: { revoked: revoked.map((r) => r.id) },
    });
    for (const { id } of revoked) {
      await bus.publish(tx, { type: RealtimeEventType.SESSION_REVOKED, sessionId: id });
    }
    return revoked.length;
  });
}
