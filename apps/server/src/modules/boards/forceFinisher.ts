import { sql } from 'drizzle-orm';
import { boardNoticeTitles, FORCE_FINISH_ROLES, Msg, TaskSection, type MoveResponse } from '@jobline/shared';
import { verifyPassword } from '../../auth/password';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { fullNameSql } from '../../db/sqlText';
import { fieldError } from '../../errors';
import { assertLoginAllowed, recordLoginFailure } from '../auth/loginThrottle';
import type { BoardContext } from './boardContext';
import { moveTask } from './taskMover';

const M = Msg.boards;

export interface Authority {
  id: number;
  name: string;
}

/**
 * The authority behind a force finish: the e-mail and password of an active user whose
 * role may authorize it. Wrong credentials are a 400 on the password and count as a failed login
 * (the same throttle), so this cannot be used to guess passwords. A right password of someone
 * without the role gets the very same answer and counts alike, so nothing tells it was right.
 */
export async function verifyAuthority(
  db: Db,
  config: Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_FAILURE_WINDOW_MINUTES'>,
  credentials: { username: string; password: string },
  ip: string,
): Promise<Authority> {
  const email = credentials.username.trim().toLowerCase();
  await assertLoginAllowed(db, email, ip, {
    maxFailures: config.LOGIN_MAX_FAILURES,
    windowMinutes: config.LOGIN_FAILURE_WINDOW_MINUTES,
  });
  const [user] = await queryRows<{
    id: number;
    password_hash: string | null;
    status: number;
    role_id: number | null;
    name: string;
  }>(
    db,
    sql`select id, password_hash, status, role_id, ${fullNameSql('users')} as name
        from users where lower(email) = ${email} limit 1`,
  );
  const verified = await verifyPassword(user?.password_hash ?? null, credentials.password);
  const mayAuthorize = user?.role_id != null && FORCE_FINISH_ROLES.includes(user.role_id);
  if (!user || !verified || user.status !== 1 || !mayAuthorize) {
    await recordLoginFailure(db, email, ip);
    throw fieldError('password', M.badCredentials);
  }
  return { id: user.id, name: user.name };
}

/**
 * POST jobs/force_finish: someone who may not move the task (status 11) finishes an ongoing task
 * with an authority's credentials. It finishes like any finish (a checked task goes to QC), and
 * the feed names the authority.
 */
export async function forceFinish(
  db: Db,
  ctx: BoardContext,
  config: Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_FAILURE_WINDOW_MINUTES'>,
  body: { username: string; password: string; taskUserId: number },
  ip: string,
): Promise<MoveResponse> {
  const authority = await verifyAuthority(db, config, body, ip);
  return moveTask(db, ctx, {
    taskUserId: body.taskUserId,
    // Only an ongoing task can be force finished: the guard answers status 4 for any other.
    from: null,
    to: TaskSection.FINISHED,
    via: 'force',
    authority: { ...authority, comment: boardNoticeTitles.forceFinished(authority.name) },
  });
}
