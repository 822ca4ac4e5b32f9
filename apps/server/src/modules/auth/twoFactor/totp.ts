import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, account = '') =>
  new TOTP({
    issuer: 'Jobline',
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, account: string): string => totpOf(secret, account).toString();

/** The code of a moment, for tests and for nothing else. */
export const totpCodeAt = (secret: string, at: number): string => totpOf(secret).generate({ timestamp: at });

/**
 * The time step a code belongs to when it is right now (one step of clock drift either way), and
 * only when that step is later than the last one accepted: a code works once.
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null, now = Date.now()) {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
