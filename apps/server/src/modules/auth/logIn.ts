import { eq, sql } from 'drizzle-orm';
import { EmployeeStatus, Feature, Msg } from '@jobline/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/password';
import { effectivePermissionsSql } from '../../auth/sessions';
import { isFeatureOn } from '../admin/features/featureSwitches';
import { assertLoginAllowed, recordLoginFailure } from './loginThrottle';
import { openSession, type LogInContext } from './sessionOpener';

export type { LogInContext } from './sessionOpener';
import { createLoginChallenge } from './twoFactor/loginChallenge';
import { hasTwoFactor } from './twoFactor/secondFactor';

export interface LogInInput {
  email: string;
  password: string;
  workfrom_home: boolean;
}

const invalidCredentials = () => new AppError(401, { status: 1, message: Msg.auth.invalidCredentials });
const noAccess = () => new AppError(403, { status: 2, message: Msg.auth.noAccess });

/**
 * Checks the credentials and opens a session. Status 1 for a wrong e-mail or password; status 2
 * for a right password on an account that may not use the system (inactive, or no rights at all).
 * With two-factor sign-in on, a right password answers a challenge for the code instead.
 */
export async function logIn(db: Db, config: Config, input: LogInInput, ctx: LogInContext) {
  const limits = {
    maxFailures: config.LOGIN_MAX_FAILURES,
    windowMinutes: config.LOGIN_FAILURE_WINDOW_MINUTES,
  };
  await assertLoginAllowed(db, input.email, ctx.ip, limits);

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      permissionCount: sql<number>`cardinality(${effectivePermissionsSql(users.id, users.roleId)})`,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);

  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
    await recordLoginFailure(db, input.email, ctx.ip);
    throw invalidCredentials();
  }
  if (user.status !== EmployeeStatus.ACTIVE || Number(user.permissionCount) === 0) {
    throw noAccess();
  }

  const rehashed =
    user.passwordHash && needsRehash(user.passwordHash) ? await hashPassword(input.password) : null;
  if (rehashed) await db.update(users).set({ passwordHash: rehashed }).where(eq(users.id, user.id));
  // A login page opened before the super admin switched working from home off may still send the tick.
  const workFromHome = input.workfrom_home && (await isFeatureOn(db, Feature.WORK_FROM_HOME));
  if (await hasTwoFactor(db, user.id)) {
    // The password was right; no session until the second factor is too.
    const challenge = await createLoginChallenge(db, { userId: user.id, email: input.email, workFromHome });
    return { twoFactorChallenge: challenge } as const;
  }
  return openSession(db, config, { userId: user.id, email: input.email, workFromHome }, ctx);
}
