import { eq, sql } from 'drizzle-orm';
import { EmployeeStatus, Feature, Msg } from '@jobline/shared';
import { companyToday } from '../../companyToday';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users, workFromHomeDays } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/password';
import { createSession, effectivePermissionsSql } from '../../auth/sessions';
import { audit } from '../admin/auditLog';
import { isFeatureOn } from '../admin/features/featureSwitches';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './loginThrottle';

export interface LogInInput {
  email: string;
  password: string;
  workfrom_home: boolean;
}

export interface LogInContext {
  ip: string;
  userAgent?: string;
}

const invalidCredentials = () => new AppError(401, { status: 1, message: Msg.auth.invalidCredentials });
const noAccess = () => new AppError(403, { status: 2, message: Msg.auth.noAccess });

/**
 * Checks the credentials and opens a session. Status 1 for a wrong e-mail or password; status 2
 * for a right password on an account that may not use the system (inactive, or no rights at all).
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
  // A login page opened before the super admin switched working from home off may still send the tick.
  const workFromHome = input.workfrom_home && (await isFeatureOn(db, Feature.WORK_FROM_HOME));
  return db.transaction(async (tx) => {
    if (rehashed) await tx.update(users).set({ passwordHash: rehashed }).where(eq(users.id, user.id));
    const session = await createSession(tx, {
      userId: user.id,
      ttlHours: config.SESSION_MAX_DAYS * 24,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    if (workFromHome) {
      await tx
        .insert(workFromHomeDays)
        .values({ userId: user.id, day: companyToday(config) })
        .onConflictDoNothing();
    }
    await clearLoginFailures(tx, input.email, ctx.ip);
    await audit(
      tx,
      { actorId: user.id, ip: ctx.ip },
      {
        action: 'auth.login',
        entity: 'session',
        entityId: session.id,
        after: { workfrom_home: workFromHome, expires_at: session.expiresAt.toISOString() },
      },
    );
    return { ...session, userId: user.id };
  });
}
