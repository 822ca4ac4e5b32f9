import { createHash, randomInt } from 'node:crypto';

// No 0/O, 1/l/I: people type these from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const RECOVERY_CODE_COUNT = 10;

/** Ten one-time codes like "k7pm-9dtq-r4wx" (about 74 bits each). */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => [group(), group(), group()].join('-'));
}

/** Random codes need no slow hash; case, spaces and dashes as typed do not matter. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** A recovery code as typed, rather than a 6-digit authenticator code. */
export const looksLikeRecoveryCode = (code: string) => code.replace(/[^A-Za-z0-9]/g, '').length === 12;
