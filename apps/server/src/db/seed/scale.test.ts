import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinishedJobStatus, JobUserRole, TaskSection, WorkState } from '@jobline/shared';
import { queryRows } from '../client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { seedDemo } from './demo';
import { seedScale } from './scale';
import { unassignedSetDrift } from '../../modules/taskAssign/taskAssignTestKit';

let t: TestApp;
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  const timeZone = t.config.COMPANY_TIME_ZONE;
  await seedDemo(t.database.db, { timeZone, companyName: t.config.COMPANY_NAME });
  await seedScale(t.database.db, { employees: 12, jobs: 300, customers: 20, timeZone });
});
afterAll(() => t.close());

describe('the scale data set', () => {
  it('leaves the set of unassigned tasks equal to its definition after the bulk load', async () => {
    expect(await unassignedSetDrift(t.database.db)).toEqual([]);
    const [kept] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from unassigned_tasks`,
    );
    expect(kept!.n).toBeGreaterThan(0);
  });

  it('gives every scale job one sheet of 3 to 10 tasks, each assigned once to the job’s employee', async () => {
    const shape = await one<{
      jobs: number;
      min: number;
      max: number;
      unassigned: number;
      foreign: number;
    }>(sql`
      select count(*)::int as jobs, min(n)::int as min, max(n)::int as max,
        sum(unassigned)::int as unassigned, sum(foreign_holder)::int as foreign
      from (
        select j.id, count(t.id) as n,
          count(t.id) filter (where not exists (
            select 1 from task_users tu where tu.task_id = t.id and tu.checks_id is null)) as unassigned,
          count(t.id) filter (where exists (
            select 1 from task_users tu join job_users ju on ju.id = tu.job_user_id
            where tu.task_id = t.id and tu.checks_id is null and ju.user_id <> j.employee_id)) as foreign_holder
        from jobs j join tasks t on t.job_id = j.id
        where j.job_no like 'SJ%' group by j.id
      ) per_job`);
    expect(shape).toEqual({ jobs: 300, min: 3, max: 10, unassigned: 0, foreign: 0 });
  });

  it('leaves nothing Ongoing, finishes and accepts old jobs, and checks work in QC', async () => {
    const counts = await one<{
      ongoing: number;
      old_open: number;
      old_unaccepted: number;
      qc_unpaired: number;
    }>(sql`
      select
        (select count(*)::int from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id
          where j.job_no like 'SJ%' and tu.section = ${TaskSection.ONGOING}) as ongoing,
        (select count(*)::int from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id
          where j.job_no like 'SJ%' and j.created_at < now() - interval '31 days'
            and tu.section not in (${TaskSection.FINISHED}, ${TaskSection.PASS})) as old_open,
        (select count(*)::int from job_users ju join jobs j on j.id = ju.job_id
          where j.job_no like 'SJ%' and j.created_at < now() - interval '31 days'
            and ju.finished_status is distinct from ${FinishedJobStatus.ACCEPTED}) as old_unaccepted,
        (select count(*)::int from task_users tu join job_users ju on ju.id = tu.job_user_id
          join jobs j on j.id = ju.job_id
          where j.job_no like 'SJ%' and ju.role = ${JobUserRole.WORK} and tu.section = ${TaskSection.QC}
            and j.requested_by_id <> j.employee_id
            and not exists (select 1 from task_users q where q.checks_id = tu.id)) as qc_unpaired`);
    expect(counts).toEqual({ ongoing: 0, old_open: 0, old_unaccepted: 0, qc_unpaired: 0 });
  });

  it('writes ten activities per assignment and an hour of past work on each started task', async () => {
    const rows = await one<{
      assignments: number;
      activities: number;
      started: number;
      hours: number;
      future: number;
    }>(sql`
      select
        (select count(*)::int from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id
          where j.job_no like 'SJ%' and tu.checks_id is null) as assignments,
        (select count(*)::int from activities a join jobs j on j.id = a.job_id where j.job_no like 'SJ%') as activities,
        (select count(*)::int from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id
          where j.job_no like 'SJ%' and tu.checks_id is null and tu.started_at is not null) as started,
        (select count(*)::int from work_log w join task_users tu on tu.id = w.task_user_id
          join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id
          where j.job_no like 'SJ%' and w.state = ${WorkState.WORKING}) as hours,
        (select count(*)::int from work_log where at > now()) as future`);
    expect(rows.activities).toBe(rows.assignments * 10);
    expect(rows.started).toBeGreaterThan(0);
    expect(rows.hours).toBe(rows.started);
    expect(rows.future).toBe(0);
  });

  it('refuses to add the data set twice', async () => {
    await expect(
      seedScale(t.database.db, { employees: 1, jobs: 1, customers: 1, timeZone: t.config.COMPANY_TIME_ZONE }),
    ).rejects.toThrow('already in this database');
  });
});
