import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Executor } from '../../../db/client';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../../db/schema';
import { openSecret } from './secretBox';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recoveryCodes';
import { acceptedStep } from './totp';

/** True when the user has confirmed an authenticator app. */
export async function hasTwoFactor(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return Boolean(row);
}

/**
 * Checks a second factor and spends it: a current authenticator code (its time step is remembered
 * under a row lock, so the same code cannot be used twice, even by two requests at once) or an unused
 * recovery code (marked used). Call inside the transaction that acts on it.
 */
export async function spendSecondFactor(
  tx: Executor,
  config: Pick<Config, 'TWO_FACTOR_KEY'>,
  userId: number,
  code: string,
): Promise<boolean> {
  const typed = code.trim();
  if (looksLikeRecoveryCode(typed)) {
    const used = await tx
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, userId),
          eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(typed)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return used.length > 0;
  }
  const [row] = await tx
    .select({ secret: twoFactorSecrets.secret, lastStep: twoFactorSecrets.lastStep })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)))
    .for('update');
  if (!row) return false;
  const step = acceptedStep(
    openSecret(row.secret, config.TWO_FACTOR_KEY),
    typed.replace(/\s/g, ''),
    row.lastStep,
  );
  if (step === null) return false;
  await tx
    .update(twoFactorSecrets)
    .set({ lastStep: sql`${step}` })
    .where(eq(twoFactorSecrets.userId, userId));
  return true;
}
