import { and, eq, gt } from 'drizzle-orm';
import { EmployeeStatus, Msg } from '@jobline/shared';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { loginChallenges, users } from '../../../db/schema';
import { AppError } from '../../../errors';
import { hashToken } from '../../../auth/sessions';
import { assertLoginAllowed, recordLoginFailure } from '../loginThrottle';
import { openSession, type LogInContext } from '../sessionOpener';
import { spendSecondFactor } from './secondFactor';

const challengeOver = () => new AppError(401, { status: 3, message: Msg.auth.challengeExpired });
const wrongCode = () => new AppError(401, { status: 1, message: Msg.auth.wrongCode });

/**
 * The second step of a login: the challenge from the first and a code. A wrong code counts as a
 * failed login for the e-mail and address (the same throttle as wrong passwords); a right one ends
 * the challenge and opens the session.
 */
export async function completeTwoFactorLogin(
  db: Db,
  config: Config,
  input: { challenge: string; code: string },
  ctx: LogInContext,
) {
  const [challenge] = await db
    .select({
      id: loginChallenges.id,
      userId: loginChallenges.userId,
      email: loginChallenges.email,
      workFromHome: loginChallenges.workFromHome,
    })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(input.challenge)),
        gt(loginChallenges.expiresAt, new Date()),
        eq(users.status, EmployeeStatus.ACTIVE),
      ),
    );
  if (!challenge) throw challengeOver();
  await assertLoginAllowed(db, challenge.email, ctx.ip, {
    maxFailures: config.LOGIN_MAX_FAILURES,
    windowMinutes: config.LOGIN_FAILURE_WINDOW_MINUTES,
  });
  const accepted = await db.transaction(async (tx) => {
    if (!(await spendSecondFactor(tx, config, challenge.userId, input.code))) return false;
    // Once: a second request with the same challenge finds it gone.
    const ended = await tx
      .delete(loginChallenges)
      .where(eq(loginChallenges.id, challenge.id))
      .returning({ id: loginChallenges.id });
    return ended.length > 0;
  });
  if (!accepted) {
    await recordLoginFailure(db, challenge.email, ctx.ip);
    throw wrongCode();
  }
  return openSession(db, config, challenge, ctx);
}
