import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { jobs, users } from '../../db/schema';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { createJobWorld, type JobWorld } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { caller, quickJobBody } from './quickJobTestKit';

const BELL = '/api/jobNotifications';

let t: TestApp;
let w: JobWorld;
let alice: Actor; // creates jobs
let bob: Actor; // watches the bell
let api: ReturnType<typeof caller>;

const bell = async (who: Actor) => {
  const res = await api.get(BELL, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    count: number;
    notifications: { id: number; job_no: string; status: number; kind: number; kind_label: string }[];
  };
};
const newJob = async (who: Actor = alice, overrides: Parameters<JobWorld['draft']>[0] = {}) =>
  (await api.post('/api/jobs', w.draft(overrides), who)).json().job as { id: number; job_no: string };
const seen = (who: Actor, body?: unknown) => api.post(`${BELL}/seen`, body ?? {}, who);

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  w = await createJobWorld(t.database.db);
  alice = await signedIn(t, { roleId: null, permissions: [Perm.NEW_JOB, Perm.JOBS] });
  bob = await signedIn(t, { roleId: RoleId.DIRECTOR });
});
afterAll(() => t.close());

describe('who may read the new-job bell', () => {
  it('answers 401 without a session and 403 without Jobs (5)', async () => {
    expect((await api.get(BELL)).statusCode).toBe(401);
    expect((await api.post(`${BELL}/seen`, {})).statusCode).toBe(401);
    const employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
    expect((await api.get(BELL, employee)).statusCode).toBe(403);
    expect((await seen(employee)).json()).toEqual({ status: 11, message: Msg.common.forbidden });
  });
});

describe('GET jobNotifications and POST jobNotifications/seen (R-039)', () => {
  it("counts others' new jobs for each user, never their own", async () => {
    const start = await bell(bob);
    const a = await newJob();
    const b = await newJob();
    const now = await bell(bob);
    expect(now.count).toBe(start.count + 2);
    expect(now.notifications.slice(0, 2)).toEqual([
      expect.objectContaining({
        id: b.id,
        job_no: b.job_no,
        status: 1,
        kind: 2,
        kind_label: 'Tasking (Job)',
      }),
      expect.objectContaining({ id: a.id, status: 1 }),
    ]);
    expect(now.notifications[0]).toMatchObject({ job_type: 'Normal', customer_name: w.customer.name });
    const own = await bell(alice);
    expect(own.notifications.map((n) => n.id)).not.toContain(a.id);
    // Quick jobs ring the bell too.
    const quick = (await api.post('/api/jobs/assign/quick_job', quickJobBody(w), alice)).json().job;
    expect((await bell(bob)).notifications[0]).toMatchObject({
      id: quick.id,
      kind: 1,
      kind_label: 'Quick Job',
    });
  });

  it('clears the count when opened; a later job is new again; deleted jobs drop out', async () => {
    await newJob();
    const res = await seen(bob);
    expect(res.statusCode).toBe(200);
    const cleared = await bell(bob);
    expect(cleared.count).toBe(0);
    expect(cleared.notifications.every((n) => n.status === 0)).toBe(true);
    const later = await newJob();
    const after = await bell(bob);
    expect(after.count).toBe(1);
    expect(after.notifications[0]).toMatchObject({ id: later.id, status: 1 });
    await t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, later.id));
    const gone = await bell(bob);
    expect(gone.count).toBe(0);
    expect(gone.notifications.map((n) => n.id)).not.toContain(later.id);
    const [audited] = await auditRows(t.database.db, 'jobBell.seen', bob.id);
    expect(audited).toMatchObject({ actorId: bob.id, entity: 'user' });
  });

  it('marks seen only up to the newest job the bell showed, and never moves back', async () => {
    const shown = await newJob();
    const [shownRow] = await t.database.db.select().from(jobs).where(eq(jobs.id, shown.id));
    const createdAt = shownRow!.createdAt;
    const arrivedMeanwhile = await newJob();
    await seen(bob, { until: createdAt.toISOString() });
    const state = await bell(bob);
    expect(state.count).toBe(1);
    expect(state.notifications[0]).toMatchObject({ id: arrivedMeanwhile.id, status: 1 });
    await seen(bob, { until: '2000-01-01T00:00:00Z' });
    expect((await bell(bob)).count).toBe(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, bob.id));
    expect(row!.jobBellSeenAt!.getTime()).toBe(createdAt.getTime());
  });

  it('starts a new employee from the day they joined, not from every job ever', async () => {
    await newJob();
    const newcomer = await signedIn(t, { roleId: RoleId.DIRECTOR });
    expect((await bell(newcomer)).count).toBe(0);
    await newJob();
    expect((await bell(newcomer)).count).toBe(1);
  });

  it('refuses an odd seen body with 400', async () => {
    for (const body of [{ until: 'yesterday' }, { until: 5 }, [1]]) {
      expect((await seen(bob, body)).statusCode).toBe(400);
    }
  });
});
