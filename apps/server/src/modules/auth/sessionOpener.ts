import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { workFromHomeDays } from '../../db/schema';
import { companyToday } from '../../companyToday';
import { createSession } from '../../auth/sessions';
import { audit } from '../admin/auditLog';
import { clearLoginFailures } from './loginThrottle';

export interface LogInContext {
  ip: string;
  userAgent?: string;
}

/**
 * The end of a login whose every factor is right: the session, the working-from-home day, the
 * throttle's failures forgotten, and the audit, in one transaction.
 */
export async function openSession(
  db: Db,
  config: Config,
  login: { userId: number; email: string; workFromHome: boolean },
  ctx: LogInContext,
) {
  return db.transaction(async (tx) => {
    const session = await createSession(tx, {
      userId: login.userId,
      ttlHours: config.SESSION_MAX_DAYS * 24,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    if (login.workFromHome) {
      await tx
        .insert(workFromHomeDays)
        .values({ userId: login.userId, day: companyToday(config) })
        .onConflictDoNothing();
    }
    await clearLoginFailures(tx, login.email, ctx.ip);
    await audit(
      tx,
      { actorId: login.userId, ip: ctx.ip },
      {
        action: 'auth.login',
        entity: 'session',
        entityId: session.id,
        after: { workfrom_home: login.workFromHome, expires_at: session.expiresAt.toISOString() },
      },
    );
    return { ...session, userId: login.userId };
  });
}
