import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm } from '@jobline/shared';
import { createDivision } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { todayInColombo } from '../../test/jobWorld';
import { summaryWorld } from './summaryTestKit';

type World = Awaited<ReturnType<typeof summaryWorld>>;
let w: World;

beforeAll(async () => {
  w = await summaryWorld();
});
afterAll(() => w.t.close());

const call = (url: string, body: Record<string, unknown>, who: Actor | null) =>
  w.api.post(`/api/${url}`, body, who);
const range = () => ({ start: w.dayBefore, end: todayInColombo() });
const bodies = (id: number) => ({
  summary: { emp_user_id: id },
  'summary/tasks': { emp_user_id: id },
  'summary/activities': { emp_user_id: id, range: range() },
  'summary/activities/tasks': { emp_user_id: id, day: w.day },
  'summary/calibration': { emp_user_id: id, range: range() },
});

describe('summary calls: rights and validation', () => {
  it('answer 401 without a session and 400 with the field’s message', async () => {
    for (const [url, body] of Object.entries(bodies(w.holder.id))) {
      expect((await call(url, body, null)).statusCode, url).toBe(401);
      const bad = await call(url, { ...body, emp_user_id: 'x' }, w.holder);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().errors.emp_user_id).toBe(Msg.summaries.employeeInvalid);
    }
    const paging = await call(
      'summary',
      { emp_user_id: w.holder.id, page: 0, records: 7, keyword: 'x'.repeat(101) },
      w.holder,
    );
    expect(paging.json().errors).toEqual({
      page: Msg.jobAdmin.pageInvalid,
      records: Msg.jobAdmin.recordsInvalid,
      keyword: Msg.jobAdmin.keywordTooLong,
    });
    const history = await call('summary', { emp_user_id: w.holder.id, history: 'maybe' }, w.holder);
    expect(history.json().errors.history).toBe(Msg.summaries.historyInvalid);
    const job = await call('summary/tasks', { emp_user_id: w.holder.id, job_id: -1 }, w.holder);
    expect(job.json().errors.job_id).toBe(Msg.summaries.jobInvalid);
    const day = await call(
      'summary/activities/tasks',
      { emp_user_id: w.holder.id, day: '2026-02-30' },
      w.holder,
    );
    expect(day.json().errors.day).toBe(Msg.summaries.dayInvalid);
    const backwards = await call(
      'summary/calibration',
      { emp_user_id: w.holder.id, range: { start: w.day, end: w.dayBefore } },
      w.holder,
    );
    expect(backwards.json().errors['range.end']).toBe(Msg.worksheets.endBeforeStart);
  });

  it('open one’s own summary always; others with 36 in one’s division; other divisions with 35', async () => {
    const colleague = await signedIn(w.t, {
      roleId: null,
      divisionId: w.p.division.id,
      permissions: [Perm.EMPLOYEE_DAILY_ACTIVITY],
    });
    const lead = await signedIn(w.t, {
      roleId: null,
      divisionId: w.p.division.id,
      permissions: [Perm.WORKSHEET_EMPLOYEE_FILTER],
    });
    const other = await createDivision(w.t.database.db);
    const outsider = await signedIn(w.t, {
      roleId: null,
      divisionId: other.id,
      permissions: [Perm.WORKSHEET_EMPLOYEE_FILTER],
    });
    const everywhere = await signedIn(w.t, {
      roleId: null,
      divisionId: other.id,
      permissions: [Perm.WORKSHEET_EMPLOYEE_FILTER, Perm.WORKSHEET_DEPARTMENT_FILTER],
    });
    for (const [url, body] of Object.entries(bodies(w.holder.id))) {
      expect((await call(url, body, w.holder)).statusCode, url).toBe(200);
      const refused = await call(url, body, colleague);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(Msg.worksheets.onlyOwn);
      expect((await call(url, body, lead)).statusCode, url).toBe(200);
      const closed = await call(url, body, outsider);
      expect(closed.statusCode, url).toBe(403);
      expect(closed.json().message).toBe(Msg.worksheets.onlyOwnDivision);
      expect((await call(url, body, everywhere)).statusCode, url).toBe(200);
      expect((await call(url, { ...body, emp_user_id: 999_999 }, lead)).statusCode, url).toBe(404);
    }
    expect((await call('summary', { emp_user_id: colleague.id }, colleague)).statusCode).toBe(200);
  });
});

