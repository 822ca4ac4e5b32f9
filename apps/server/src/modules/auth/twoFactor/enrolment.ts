import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { Msg } from '@jobline/shared';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { twoFactorRecoveryCodes, twoFactorSecrets, users } from '../../../db/schema';
import { fieldError, refusal } from '../../../errors';
import { verifyPassword } from '../../../auth/password';
import { audit, type AuditActor } from '../../admin/auditLog';
import { hasTwoFactor, spendSecondFactor } from './secondFactor';
import { openSecret, sealSecret } from './secretBox';
import { hashRecoveryCode, newRecoveryCodes } from './recoveryCodes';
import { acceptedStep, newTotpSecret, totpUri } from './totp';

type Keyed = Pick<Config, 'TWO_FACTOR_KEY'>;
interface Who {
  id: number;
  email: string;
}

/** Status 1 of the two-factor calls: a state that does not allow the step (already on, not started). */
const notNow = (message: string) => refusal(1, message);

/**
 * Starts (or restarts) an enrolment: a new secret waiting for its first code. The secret is shown
 * now, as a QR code and as text, and never again.
 */
export async function startEnrolment(db: Db, config: Keyed, user: Who) {
  if (await hasTwoFactor(db, user.id)) throw notNow(Msg.auth.twoFactorAlreadyOn);
  const secret = newTotpSecret();
  const sealed = sealSecret(secret, config.TWO_FACTOR_KEY);
  await db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret: sealed, lastStep: null, createdAt: new Date() },
    });
  const uri = totpUri(secret, user.email);
  return { secret, otpauth_url: uri, qr_code: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/** Confirms the enrolment with a first code; answers the ten recovery codes, shown once. */
export async function confirmEnrolment(db: Db, config: Keyed, user: Who, actor: AuditActor, code: string) {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ secret: twoFactorSecrets.secret })
      .from(twoFactorSecrets)
      .where(and(eq(twoFactorSecrets.userId, user.id), isNull(twoFactorSecrets.enabledAt)))
      .for('update');
    if (!pending) {
      if (await hasTwoFactor(tx, user.id)) throw notNow(Msg.auth.twoFactorAlreadyOn);
      throw notNow(Msg.auth.twoFactorNotStarted);
    }
    const step = acceptedStep(openSecret(pending.secret, config.TWO_FACTOR_KEY), code.trim(), null);
    if (step === null) throw fieldError('code', Msg.auth.wrongCode);
    await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: new Date(), lastStep: step })
      .where(eq(twoFactorSecrets.userId, user.id));
    const codes = newRecoveryCodes();
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c) })));
    await audit(tx, actor, { action: 'auth.two_factor_on', entity: 'user', entityId: user.id });
    return codes;
  });
}

/** Turns two-factor sign-in off, proven by a current code (or a recovery code) or the password. */
export async function disableTwoFactor(
  db: Db,
  config: Keyed,
  user: Who,
  actor: AuditActor,
  proof: { code?: string; password?: string },
) {
  await db.transaction(async (tx) => {
    if (!(await hasTwoFactor(tx, user.id))) throw notNow(Msg.auth.twoFactorNotOn);
    if (proof.code) {
      if (!(await spendSecondFactor(tx, config, user.id, proof.code)))
        throw fieldError('code', Msg.auth.wrongCode);
    } else if (proof.password) {
      const [row] = await tx
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (!(await verifyPassword(row?.passwordHash ?? null, proof.password)))
        throw fieldError('password', Msg.auth.wrongPassword);
    } else {
      throw fieldError('code', Msg.auth.twoFactorProofRequired);
    }
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await audit(tx, actor, { action: 'auth.two_factor_off', entity: 'user', entityId: user.id });
  });
}
