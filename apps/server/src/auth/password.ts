import argon2 from 'argon2';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    // Spend the same time as a real check, so unknown accounts cannot be told apart by timing.
    await argon2.verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

/** True when a stored hash was made with other parameters and should be replaced at login. */
export const needsRehash = (hash: string): boolean => argon2.needsRehash(hash, OPTIONS);

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('not-a-password-anyone-has'));
