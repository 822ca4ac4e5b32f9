import { and, count, eq, gt } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { tooManyRequests } from '../../errors';

export interface ThrottleLimits {
  maxFailures: number;
  windowMinutes: number;
}

/** Failures from one address, as a multiple of the per-account limit, before the address is slowed. */
const ADDRESS_FACTOR = 10;

/** While an address is over its limit, each try from it waits this long before it is checked. */
export const BUSY_ADDRESS_DELAY_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Refuses a login while the account has failed too often from this address within the window.
 * An address over its own limit (many accounts failing from it) is slowed, and from it only
 * accounts that have not failed there may try: one guess each, so an attacker behind the office's
 * address cannot lock out the accounts they never tried. Counted in the database so every
 * instance agrees.
 */
export async function assertLoginAllowed(
  db: Executor,
  email: string,
  ip: string,
  limits: ThrottleLimits,
): Promise<void> {
  const since = new Date(Date.now() - limits.windowMinutes * 60_000);
  const [address] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  const busy = (address?.n ?? 0) >= limits.maxFailures * ADDRESS_FACTOR;
  if (busy) await wait(BUSY_ADDRESS_DELAY_MS);
  const [pair] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  const failures = pair?.n ?? 0;
  if (failures >= limits.maxFailures || (busy && failures > 0)) {
    throw tooManyRequests(Msg.auth.tooManyAttempts, limits.windowMinutes * 60);
  }
}

export async function recordLoginFailure(db: Executor, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

export async function clearLoginFailures(db: Executor, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}
