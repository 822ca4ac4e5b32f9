import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { bearer, login } from '../../test/factories';
import { createSuperAdmin, EmployeeExistsError } from './superAdminCreator';

describe('createSuperAdmin (npm run create-admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a super admin who can log in and holds every permission', async () => {
    await createSuperAdmin(t.database.db, { email: ' Boss@Company.Example ', password: 'first-pass-1' });
    const token = await login(t, { email: 'boss@company.example', password: 'first-pass-1' });
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
    expect(me.roles).toEqual(['super admin']);
    expect(me.permissions).toContain(1);
    expect(me.permissions).toContain(34);
  });

  it('refuses an e-mail that already belongs to an employee, whatever its case', async () => {
    await expect(
      createSuperAdmin(t.database.db, { email: 'BOSS@company.example', password: 'other-pass-1' }),
    ).rejects.toBeInstanceOf(EmployeeExistsError);
  });
});
