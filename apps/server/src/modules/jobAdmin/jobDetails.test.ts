import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JobStatus,
  Msg,
  Perm,
  RoleId,
  spentToMinutes,
  TaskSection,
  WorkState,
  type JobTaskRow,
  type SpentTime,
} from '@jobline/shared';
import { createUser } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { createJobWorld, type JobWorld } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addSheet, assign, insertJob, logWork } from './jobAdminTestKit';
import { findJobDetails } from './jobDetails';

const M = Msg.jobAdmin;
const OFF = 0;
const HOLD = 2;
let t: TestApp;
let w: JobWorld;
let details: Actor; // Job Details (33)
let lister: Actor; // Jobs (5)
let job: { id: number; job_no: string };
let bareJob: { id: number; job_no: string };
const ids: Record<string, number> = {};
/** A fixed instant three days ago, on the minute, that every work_log row counts from. */
const base = new Date(Math.floor((Date.now() - 3 * 86_400_000) / 60_000) * 60_000);
let openedAt: Date;

const post = (url: string, payload: unknown, who: Actor | null = details) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });
const detailsOf = async (body: Record<string, unknown>) => {
  const res = await post('jobs/details', body);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const taskNos = (tasks: JobTaskRow[]) => tasks.map((r) => r.task_no);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await createJobWorld(db);
  details = await signedIn(t, { roleId: null, permissions: [Perm.JOB_DETAILS] });
  lister = await signedIn(t, { roleId: null, permissions: [Perm.JOBS] });
  const creator = await signedIn(t, { roleId: null, permissions: [Perm.NEW_JOB] });
  const created = await post('jobs', w.draft(), creator);
  job = created.json().job;
  bareJob = (await post('jobs', w.draft({ job_title: 'Nothing planned yet' }), creator)).json().job;

  const anil = await createUser(db, { firstName: 'Anil' });
  const bimal = await createUser(db, { firstName: 'Bimal' });
  const chamara = await createUser(db, { firstName: 'Chamara' });
  Object.assign(ids, { anil: anil.id, bimal: bimal.id, chamara: chamara.id });
  const [t1, t2, t3, t4, t5, t6] = await addSheet(db, job.id, [
    { mostLikely: '2', assignee: { userId: anil.id, section: TaskSection.FINISHED } },
    { mostLikely: '1.5', assignee: { userId: anil.id, section: TaskSection.ONGOING } },
    { mostLikely: '1', assignee: { userId: bimal.id, section: TaskSection.BACK_LOG } },
    { mostLikely: '0.25' },
    { mostLikely: '3', assignee: { userId: bimal.id, section: TaskSection.HOLD } },
    { mostLikely: '2', assignee: { userId: anil.id, section: TaskSection.ONGOING, closed: true } },
  ]);
  // T6 was re-assigned from Anil to Bimal; T1 is checked by Chamara.
  ids.t6Bimal = await assign(db, job.id, t6!.taskId, { userId: bimal.id, section: TaskSection.PICKED });
  ids.t1Qc = await assign(db, job.id, t1!.taskId, {
    userId: chamara.id,
    section: TaskSection.QC,
    qc: true,
    checksId: t1!.taskUserId!,
  });
  Object.assign(ids, {
    t1: t1!.taskUserId,
    t2: t2!.taskUserId,
    t3: t3!.taskUserId,
    t4task: t4!.taskId,
    t5: t5!.taskUserId,
    t6Anil: t6!.taskUserId,
  });
  // Someone else's job, worked in between: its time must not count here.
  const other = await insertJob(db, { description: 'Another job' });
  const [elsewhere] = await addSheet(db, other.id, [
    { mostLikely: '1', assignee: { userId: anil.id, section: TaskSection.BACK_LOG } },
  ]);

  await logWork(db, anil.id, base, [
    [0, WorkState.WORKING, ids.t1], // 90 min on T1
    [90, HOLD], // 10 min hold
    [100, WorkState.WORKING, ids.t6Anil], // 60 min on T6 before the re-assignment
    [160, WorkState.WORKING, elsewhere!.taskUserId], // 40 min on another job
    [200, WorkState.WORKING, ids.t1], // 30 min more on T1 …
    [215, WorkState.WORKING, ids.t2, true], // … a superseded row neither counts nor cuts the interval
    [230, OFF],
  ]);
  await logWork(db, bimal.id, base, [
    [-100, WorkState.WORKING, elsewhere!.taskUserId], // before Bimal's first row on this job: never read
    [0, WorkState.WORKING, ids.t5], // 30 min on T5
    [30, WorkState.WORKING, ids.t6Bimal], // 20 min on T6
    [50, OFF],
  ]);
  await logWork(db, chamara.id, base, [
    [0, WorkState.WORKING, ids.t1Qc], // 15 min checking T1
    [15, OFF],
  ]);
  // Anil is on T2 right now, for 45 minutes so far.
  openedAt = new Date(Date.now() - 45 * 60_000);
  await logWork(db, anil.id, openedAt, [[0, WorkState.WORKING, ids.t2]]);
});
afterAll(() => t.close());

