import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FinishedJobStatus,
  JobKind,
  LeaveStatus,
  LeaveType,
  shiftDay,
  TaskSection,
  WorkState,
} from '@jobline/shared';
import { queryRows } from '../client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { todayInColombo } from '../../test/jobWorld';
import { seedDemo } from './demo';
import { DEMO_PASSWORD } from './demoData';
import { aWeekOn } from './demoJobs';
import { seedDemoWork } from './demoWork';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { timeZone: t.config.COMPANY_TIME_ZONE, companyName: t.config.COMPANY_NAME });
  // Two weeks of demo work through the board's commands: about twenty seconds, more on a busy machine.
  await seedDemoWork(t.database.db, t.bus, { today: todayInColombo(), timeZone: t.config.COMPANY_TIME_ZONE });
}, 180_000);
afterAll(() => t.close());

const signIn = async (email: string) => {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${login.json().access_token}` };
};

describe('the demo company', () => {
  it('makes its assignments fall due a week on, or on the Monday when that is a Sunday', () => {
    expect(aWeekOn('2026-11-28')).toBe('2026-12-05'); // a Saturday a week on
    expect(aWeekOn('2026-11-29')).toBe('2026-12-07'); // seeded on a Sunday: not Sunday 6 December
  });

  it('plans each quick job’s task for the day it was raised, so Start works on the quick job manager', async () => {
    const rows = await queryRows<{ job_no: string; section: number; plan_date: string | null }>(
      t.database.db,
      sql`select j.job_no, tu.section, tu.plan_date::text as plan_date
          from task_users tu join tasks k on k.id = tu.task_id join jobs j on j.id = k.job_id
          where j.kind = ${JobKind.QUICK}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ section: TaskSection.BACK_LOG, plan_date: todayInColombo() });
    }
  });

  it('starts Home with people at work on the Technical floor: a task running, a lunch, a meeting', async () => {
    const headers = await signIn('admin@demo.local');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ongoing_jobs',
      headers,
      payload: { division: 6 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json().employees as {
      name: string;
      state: string;
      holdAction: { type: number } | null;
    }[];
    const stateOf = (name: string) => cards.find((c) => c.name === name);
    expect(stateOf('Ruwan Herath')).toMatchObject({ state: 'working' });
    expect(stateOf('Upul Hettiarachchi')).toMatchObject({ state: 'holding', holdAction: { type: 7 } });
    expect(stateOf('Janaka Liyanage')).toMatchObject({ state: 'holding', holdAction: { type: 6 } });
  });

  it('has two weeks of worked days in the work log: each begun on a task and ended off', async () => {
    const days = await queryRows<{
      user_id: number;
      day: string;
      first_state: number;
      last_state: number;
      worked: number;
    }>(
      t.database.db,
      sql`select user_id, (at at time zone 'Asia/Colombo')::date::text as day,
                 (array_agg(state order by at, id))[1] as first_state,
                 (array_agg(state order by at desc, id desc))[1] as last_state,
                 count(*) filter (where state = ${WorkState.WORKING})::int as worked
          from work_log
          -- Past days only, and not this morning's floor (seeded up to a few hours back, which
          -- shortly after midnight still falls on yesterday).
          where at < least(${new Date(`${todayInColombo()}T00:00:00+05:30`)}::timestamptz, now() - interval '3 hours')
          group by user_id, day`,
    );
    const people = new Set(days.map((d) => d.user_id));
    const workdays = new Set(days.map((d) => d.day));
    expect(people.size).toBeGreaterThanOrEqual(12);
    expect(workdays.size).toBeGreaterThanOrEqual(9);
    for (const d of days) {
      expect(d, `${d.user_id} on ${d.day}`).toMatchObject({
        first_state: WorkState.WORKING,
        last_state: WorkState.OFF,
      });
      expect(d.worked).toBeGreaterThan(0);
    }
  });

  it('leaves only the last few days’ finished history jobs waiting for the head', async () => {
    const rows = await queryRows<{ status: number; recent: boolean }>(
      t.database.db,
      sql`select ju.finished_status as status, ju.finished_at >= now() - interval '5 days' as recent
          from job_users ju where ju.finished_status is not null and ju.finished_at >= now() - interval '16 days'`,
    );
    expect(rows.filter((r) => r.status === FinishedJobStatus.ACCEPTED).length).toBeGreaterThan(3);
    for (const r of rows.filter((x) => x.status === FinishedJobStatus.AWAITING)) expect(r.recent).toBe(true);
  });

  it('keeps people on a full day of approved leave away from the work log', async () => {
    const clashes = await queryRows<{ user_id: number; day: string }>(
      t.database.db,
      sql`select r.user_id, d.date::text as day
          from leave_request_days d join leave_requests r on r.id = d.leave_request_id
          where r.status = ${LeaveStatus.APPROVED} and d.leave_type = ${LeaveType.FULL_DAY}
            and exists (select 1 from work_log w where w.user_id = r.user_id
                        and (w.at at time zone 'Asia/Colombo')::date = d.date)`,
    );
    expect(clashes).toEqual([]);
  });

  it('finishes no task today that nobody worked on today', async () => {
    const rows = await queryRows<{ id: number }>(
      t.database.db,
      sql`select tu.id from task_users tu
          where tu.finished_at >= ${new Date(`${todayInColombo()}T00:00:00+05:30`)}
            and not exists (select 1 from work_log w where w.task_user_id = tu.id
                            and w.at >= ${new Date(`${todayInColombo()}T00:00:00+05:30`)})`,
    );
    expect(rows).toEqual([]);
  });

  it('gives finished history tasks their worked time, within the estimate', async () => {
    const rows = await queryRows<{ spent: number; most_likely: string }>(
      t.database.db,
      sql`select k.most_likely,
                 (select coalesce(sum(extract(epoch from (coalesce(n.at, now()) - w.at)) / 60), 0)::float
                  from work_log w
                  left join lateral (select at from work_log x where x.user_id = w.user_id and (x.at, x.id) > (w.at, w.id)
                                     order by x.at, x.id limit 1) n on true
                  where w.task_user_id = tu.id and w.state = ${WorkState.WORKING}) as spent
          from task_users tu join tasks k on k.id = tu.task_id
          where tu.section = ${TaskSection.FINISHED} and tu.finished_at >= now() - interval '15 days'`,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) {
      expect(r.spent).toBeGreaterThan(30);
      expect(r.spent).toBeLessThanOrEqual(Number(r.most_likely) * 60);
    }
  });

  it('gives the Software head past weeks of their own: meetings, reviews, help and tasks', async () => {
    const headers = await signIn('hod@demo.local');
    const end = shiftDay(todayInColombo(), -1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/emp_daily_activity',
      headers,
      payload: { range: { start: shiftDay(end, -13), end } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json() as {
      report: { day: string; comment_type: number; task_description: string }[];
      all_spents: { type: number; spent: number }[];
    };
    const spent = (type: number) => sheet.all_spents.find((s) => s.type === type)!.spent;
    const workedDays = new Set(sheet.report.filter((r) => r.comment_type === 1).map((r) => r.day));
    expect(workedDays.size).toBeGreaterThanOrEqual(8);
    expect(spent(1)).toBeGreaterThan(20 * 60);
    // A head spends more of the day in meetings than an engineer: over half an hour a day.
    expect(spent(6)).toBeGreaterThan(workedDays.size * 30);
    expect(spent(7)).toBeGreaterThan(0);
    expect(spent(10)).toBeGreaterThan(0);
  });

  it('raises each history job in its owner’s own division, decided by someone else', async () => {
    const rows = await queryRows<{
      job_no: string;
      job_division: number | null;
      owner_division: number | null;
    }>(
      t.database.db,
      sql`select j.job_no, j.division_id as job_division, u.division_id as owner_division
          from jobs j join users u on u.id = j.employee_id
          -- History jobs are raised by their owner; the demo's current ones by the coordinator.
          where j.created_by_id = j.employee_id and j.requested_by_id = j.employee_id`,
    );
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => r.job_division !== r.owner_division)).toEqual([]);
    // Nobody decided their own finished job: a head's own go to the director.
    const ownDecisions = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from job_users where reviewed_by_id = user_id`,
    );
    expect(ownDecisions).toEqual([]);
  });

  it('gives the demo employee past weeks of finished work, and nothing of it left on today’s boards', async () => {
    const today = todayInColombo();
    const days = await queryRows<{ day: string }>(
      t.database.db,
      sql`select distinct (w.at at time zone 'Asia/Colombo')::date::text as day
          from work_log w join users u on u.id = w.user_id
          where u.email = 'employee@demo.local' and w.state = ${WorkState.WORKING}
            and w.at < ${new Date(`${today}T00:00:00+05:30`)}
          order by day`,
    );
    expect(days.length).toBeGreaterThanOrEqual(6);
    // Done before today: nothing of it running or held, so the employee's boards show the demo's jobs.
    const open = await queryRows<{ id: number }>(
      t.database.db,
      sql`select tu.id from task_users tu join users u on u.id = tu.user_id
          where u.email = 'employee@demo.local' and tu.section in (${TaskSection.ONGOING}, ${TaskSection.HOLD})`,
    );
    expect(open).toEqual([]);
    // Their own worksheet of the last day worked shows the hours.
    const day = days.at(-1)!.day;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/emp_daily_activity',
      headers: await signIn('employee@demo.local'),
      payload: { range: { start: day, end: day } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const worked = (res.json() as { all_spents: { type: number; spent: number }[] }).all_spents.find(
      (s) => s.type === 1,
    );
    expect(worked?.spent).toBeGreaterThan(60);
  });

  it('gives the demo employee a job not picked yet and one picked, so My Pending Jobs opens on a row', async () => {
    const headers = await signIn('employee@demo.local');
    const pending = async (status?: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reports/pending_job_user',
        headers,
        payload: { job_type: 1, ...(status === undefined ? {} : { status }) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { rows: { job_no: string; due_date: string }[] }).rows;
    };
    const notPicked = await pending(); // the screen's default: Not Picked
    const picked = await pending(1);
    expect(notPicked.length).toBeGreaterThan(0);
    expect(picked.length).toBeGreaterThan(0);
    const numbers = (rows: { job_no: string }[]) => rows.map((r) => r.job_no).sort();
    expect(numbers(await pending(0))).toEqual(numbers([...notPicked, ...picked]));
    // Not past its due date, so its board is open for the employee to start it.
    expect(notPicked.some((r) => r.due_date >= todayInColombo())).toBe(true);
  });

  it('has six weeks of service visits, by Technical people, some agreements with one, two or three', async () => {
    const headers = await signIn('admin@demo.local');
    const today = todayInColombo();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service/load',
      headers,
      payload: { range: { start: shiftDay(today, -42), end: today }, page: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().services as {
      total: number;
      data: { agreement_id: number; employees: unknown[] }[];
    };
    expect(page.total).toBeGreaterThanOrEqual(15);
    expect(page.data).toHaveLength(15);
    const visits = await queryRows<{ agreement_id: number; visits: number; outsiders: number }>(
      t.database.db,
      sql`select v.agreement_id, count(distinct v.id)::int as visits,
                 count(*) filter (where u.division_id <> 6)::int as outsiders
          from service_visits v join service_visit_employees e on e.visit_id = v.id join users u on u.id = e.user_id
          group by v.agreement_id`,
    );
    expect(visits.every((v) => v.outsiders === 0)).toBe(true);
    expect(new Set(visits.map((v) => Math.min(v.visits, 3)))).toEqual(new Set([1, 2, 3]));
    // Some agreements owe a visit soon, some are behind.
    const due = await t.app.inject({ method: 'GET', url: '/api/service/due', headers });
    const states = new Set((due.json().visits as { state: string }[]).map((v) => v.state));
    expect(states).toEqual(new Set(['due', 'overdue']));
  });
  it('has a request to work past an estimate waiting for the team leader, on a task that used it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/approvals/pending',
      headers: await signIn('lead@demo.local'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { approvals } = res.json() as {
      approvals: { Time02: number; spent_minutes: number; request_to: { name: string } }[];
    };
    expect(approvals.length).toBe(1);
    expect(approvals[0]!.request_to.name).toBe('Lahiru Gunawardena');
    expect(approvals[0]!.spent_minutes).toBeGreaterThan(approvals[0]!.Time02 * 60);
  });

  // Last: it works a demo task, which the tests above read the demo without.
  it('gives the team leader and the demo employee work to check; finished work reaches the checker’s QC', async () => {
    const qcJobs = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/jobs/qc', headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { jobs: { job_no: string; open_tasks: number }[] }).jobs;
    };
    const lead = await signIn('lead@demo.local');
    const employee = await signIn('employee@demo.local');
    expect((await qcJobs(employee)).length).toBeGreaterThan(0);
    const checked = await qcJobs(lead);
    expect(checked.length).toBeGreaterThan(0);

    // The employee finishes a picked task of the job the leader checks: it goes to QC, not Finished.
    const [work] = await queryRows<{ id: number; check_id: number }>(
      t.database.db,
      sql`select w.id, c.id as check_id from task_users w
          join task_users c on c.checks_id = w.id join tasks k on k.id = w.task_id join jobs j on j.id = k.job_id
          join users u on u.id = w.user_id join users q on q.id = c.user_id
          where u.email = 'employee@demo.local' and q.email = 'lead@demo.local'
            and w.section = ${TaskSection.PICKED} and j.job_no = ${checked[0]!.job_no}
          order by w.id limit 1`,
    );
    expect(work).toBeDefined();
    const move = (from: number, to: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/activity',
        headers: employee,
        payload: { taskUserId: work!.id, previousSection: from, newSection: to },
      });
    expect((await move(TaskSection.PICKED, TaskSection.ONGOING)).statusCode).toBe(200);
    const finished = await move(TaskSection.ONGOING, TaskSection.FINISHED);
    expect(finished.statusCode, finished.body).toBe(200);
    const sections = await queryRows<{ id: number; section: number }>(
      t.database.db,
      sql`select id, section from task_users where id in (${work!.id}, ${work!.check_id}) order by id`,
    );
    expect(sections).toEqual([
      { id: work!.id, section: TaskSection.QC },
      { id: work!.check_id, section: TaskSection.QC },
    ]);
  });
});
