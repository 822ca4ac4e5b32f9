import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { deviceName, type ActiveSession } from '@jobline/shared';
import type { SessionLimits } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';

/** A session still usable now: not revoked, before its absolute end, and used within the idle time. */
export const liveSessionOf = (userId: number, limits: SessionLimits) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${limits.idleHours * 3600})`),
  );

/** The user's own live sessions, most recently used first; the list is scoped to them in SQL. */
export async function listActiveSessions(
  db: Executor,
  user: { id: number; sessionId: number },
  limits: SessionLimits,
): Promise<ActiveSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(liveSessionOf(user.id, limits))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === user.sessionId,
  }));
}
