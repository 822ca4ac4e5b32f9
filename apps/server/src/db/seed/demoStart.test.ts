import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { hasNoUsers } from '../bootstrap';
import { roles, users } from '../schema';
import { seedDemo } from './demo';
import { clearInterruptedDemo, demoWorkDone, demoWorkInterrupted } from './demoStart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a demo first start stopped midway', () => {
  it('is noticed, emptied to the reference data and seeded again from the start', async () => {
    const options = { timeZone: t.config.COMPANY_TIME_ZONE, companyName: t.config.COMPANY_NAME };
    const { db } = t.database;
    await seedDemo(db, { ...options, workToFollow: true });
    const [seededUsers] = await db.select({ n: count() }).from(users);
    expect(await demoWorkInterrupted(db)).toBe(true);

    await clearInterruptedDemo(db);
    expect(await hasNoUsers(t.database)).toBe(true);
    expect(await demoWorkInterrupted(db)).toBe(false);
    const [roleRows] = await db.select({ n: count() }).from(roles);
    expect(roleRows!.n).toBeGreaterThan(0);

    await seedDemo(db, { ...options, workToFollow: true });
    expect((await db.select({ n: count() }).from(users))[0]).toEqual(seededUsers);
    await demoWorkDone(db);
    expect(await demoWorkInterrupted(db)).toBe(false);
  });

  it('is not claimed by a company seeded without weeks to follow (the scale data set)', async () => {
    const { db } = t.database;
    await clearInterruptedDemo(db);
    await seedDemo(db, { timeZone: t.config.COMPANY_TIME_ZONE, companyName: t.config.COMPANY_NAME });
    expect(await demoWorkInterrupted(db)).toBe(false);
  });
});
