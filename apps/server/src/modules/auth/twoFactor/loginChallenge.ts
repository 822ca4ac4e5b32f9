import { randomBytes } from 'node:crypto';
import type { Executor } from '../../../db/client';
import { loginChallenges } from '../../../db/schema';
import { hashToken } from '../../../auth/sessions';

/** How long the code may take after the password: long enough to open an app, short for a thief. */
const CHALLENGE_MINUTES = 5;

export async function createLoginChallenge(
  db: Executor,
  login: { userId: number; email: string; workFromHome: boolean },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(loginChallenges).values({
    userId: login.userId,
    email: login.email,
    workFromHome: login.workFromHome,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return token;
}