describe('POST summary', () => {
  it('lists pending jobs by default and the whole history on request, with task counts', async () => {
    const res = await call('summary', { emp_user_id: w.holder.id }, w.holder);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.employee).toMatchObject({ id: w.holder.id, division_id: w.p.division.id });
    expect(body.jobs).toMatchObject({ total: 1, current_page: 1, per_page: 15, last_page: 1 });
    expect(body.jobs.data[0]).toMatchObject({
      job_id: w.pending.job.id,
      no_of_tasks: 2,
      no_of_finished_tasks: 0,
      no_of_remaining_tasks: 2,
      ongoing: false,
      is_qc_job: false,
    });
    const history = (await call('summary', { emp_user_id: w.holder.id, history: true }, w.holder)).json();
    expect(history.jobs.total).toBe(2);
    const finished = history.jobs.data.find((j: { job_id: number }) => j.job_id === w.done.job.id);
    expect(finished).toMatchObject({ no_of_tasks: 5, no_of_finished_tasks: 5, no_of_remaining_tasks: 0 });
    expect(finished.started_at).not.toBeNull();
  });

  it('pages and searches in SQL', async () => {
    const base = { emp_user_id: w.holder.id, history: true };
    const first = (await call('summary', { ...base, records: 5 }, w.holder)).json().jobs;
    expect([first.data.length, first.total, first.last_page]).toEqual([2, 2, 1]);
    const found = (
      await call('summary', { ...base, keyword: w.done.job.jobNo.toLowerCase() }, w.holder)
    ).json();
    expect(found.jobs.data.map((j: { job_id: number }) => j.job_id)).toEqual([w.done.job.id]);
    const none = (await call('summary', { ...base, keyword: '%' }, w.holder)).json();
    expect(none.jobs.total).toBe(0);
  });
});

describe('POST summary/tasks', () => {
  it('pages the employee’s tasks, and gives the job view its header and tasks in number order', async () => {
    const base = { emp_user_id: w.holder.id, records: 5 };
    const one = (await call('summary/tasks', base, w.holder)).json();
    expect(one.job).toBeNull();
    expect([one.tasks.data.length, one.tasks.total, one.tasks.last_page]).toEqual([5, 7, 2]);
    const two = (await call('summary/tasks', { ...base, page: 2 }, w.holder)).json();
    expect(two.tasks.data.length).toBe(2);
    const view = (
      await call('summary/tasks', { emp_user_id: w.holder.id, job_id: w.done.job.id }, w.holder)
    ).json();
    expect(view.job).toMatchObject({ id: w.done.job.id, job_no: w.done.job.jobNo });
    expect(view.tasks.per_page).toBe(50);
    expect(view.tasks.data.map((r: { spent_minutes: number }) => r.spent_minutes)).toEqual([
      45, 100, 200, 300, 30,
    ]);
    expect(view.tasks.data[1]).toMatchObject({ Time01: 1, Time02: 2, Time03: 4, section_name: 'Finished' });
    const stranger = await call('summary/tasks', { emp_user_id: w.holder.id, job_id: 999_999 }, w.holder);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(Msg.summaries.jobNotFound);
  });

  it('shows the same spent minutes as the task panel', async () => {
    const view = (
      await call('summary/tasks', { emp_user_id: w.holder.id, job_id: w.done.job.id }, w.holder)
    ).json();
    for (const row of view.tasks.data) {
      const panel = await call('tasks/single', { task_user_id: row.task_user_id }, w.p.hod);
      expect(panel.statusCode, panel.body).toBe(200);
      expect(panel.json().details.spent_minutes).toBe(row.spent_minutes);
    }
  });

  it('opens a task to whoever may read the holder’s worksheet, read-only unless they manage the job', async () => {
    const row = (
      await call('summary/tasks', { emp_user_id: w.holder.id, job_id: w.done.job.id }, w.holder)
    ).json().tasks.data[0];
    const reader = await signedIn(w.t, {
      roleId: null,
      divisionId: w.p.division.id,
      permissions: [Perm.EMPLOYEE_DAILY_ACTIVITY, Perm.WORKSHEET_EMPLOYEE_FILTER],
    });
    const panel = await call('tasks/single', { task_user_id: row.task_user_id }, reader);
    expect(panel.statusCode, panel.body).toBe(200);
    expect(Object.values(panel.json().rights).every((r) => r === false)).toBe(true);
    const comment = await call(
      'activity/comment/add',
      { task_user_id: row.task_user_id, comment: 'Looks fine' },
      reader,
    );
    expect(comment.statusCode).toBe(403);
    const elsewhere = await signedIn(w.t, {
      roleId: null,
      divisionId: (await createDivision(w.t.database.db)).id,
      permissions: [Perm.EMPLOYEE_DAILY_ACTIVITY, Perm.WORKSHEET_EMPLOYEE_FILTER],
    });
    expect((await call('tasks/single', { task_user_id: row.task_user_id }, elsewhere)).statusCode).toBe(403);
  });
});

