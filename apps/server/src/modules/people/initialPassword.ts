import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the admin reads it out or copies it by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random one-time password in three groups of four (about 69 bits), e.g. "Xk7p-9dTq-mR4w". */
export function generateInitialPassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}
