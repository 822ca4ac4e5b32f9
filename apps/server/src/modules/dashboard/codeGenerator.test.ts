import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { customers, users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let admin: Actor; // role 2 holds 30 and 31
let employee: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
});
afterAll(() => t.close());

const generate = (payload: Record<string, unknown>, who: Actor | null = admin) =>
  t.app.inject({ method: 'POST', url: '/api/settings/generate', payload, headers: who ? who.headers : {} });

describe('POST settings/generate', () => {
  it('answers 401 without a session and 403 without Employee or Customer Registration', async () => {
    expect((await generate({ id_type: 1 }, null)).statusCode).toBe(401);
    expect((await generate({ id_type: 1 }, employee)).statusCode).toBe(403);
  });

  it('asks for the right of the form the code is for', async () => {
    const customersOnly = await signedIn(t, { roleId: null, permissions: [Perm.CUSTOMERS] });
    expect((await generate({ id_type: 1 }, customersOnly)).statusCode).toBe(403);
    expect((await generate({ id_type: 2 }, customersOnly)).statusCode).toBe(200);
  });

  it.each([[{}], [{ id_type: 3 }], [{ id_type: 'one' }], [{ id_type: true }]])(
    'refuses %j with 400 on id_type',
    async (payload) => {
      const res = await generate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ id_type: Msg.dashboard.idTypeInvalid });
    },
  );

  it('proposes the customer code after the newest, keeping its width', async () => {
    await t.database.db.insert(customers).values([
      { code: 'ZC0040', name: 'Older' },
      { code: 'zc0041', name: 'Same prefix, other case' },
      { code: 'ZC0007', name: 'Newest' },
    ]);
    const res = await generate({ id_type: 2 });
    expect(res.json()).toEqual({ id_type: 2, code: 'ZC0042' });
  });

  it('grows the width of employee codes when the digits run out', async () => {
    const user = await createUser(t.database.db);
    await t.database.db.update(users).set({ code: 'GEN999' }).where(eq(users.id, user.id));
    const res = await generate({ id_type: '1' });
    expect(res.json()).toEqual({ id_type: 1, code: 'GEN1000' });
  });
});