describe('POST /api/jobs/getIdByJobNo', () => {
  it('answers 401 without a session and 403 without Jobs (5) or Job Details (33)', async () => {
    expect((await post('jobs/getIdByJobNo', { searchText: job.job_no }, null)).statusCode).toBe(401);
    const employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
    expect((await post('jobs/getIdByJobNo', { searchText: job.job_no }, employee)).statusCode).toBe(403);
  });

  it('finds the job by number for either permission, ignoring case and spaces', async () => {
    for (const who of [details, lister]) {
      const res = await post('jobs/getIdByJobNo', { searchText: `  ${job.job_no.toLowerCase()} ` }, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: job.id, job_no: job.job_no });
    }
  });

  it('answers 404 with the spec message for an unknown or deleted number', async () => {
    const res = await post('jobs/getIdByJobNo', { searchText: 'J99-99999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No job found by given job no');
    const gone = await insertJob(t.database.db, { deletedAt: new Date() });
    expect((await post('jobs/getIdByJobNo', { searchText: gone.jobNo })).statusCode).toBe(404);
  });

  it.each([[{}], [{ searchText: '' }], [{ searchText: '   ' }], [{ searchText: 42 }]])(
    'answers 400 for %o',
    async (body) => {
      const res = await post('jobs/getIdByJobNo', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.searchText).toBe(M.jobNoRequired);
    },
  );

  it('answers 400, not 500, for a text far too long to be a job number', async () => {
    const res = await post('jobs/getIdByJobNo', { searchText: 'J'.repeat(5000) });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/jobs/details: access and input', () => {
  it('answers 401 without a session and 403 without Job Details (33)', async () => {
    expect((await post('jobs/details', { selected_job: job.id }, null)).statusCode).toBe(401);
    expect((await post('jobs/details', { selected_job: job.id }, lister)).statusCode).toBe(403);
    expect((await post('jobs/details/admin', { selected_job: job.id }, lister)).statusCode).toBe(403);
  });

  it('answers POST jobs/details/admin as POST jobs/details', async () => {
    const plain = await post('jobs/details', { selected_job: job.id, showDeveloperWise: true });
    const admin = await post('jobs/details/admin', { selected_job: job.id, showDeveloperWise: true });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toEqual(plain.json());
  });

  it.each([
    [{}, 'selected_job', M.jobRequired],
    [{ selected_job: 'abc' }, 'selected_job', M.jobRequired],
    [{ selected_job: 99_999_999_999 }, 'selected_job', M.jobRequired],
    [{ selected_job: 1, filter: 2 }, 'filter', M.filterInvalid],
    [{ selected_job: 1, filter: 'all' }, 'filter', M.filterInvalid],
    [{ selected_job: 1, showDeveloperWise: 'yes' }, 'showDeveloperWise', 'Must be true or false'],
  ])('answers 400 for %o', async (body, field, message) => {
    const res = await post('jobs/details', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers 404 for an unknown or deleted job', async () => {
    const unknown = await post('jobs/details', { selected_job: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.jobNotFound);
    const gone = await insertJob(t.database.db, { deletedAt: new Date() });
    expect((await post('jobs/details', { selected_job: gone.id })).statusCode).toBe(404);
  });
});

describe('POST /api/jobs/details: the job and its time', () => {
  it('answers the job as GET job/{id} does, with spent and allocated time', async () => {
    const body = await detailsOf({ selected_job: job.id });
    expect(body.job).toMatchObject({
      id: job.id,
      job_no: job.job_no,
      customer_name: w.customer.name,
      job_title: 'POS installation',
      status: JobStatus.ACTIVE,
    });
    // (2 + 1.5 + 1 + 0.25 + 3 + 2) hours × 60 = 585 minutes.
    expect(body.global_allocated_time).toBe(585);
    // T1 120 + QC 15, T2 45 (running), T5 30, T6 60 + 20 = 290 minutes = 4 h 50 min (and the few
    // seconds this test took; the exact sums are checked at a fixed instant below).
    const spent = spentToMinutes(body.total_spent_time);
    expect(spent).toBeGreaterThanOrEqual(290);
    expect(spent).toBeLessThan(300);
    expect(body.job.spent_time).toEqual(body.total_spent_time);
    expect(body.task_count).toBe(6);
    expect(body.today).toBe(w.today);
    expect(body.developers).toBeUndefined();
  });

  it('counts each task from its own assignments only (exact, at a fixed instant)', async () => {
    const now = new Date(openedAt.getTime() + 45 * 60_000 + 30_000);
    const result = await findJobDetails(
      t.database.db,
      { jobId: job.id, filter: 0, developerWise: false },
      w.today,
      now,
    );
    const byNo = new Map(result.tasks.map((r) => [r.task_no, r]));
    expect(byNo.get('1')!.total_duration).toEqual({ days: 0, hours: 2, minutes: 15 });
    expect(byNo.get('2')!.total_duration).toEqual({ days: 0, hours: 0, minutes: 45 });
    expect(byNo.get('2')!.ongoing_spent).toEqual({ days: 0, hours: 0, minutes: 45 });
    expect(byNo.get('3')!.total_duration).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(byNo.get('4')!.total_duration).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(byNo.get('5')!.total_duration).toEqual({ days: 0, hours: 0, minutes: 30 });
    expect(byNo.get('6')!.total_duration).toEqual({ days: 0, hours: 1, minutes: 20 });
    expect([...byNo.values()].filter((r) => r.ongoing_spent).map((r) => r.task_no)).toEqual(['2']);
  });

  it('rolls a day of work into days (24 h each)', async () => {
    const now = new Date(openedAt.getTime() + (45 + 26 * 60) * 60_000);
    const result = await findJobDetails(
      t.database.db,
      { jobId: job.id, filter: 0, developerWise: false },
      w.today,
      now,
    );
    // 290 minutes + 26 hours more on T2 = 1850 minutes = 1 day 6 h 50 min.
    expect(result.total_spent_time).toEqual({ days: 1, hours: 6, minutes: 50 });
  });

  it('describes each task row', async () => {
    const body = await detailsOf({ selected_job: job.id });
    const rows = body.tasks as JobTaskRow[];
    expect(taskNos(rows)).toEqual(['1', '2', '3', '4', '5', '6']);
    const [t1, , t3, t4, , t6] = rows;
    expect(t1).toMatchObject({
      task_name: 'Task 1',
      task_description: 'Description of task 1',
      current_status: 'Finished',
      section: TaskSection.FINISHED,
      Time02: 2,
      allocated_minutes: 120,
      ongoing_spent: null,
    });
    expect(t1!.users).toEqual([
      { id: ids.anil, name: expect.stringMatching(/^Anil /), is_qc: false },
      { id: ids.chamara, name: expect.stringMatching(/^Chamara /), is_qc: true },
    ]);
    expect(t3).toMatchObject({ current_status: 'Back Log', Time02: 1, allocated_minutes: 60 });
    expect(t4).toMatchObject({
      id: ids.t4task,
      task_id: ids.t4task,
      current_status: 'N/A',
      section: null,
      users: [],
    });
    expect(t4!.Time02).toBe(0.25);
    // The re-assigned task shows its new holder only, but keeps both holders' time.
    expect(t6).toMatchObject({ current_status: 'Picked', users: [{ id: ids.bimal, is_qc: false }] });
  });

  it('answers N/A-able spent time (null) and zero totals for a job nobody has worked on', async () => {
    const body = await detailsOf({ selected_job: bareJob.id, showDeveloperWise: true });
    expect(body).toMatchObject({
      global_allocated_time: 0,
      total_spent_time: { days: 0, hours: 0, minutes: 0 },
      task_count: 0,
      tasks: [],
      developers: [],
    });
    expect(body.job.spent_time).toBeNull();
  });
});

describe('POST /api/jobs/details: filters and the developer-wise view', () => {
  it.each([
    [0, ['1', '2', '3', '4', '5', '6']],
    [1, ['3', '4', '6']], // pending: Back Log, not assigned, Picked
    [3, ['1']], // finished
    [4, ['2', '5']], // started, not finished: Ongoing, Hold
  ])('filter %i lists tasks %o, totals unchanged', async (filter, expected) => {
    const body = await detailsOf({ selected_job: job.id, filter });
    expect(taskNos(body.tasks)).toEqual(expected);
    expect(body.global_allocated_time).toBe(585);
    expect(body.task_count).toBe(6);
  });

  it("groups assignments by employee, with each one's own status and time", async () => {
    const body = await detailsOf({ selected_job: job.id, showDeveloperWise: true });
    const developers = body.developers as {
      user: { id: number; name: string };
      total_duration: SpentTime;
      tasks: JobTaskRow[];
    }[];
    expect(developers.map((d) => d.user.id)).toEqual([ids.anil, ids.bimal, ids.chamara]);
    const [anil, bimal, chamara] = developers;
    expect(anil!.tasks.map((r) => [r.id, r.task_no, r.current_status])).toEqual([
      [ids.t1, '1', 'Finished'],
      [ids.t2, '2', 'Ongoing'],
      [ids.t6Anil, '6', 'Re-assigned'],
    ]);
    // 120 on T1, 60 on T6, 45 (and a few seconds) running on T2.
    expect(spentToMinutes(anil!.total_duration)).toBeGreaterThanOrEqual(225);
    expect(spentToMinutes(anil!.total_duration)).toBeLessThan(235);
    expect(anil!.tasks[2]!.total_duration).toEqual({ days: 0, hours: 1, minutes: 0 });
    expect(bimal!.tasks.map((r) => [r.task_no, r.current_status])).toEqual([
      ['3', 'Back Log'],
      ['5', 'Hold'],
      ['6', 'Picked'],
    ]);
    expect(chamara!.tasks).toMatchObject([{ task_no: '1', current_status: 'QC', users: [{ is_qc: true }] }]);
    // The task-wise table comes along too.
    expect(taskNos(body.tasks)).toHaveLength(6);
  });

  it('filters developer-wise rows by their own section and drops employees left empty', async () => {
    const pending = await detailsOf({ selected_job: job.id, showDeveloperWise: true, filter: 1 });
    expect(
      pending.developers.map((d: { user: { id: number }; tasks: JobTaskRow[] }) => [
        d.user.id,
        taskNos(d.tasks),
      ]),
    ).toEqual([[ids.bimal, ['3', '6']]]);
    const started = await detailsOf({ selected_job: job.id, showDeveloperWise: true, filter: 4 });
    expect(started.developers.map((d: { tasks: JobTaskRow[] }) => taskNos(d.tasks))).toEqual([
      ['2'],
      ['5'],
      ['1'],
    ]);
  });
});