describe('POST summary/activities and summary/activities/tasks', () => {
  it('gives each worked day the worksheet’s totals, newest first, searchable by day', async () => {
    const res = await call('summary/activities', { emp_user_id: w.holder.id, range: range() }, w.holder);
    expect(res.statusCode, res.body).toBe(200);
    const { days } = res.json();
    expect(days.total).toBe(1);
    expect(days.data[0]).toMatchObject({ day: w.day, Worked: 675, task_count: 5 });
    const sheet = await call(
      'reports/emp_daily_activity',
      { user_id: w.holder.id, range: { start: w.day, end: w.day } },
      w.holder,
    );
    const cards = Object.fromEntries(
      sheet.json().all_spents.map((s: { type: number; spent: number }) => [s.type, s.spent]),
    );
    expect([days.data[0].Worked, days.data[0].Unallocated]).toEqual([cards[1], cards[99]]);
    const byWeekday = await call(
      'summary/activities',
      { emp_user_id: w.holder.id, range: range(), keyword: 'wed' },
      w.holder,
    );
    expect(byWeekday.json().days.total).toBe(1);
    const miss = await call(
      'summary/activities',
      { emp_user_id: w.holder.id, range: range(), keyword: 'sun' },
      w.holder,
    );
    expect(miss.json().days).toMatchObject({ total: 0, data: [] });
  });

  it('lists the tasks worked on one day with their minutes', async () => {
    const res = await call('summary/activities/tasks', { emp_user_id: w.holder.id, day: w.day }, w.holder);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tasks.map((r: { minutes: number }) => r.minutes)).toEqual([45, 100, 200, 300, 30]);
    const empty = await call(
      'summary/activities/tasks',
      { emp_user_id: w.holder.id, day: w.dayBefore },
      w.holder,
    );
    expect(empty.json().tasks).toEqual([]);
  });
});

describe('POST summary/calibration', () => {
  it('gives the shares within most-likely and pessimistic against the hand-built work log', async () => {
    const res = await call('summary/calibration', { emp_user_id: w.holder.id, range: range() }, w.holder);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      counted: 4,
      unestimated: 1,
      within_most_likely: 2,
      within_pessimistic: 3,
      share_within_most_likely: 0.5,
      share_within_pessimistic: 0.75,
      median_ratio: 1.25,
    });
    expect(body.tasks.map((r: { band: string; spent_minutes: number }) => [r.band, r.spent_minutes])).toEqual(
      [
        ['over', 300],
        ['pessimistic', 200],
        ['mostLikely', 100],
        ['optimistic', 45],
      ],
    );
    const before = await call(
      'summary/calibration',
      { emp_user_id: w.holder.id, range: { start: w.dayBefore, end: w.dayBefore } },
      w.holder,
    );
    expect(before.json()).toMatchObject({ counted: 0, share_within_most_likely: null, tasks: [] });
  });
});
