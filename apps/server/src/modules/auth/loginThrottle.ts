import { and, count, eq, gt } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { tooManyRequests } from '../../errors';

export interface ThrottleLimits {
  maxFailures: number;
  windowMinutes: number;
}

/** An address may try many accounts a little, but not guess without end. */
const ADDRESS_FACTOR = 10;

/**
 * Refuses a login while the account has failed too often from this address, or the address has
 * failed too often overall, within the window. Counted in the database so every instance agrees.
 */
export async function assertLoginAllowed(
  db: Executor,
  email: string,
  ip: string,
  limits: ThrottleLimits,
): Promise<void> {
  const since = new Date(Date.now() - limits.windowMinutes * 60_000);
  const [pair] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  const [address] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  if ((pair?.n ?? 0) >= limits.maxFailures || (address?.n ?? 0) >= limits.maxFailures * ADDRESS_FACTOR) {
    throw tooManyRequests(Msg.auth.tooManyAttempts, limits.windowMinutes * 60);
  }
}

export async function recordLoginFailure(db: Executor, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

export async function clearLoginFailures(db: Executor, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}
