import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dayInZone, Msg, RoleId, type JobSummaryResponse } from '@jobline/shared';
import { queryRows } from '../../db/client';
import { agreements, branches, customers, jobs, jobTypes, jobUsers, positions } from '../../db/schema';
import { createDivision, createUser } from '../../test/factories';
import { expectNoInternals, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let director: Actor; // role 3 holds 41 (Dashboard)
let employee: Actor; // role 8 does not
beforeAll(async () => {
  t = await createTestApp();
  director = await signedIn(t, { roleId: RoleId.DIRECTOR });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
});
afterAll(() => t.close());

const TZ = 'Asia/Colombo';
const summary = (payload: Record<string, unknown>, who: Actor | null = director) =>
  t.app.inject({ method: 'POST', url: '/api/jobs/summary', payload, headers: who ? who.headers : {} });

let seq = 0;
async function jobAt(
  createdAt: string,
  fields: Partial<typeof jobs.$inferInsert> & { holds?: (number | null)[]; qcHolds?: (number | null)[] },
) {
  const { holds = [], qcHolds = [], ...rest } = fields;
  const [job] = await t.database.db
    .insert(jobs)
    .values({
      jobNo: `DSH-${++seq}-${Date.now()}`,
      description: 'Dashboard job',
      createdAt: new Date(createdAt),
      ...rest,
    })
    .returning({ id: jobs.id });
  const holders = [...holds.map((s) => [1, s] as const), ...qcHolds.map((s) => [2, s] as const)];
  for (const [role, finishedStatus] of holders) {
    const user = await createUser(t.database.db);
    await t.database.db.insert(jobUsers).values({ jobId: job!.id, userId: user.id, role, finishedStatus });
  }
  return job!.id;
}

describe('who may read the job dashboard', () => {
  const body = { start: '2024-03-01', end: '2024-03-03' };

  it('answers 401 without a session', async () => {
    const res = await summary(body, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: Msg.common.unauthenticated });
  });

  it('answers 403 to a user without permission 41', async () => {
    const res = await summary(body, employee);
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [{ start: '2024-03-05', end: '2024-03-01' }, 'end', Msg.dashboard.endBeforeStart],
    [{ start: '2023-01-01', end: '2024-01-02' }, 'end', Msg.dashboard.rangeTooLong],
    [{ start: '2024-02-30', end: '2024-03-01' }, 'start', Msg.dashboard.startInvalid],
    [{ start: '2024-03-01' }, 'end', Msg.dashboard.endInvalid],
    [{ ...body, division: 'all' }, 'division', Msg.dashboard.divisionInvalid],
    [{ ...body, division: -3 }, 'division', Msg.dashboard.divisionInvalid],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const res = await summary(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expectNoInternals(res.body);
  });

  it('takes a full leap year of 366 days', async () => {
    const res = await summary({ start: '2024-01-01', end: '2024-12-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobs).toHaveLength(366);
  });
});

describe('the numbers equal counts taken straight from the database', () => {
  let division: number;
  let otherDivision: number;
  let covered: number;
  let uncovered: number;
  let online: number;
  let normal: number;
  let result: JobSummaryResponse;
  const today = dayInZone(new Date(), TZ);
  const thisYear = `${today.slice(0, 4)}-01-15T06:00:00Z`;

  beforeAll(async () => {
    const db = t.database.db;
    division = (await createDivision(db)).id;
    otherDivision = (await createDivision(db)).id;
    const [lead] = await db.insert(positions).values({ divisionId: division, name: 'Lead' }).returning();
    for (const positionId of [lead!.id, lead!.id, null]) {
      const u = await createUser(db, { divisionId: division });
      await db.execute(sql`update users set position_id = ${positionId} where id = ${u.id}`);
    }
    await createUser(db, { divisionId: division, status: 0 });
    const [a, b] = await db
      .insert(customers)
      .values([
        { code: `DA${Date.now()}`, name: 'Alpha Stores' },
        { code: `DB${Date.now()}`, name: 'Beta Mart' },
      ])
      .returning();
    covered = a!.id;
    uncovered = b!.id;
    const [branch] = await db
      .insert(branches)
      .values({ customerId: covered, name: 'Main', code: 'M' })
      .returning();
    await db.insert(agreements).values({
      branchId: branch!.id,
      number: `DAG-${Date.now()}`,
      type: 3,
      validFrom: '2000-01-01',
      validTo: '2999-12-31',
    });
    const types = await db.select().from(jobTypes);
    online = types.find((x) => x.name === 'On Line')!.id;
    normal = types.find((x) => x.name === 'Normal')!.id;

    const inD = { divisionId: division };
    // 2024-03-02 00:10 in Colombo: the second day, though 1 March in UTC.
    await jobAt('2024-03-01T18:40:00Z', { ...inD, customerId: covered, jobTypeId: normal, holds: [10] });
    // 2024-02-29 23:50 and 2024-03-04 00:01 in Colombo: outside the range.
    await jobAt('2024-02-29T18:20:00Z', { ...inD, customerId: covered });
    await jobAt('2024-03-03T18:31:00Z', { ...inD, customerId: covered });
    // The first day: awaiting the HOD counts as finished; rejected and unheld ones are pending.
    await jobAt('2024-02-29T18:40:00Z', { ...inD, customerId: covered, jobTypeId: online, holds: [5] });
    await jobAt('2024-03-01T03:00:00Z', { ...inD, customerId: uncovered, jobTypeId: online, holds: [11] });
    await jobAt('2024-03-01T04:00:00Z', { ...inD, customerId: covered, holds: [] });
    // One of two holders done is still pending; an unfinished QC hold does not hold a job back.
    await jobAt('2024-03-01T05:00:00Z', { ...inD, customerId: uncovered, holds: [10, null] });
    await jobAt('2024-03-01T06:00:00Z', { ...inD, customerId: covered, holds: [10], qcHolds: [null] });
    // The last minute of the last day; a canceled one; a deleted one; one of another division.
    await jobAt('2024-03-03T18:29:00Z', { ...inD, customerId: covered, jobTypeId: normal, status: 2 });
    await jobAt('2024-03-02T05:00:00Z', { ...inD, customerId: covered, deletedAt: new Date() });
    await jobAt('2024-03-02T05:00:00Z', { divisionId: otherDivision, customerId: uncovered });
    // This year's cards: online by form or by type; a canceled online job does not count.
    await jobAt(thisYear, { ...inD, customerId: covered, kind: 4, holds: [10] });
    await jobAt(thisYear, { ...inD, customerId: uncovered, kind: 2, jobTypeId: online, holds: [null] });
    await jobAt(thisYear, { ...inD, customerId: uncovered, kind: 4, status: 2 });
    await jobAt(thisYear, { divisionId: otherDivision, customerId: covered, kind: 4 });

    const res = await summary({ division, start: '2024-03-01', end: '2024-03-03' });
    expect(res.statusCode, res.body).toBe(200);
    result = res.json();
  });

  /** Independent counts: the day is taken in SQL, the state from job_users directly. */
  async function countsFor(divisionId: number | null) {
    const rows = await queryRows<{ day: string; id: number; status: number; done: boolean }>(
      t.database.db,
      sql`select to_char((j.created_at at time zone ${TZ})::date, 'YYYY-MM-DD') as day, j.id, j.status,
            coalesce((select count(*) > 0 and bool_and(coalesce(ju.finished_status in (5, 10), false))
                      from job_users ju where ju.job_id = j.id and ju.role = 1), false) as done
          from jobs j
          where j.deleted_at is null
            and (j.created_at at time zone ${TZ})::date between '2024-03-01' and '2024-03-03'
            ${divisionId === null ? sql`` : sql`and j.division_id = ${divisionId}`}`,
    );
    return ['2024-03-01', '2024-03-02', '2024-03-03'].map((date) => {
      const of = rows.filter((r) => r.day === date);
      return {
        date,
        created: of.length,
        finished: of.filter((r) => r.status !== 2 && r.done).length,
        pending: of.filter((r) => r.status !== 2 && !r.done).length,
      };
    });
  }

  it('counts jobs per company day: created, and of those finished and pending', async () => {
    expect(result.jobs).toEqual(await countsFor(division));
    expect(result.jobs).toEqual([
      { date: '2024-03-01', created: 5, finished: 2, pending: 3 },
      { date: '2024-03-02', created: 1, finished: 1, pending: 0 },
      { date: '2024-03-03', created: 1, finished: 0, pending: 0 },
    ]);
    expect(result.totals).toEqual({ created: 7, finished: 3, pending: 3, canceled: 1 });
  });

  it('counts job types and the top customers over the range', async () => {
    expect(result.job_types).toEqual([
      { job_type_id: null, name: 'Not set', count: 3 },
      { job_type_id: normal, name: 'Normal', count: 2 },
      { job_type_id: online, name: 'On Line', count: 2 },
    ]);
    expect(result.top_customers).toEqual([
      { customer_id: covered, customer_name: 'Alpha Stores', count: 5 },
      { customer_id: uncovered, customer_name: 'Beta Mart', count: 2 },
    ]);
  });

  it('fills the cards from the department and the current year', async () => {
    expect(result.main_card).toMatchObject({
      year: Number(today.slice(0, 4)),
      employee_count: 3,
      customer_count: 2,
      online_jobs: 2,
    });
    expect(result.main_card.breakdowns.employees).toEqual([
      expect.objectContaining({ label: 'Lead', count: 2 }),
      { id: null, label: 'No position', count: 1 },
    ]);
    expect(result.main_card.breakdowns.customers.map((s) => s.count)).toEqual([1, 1]);
    expect(result.main_card.breakdowns.online_jobs).toEqual([
      { id: null, label: 'Finished', count: 1 },
      { id: null, label: 'Pending', count: 1 },
    ]);
  });

  it('counts every department when none is chosen', async () => {
    const res = await summary({ start: '2024-03-01', end: '2024-03-03', division: null });
    expect(res.statusCode).toBe(200);
    const all: JobSummaryResponse = res.json();
    expect(all.jobs).toEqual(await countsFor(null));
    const [active] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where status = 1`,
    );
    expect(all.main_card.employee_count).toBe(active!.n);
  });
});
