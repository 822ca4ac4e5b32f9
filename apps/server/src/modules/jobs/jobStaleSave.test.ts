import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, SaveRefusal } from '@jobline/shared';
import { jobDueDateChanges, jobs, users } from '../../db/schema';
import { actor } from '../../test/factories';
import { expectNoInternals } from '../../test/helpers';
import { createJobWorld, daysFromToday, type JobWorld } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('PUT /api/jobs from a stale copy', () => {
  let t: TestApp;
  let w: JobWorld;
  let anna: Awaited<ReturnType<typeof actor>>;
  let bala: Awaited<ReturnType<typeof actor>>;
  const put = (who: typeof anna, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/jobs', headers: who.headers, payload: body });
  const open = async (who: typeof anna, id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/job/${id}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json().job as { version: number; due_date: string };
  };
  const create = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: anna.headers,
      payload: w.draft(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().job.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await createJobWorld(t.database.db);
    anna = await actor(t, { roleId: null, permissions: [Perm.NEW_JOB, Perm.JOB_DETAILS] });
    bala = await actor(t, { roleId: null, permissions: [Perm.NEW_JOB, Perm.JOB_DETAILS] });
  });
  afterAll(() => t.close());

  it('refuses the second of two saves with 409, naming who and what; the first stays, its due date once in the history', async () => {
    const id = await create();
    const a = await open(anna, id);
    const b = await open(bala, id);
    const first = await put(anna, { ...w.draft({ due_date: daysFromToday(20) }), id, version: a.version });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().job.version).toBeGreaterThan(a.version);

    const second = await put(bala, {
      ...w.draft({ remarks: 'Bring the spare disk' }),
      id,
      version: b.version,
    });
    expect(second.statusCode, second.body).toBe(409);
    expectNoInternals(second.body);
    const body = second.json();
    const [who] = await t.database.db.select().from(users).where(eq(users.id, anna.id));
    expect(body).toMatchObject({
      status: SaveRefusal.STALE_VERSION,
      changed_by: { id: anna.id, name: `${who!.firstName} ${who!.lastName}` },
      version: first.json().job.version,
    });
    expect(body.message).toMatch(/^This job was changed by .+ at \d\d:\d\d since you opened it$/);
    expect(body.differences).toContainEqual({
      field: 'due_date',
      label: 'Due date',
      theirs: daysFromToday(20),
      mine: daysFromToday(7),
    });
    expect(body.differences.find((d: { field: string }) => d.field === 'remarks')).toMatchObject({
      mine: 'Bring the spare disk',
    });

    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ dueDate: daysFromToday(20), remarks: null });
    expect(
      await t.database.db.select().from(jobDueDateChanges).where(eq(jobDueDateChanges.jobId, id)),
    ).toHaveLength(1);

    // Having seen it, Bala saves over it with the version the refusal gave.
    const over = await put(bala, {
      ...w.draft({ due_date: daysFromToday(20), remarks: 'Bring the spare disk' }),
      id,
      version: body.version,
      overwrite: true,
    });
    expect(over.statusCode, over.body).toBe(200);
  });

  it('refuses a save without a version, naming the field', async () => {
    const id = await create();
    const res = await put(anna, { ...w.draft(), id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ version: Msg.staleSaves.versionRequired });
  });
});
