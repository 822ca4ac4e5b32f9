import argon2 from 'argon2';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
export const PRODUCTION_HASH = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The cheapest argon2id there is, for test runs only (NODE_ENV=test): thousands of test logins would
 * otherwise spend minutes hashing. A hash made with it is replaced at the first login of a server
 * running with the production parameters (needsRehash).
 */
export const TEST_HASH = { type: argon2.argon2id, memoryCost: 64, timeCost: 1, parallelism: 1 } as const;

export const hashParameters = (env: NodeJS.ProcessEnv = process.env) =>
  env.NODE_ENV === 'test' ? TEST_HASH : PRODUCTION_HASH;

const OPTIONS = hashParameters();

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
