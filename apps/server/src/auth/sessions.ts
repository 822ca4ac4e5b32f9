import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { EmployeeStatus } from '@jobline/shared';
import type { Config } from '../config';
import { keptQuery, queryRows, type Executor } from '../db/client';
import { sessions } from '../db/schema';

/** The logged-in user of a request, with the rights the server checks. */
export interface AuthUser {
  id: number;
  sessionId: number;
  roleId: number | null;
  roleName: string | null;
  divisionId: number | null;
  userType: number;
  firstName: string;
  lastName: string;
  email: string;
  permissions: number[];
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Executor,
  input: { userId: number; ttlHours: number; ip?: string; userAgent?: string },
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlHours * 3_600_000);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300),
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt };
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** A user's rights: their role's permissions and their direct permissions together. */
export const effectivePermissionsSql = (userId: unknown, roleId: unknown) => sql`coalesce((
    select array_agg(p order by p) from (
      select permission_id as p from role_permissions where role_id = ${roleId}
      union
      select permission_id from user_permissions where user_id = ${userId}
    ) granted
  ), '{}')`;

/** How long a session lasts: since its last use (idle) and since its login (absolute, in expires_at). */
export interface SessionLimits {
  idleHours: number;
}

/** last_used_at moves forward at most this often, so a busy session is not one write per request. */
export const TOUCH_EVERY_MS = 60_000;

export const sessionLimits = (config: Pick<Config, 'SESSION_IDLE_HOURS'>): SessionLimits => ({
  idleHours: config.SESSION_IDLE_HOURS,
});

/** The end of a session by time: its absolute end, or its idle end if that comes first. */
export const sessionEndsAt = (expiresAt: Date, lastUsedAt: Date, limits: SessionLimits) =>
  new Date(Math.min(expiresAt.getTime(), lastUsedAt.getTime() + limits.idleHours * 3_600_000));

/** The session lookup every request makes, built once (keptQuery). */
const sessionUser = keptQuery<{
  session_id: number;
  expires_at: Date | string;
  last_used_at: Date | string;
  id: number;
  role_id: number | null;
  role_name: string | null;
  division_id: number | null;
  user_type: number;
  first_name: string;
  last_name: string;
  email: string;
  permissions: number[];
}>(
  'session_user',
  sql`
    select s.id as session_id, s.expires_at, s.last_used_at, u.id, u.role_id, r.name as role_name,
           u.division_id, u.user_type, u.first_name, u.last_name, u.email,
           ${effectivePermissionsSql(sql`u.id`, sql`u.role_id`)} as permissions
    from sessions s
    join users u on u.id = s.user_id
    left join roles r on r.id = u.role_id
    where s.token_hash = ${sql.placeholder('tokenHash')}
      and s.revoked_at is null
      and u.status = 1`,
);

/**
 * One query per request: the session's active user with their effective permissions. Its text
 * never changes, so PostgreSQL keeps its plan per connection. 'expired' for a session past its idle
 * or absolute end (the login page says so); null for no such live session (revoked, unknown token,
 * deactivated user).
 */
export async function findSessionUser(
  db: Executor,
  token: string,
  limits: SessionLimits,
): Promise<AuthUser | 'expired' | null> {
  const [row] = await sessionUser(db, { tokenHash: hashToken(token) });
  if (!row) return null;
  const now = Date.now();
  const lastUsedAt = new Date(row.last_used_at);
  if (sessionEndsAt(new Date(row.expires_at), lastUsedAt, limits).getTime() <= now) return 'expired';
  if (now - lastUsedAt.getTime() >= TOUCH_EVERY_MS) await touchSession(db, row.session_id);
  return {
    id: row.id,
    sessionId: row.session_id,
    roleId: row.role_id,
    roleName: row.role_name,
    divisionId: row.division_id,
    userType: row.user_type,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    permissions: row.permissions.map(Number),
  };
}

/** Marks a session used now; the condition keeps concurrent requests to one write a minute. */
async function touchSession(db: Executor, sessionId: number): Promise<void> {
  await db.execute(
    sql`update sessions set last_used_at = now()
        where id = ${sessionId} and last_used_at < now() - interval '1 minute'`,
  );
}

/** What a stream needs of its session, read fresh: when it ends by time, and its user's rights now. */
export interface LiveSession {
  expiresAt: Date;
  roleId: number | null;
  divisionId: number | null;
  permissions: number[];
}

/**
 * The session's end and its user's rights, or null when it is over already (revoked, expired, or its
 * user deactivated): read after a stream has subscribed, so no revocation or change of rights can
 * slip between.
 */
export async function liveSession(
  db: Executor,
  sessionId: number,
  limits: SessionLimits,
): Promise<LiveSession | null> {
  const [row] = await queryRows<{
    expires_at: Date | string;
    last_used_at: Date | string;
    role_id: number | null;
    division_id: number | null;
    permissions: number[];
  }>(
    db,
    sql`select s.expires_at, s.last_used_at, u.role_id, u.division_id,
          ${effectivePermissionsSql(sql`u.id`, sql`u.role_id`)} as permissions
        from sessions s
        join users u on u.id = s.user_id
        where s.id = ${sessionId} and s.revoked_at is null and s.expires_at > ${new Date()}
          and u.status = ${EmployeeStatus.ACTIVE}`,
  );
  if (!row) return null;
  const endsAt = sessionEndsAt(new Date(row.expires_at), new Date(row.last_used_at), limits);
  if (endsAt.getTime() <= Date.now()) return null;
  return {
    // The stream ends when the session would go idle; the client's reconnect counts as a use.
    expiresAt: endsAt,
    roleId: row.role_id,
    divisionId: row.division_id,
    permissions: row.permissions.map(Number),
  };
}
