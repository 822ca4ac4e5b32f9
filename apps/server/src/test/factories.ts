import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RoleId } from '@jobline/shared';
import { hashPassword } from '../auth/password';
import type { Executor } from '../db/client';
import { divisions, userPermissions, users } from '../db/schema';
import type { TestApp } from './testApp';

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

let cachedHash: Promise<string> | undefined;
const DEFAULT_PASSWORD = 'secret123';

/** An employee with a role (default: employee) and optional direct permissions. */
export async function createUser(
  db: Executor,
  options: {
    roleId?: number | null;
    permissions?: number[];
    status?: 0 | 1;
    email?: string;
    password?: string;
    divisionId?: number | null;
    firstName?: string;
  } = {},
): Promise<TestUser> {
  const id = unique();
  const email = (options.email ?? `user-${id}@test.local`).toLowerCase();
  const password = options.password ?? DEFAULT_PASSWORD;
  const passwordHash =
    password === DEFAULT_PASSWORD
      ? await (cachedHash ??= hashPassword(DEFAULT_PASSWORD))
      : await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({
      code: `T${id}`,
      firstName: options.firstName ?? 'Test',
      lastName: `User ${id}`,
      email,
      roleId: options.roleId === undefined ? RoleId.EMPLOYEE : options.roleId,
      status: options.status ?? 1,
      divisionId: options.divisionId ?? null,
      passwordHash,
    })
    .returning({ id: users.id });
  if (options.permissions?.length) {
    await db
      .insert(userPermissions)
      .values(options.permissions.map((permissionId) => ({ userId: row!.id, permissionId })));
  }
  return { id: row!.id, email, password };
}

export async function createDivision(db: Executor, name = `Division ${unique()}`) {
  const [row] = await db.insert(divisions).values({ name }).returning();
  return row!;
}

/** Logs in through the real endpoint and answers the bearer token. */
export async function login(
  t: TestApp,
  user: Pick<TestUser, 'email' | 'password'>,
  ip = '127.0.0.1',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A logged-in user with a role, ready to call the API. */
export async function actor(t: TestApp, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, options);
  const token = await login(t, user);
  return { ...user, token, headers: bearer(token) };
}

export async function userRow(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}
