import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets at rest: AES-256-GCM under TWO_FACTOR_KEY when it is set ("v1:" rows); without
 * it they are kept as they are ("plain:" rows), still never sent back after enrolment. A row keeps
 * its form, so setting the key later leaves earlier enrolments working.
 */
export function sealSecret(secret: string, key: string | undefined): string {
  if (!key) return `plain:${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

export function openSecret(stored: string, key: string | undefined): string {
  if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
  if (!key) throw new Error('TWO_FACTOR_KEY is needed to read authenticator secrets stored with it');
  const raw = Buffer.from(stored.slice('v1:'.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

// Any passphrase becomes a 256-bit key.
const keyBytes = (key: string) => createHash('sha256').update(key).digest();
