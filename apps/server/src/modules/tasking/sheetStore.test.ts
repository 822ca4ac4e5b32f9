import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatus, Msg, RealtimeEventType, TaskSection } from '@jobline/shared';
import { taskSheets, tasks } from '../../db/schema';
import { auditRows } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { assign, eventAfter, logWork } from '../jobAdmin/jobAdminTestKit';
import { createTaskingWorld, line, tasking, type TaskingWorld } from './taskingTestKit';

const M = Msg.tasking;
let t: TestApp;
let w: TaskingWorld;
let api: ReturnType<typeof tasking>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTaskingWorld(t);
  api = tasking(t);
});
afterAll(() => t.close());

const body = (jobId: number, extra: Record<string, unknown> = {}) => ({
  job_id: jobId,
  sheet_id: null,
  approved_by: w.approver.id,
  delivery_date: '2030-03-01',
  remarks: 'First estimate',
  tasks: [line('1', 1, 2, 3), line('2', 2, 4, 8)],
  removedTasks: [],
  ...extra,
});
const rowsOf = (sheetId: number) =>
  t.database.db.select().from(tasks).where(eq(tasks.sheetId, sheetId)).orderBy(asc(tasks.id));

describe('POST /api/tasks/store: access and input', () => {
  it('answers 401 without a session and 403 without Create Task (9)', async () => {
    const job = await w.job();
    expect((await api.store(body(job.id), null)).statusCode).toBe(401);
    expect((await api.store(body(job.id), w.employee)).statusCode).toBe(403);
  });

  it.each([
    [{ job_id: undefined }, 'job_id', M.jobRequired],
    [{ job_id: null }, 'job_id', M.jobRequired],
    [{ approved_by: undefined }, 'approved_by', M.approvedByRequired],
    [{ approved_by: '' }, 'approved_by', M.approvedByRequired],
    [{ tasks: [] }, 'tasks', M.atLeastOneTask],
    [{ tasks: undefined }, 'tasks', M.atLeastOneTask],
    [{ tasks: [line('', 1, 2, 3)] }, 'tasks.0.task_no', M.taskNoRequired],
    [{ tasks: [line('1', 1, 2, 3, { task_name: '  ' })] }, 'tasks.0.task_name', M.taskNameRequired],
    [
      { tasks: [line('1', 1, 2, 3, { task_description: '' })] },
      'tasks.0.task_description',
      M.descriptionRequired,
    ],
    [{ tasks: [line('1', 1, 2, 3), line(' 1 ', 1, 1, 1)] }, 'tasks.1.task_no', M.duplicateTaskNo],
    [{ tasks: [line('A', 1, 1, 1), line('a', 1, 1, 1)] }, 'tasks.1.task_no', M.duplicateTaskNo],
    [{ tasks: [line('1', 3, 2, 4)] }, 'tasks.0.Time02', M.timeAllocationError],
    [{ tasks: [line('1', 1, 4, 3)] }, 'tasks.0.Time02', M.timeAllocationError],
    [{ tasks: [line('1', 5, 4)] }, 'tasks.0.Time02', M.timeAllocationError],
    [{ tasks: [line('1', -1, 2, 3)] }, 'tasks.0.Time01', M.timeInvalid],
    [{ tasks: [line('1', 1, 2.333, 3)] }, 'tasks.0.Time02', M.timeInvalid],
    [{ tasks: [line('1', 1, 2, 10_000)] }, 'tasks.0.Time03', M.pessimisticInvalid],
    [{ tasks: [line('1', 1, 2, 3, { Time03: 'four' as never })] }, 'tasks.0.Time03', M.pessimisticInvalid],
    [{ tasks: [line('1', 1, 2, 3, { Time01: 'abc' as never })] }, 'tasks.0.Time01', M.timeInvalid],
    [{ tasks: [line('x'.repeat(21), 1, 2, 3)] }, 'tasks.0.task_no', M.taskNoTooLong],
    [{ delivery_date: '2030-02-30' }, 'delivery_date', M.deliveryDateInvalid],
    [{ remarks: 'x'.repeat(1001) }, 'remarks', M.remarksTooLong],
    [{ removedTasks: ['abc'] }, 'removedTasks.0', M.taskNotOnSheet],
  ])('answers 400 for %o', async (extra, field, message) => {
    const job = await w.job();
    const res = await api.store(body(job.id, extra), w.owner);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses an approver who is not an active employee', async () => {
    const job = await w.job();
    const res = await api.store(body(job.id, { approved_by: 2_000_000_000 }), w.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ approved_by: M.approvedByRequired });
  });

  it('answers 404 for a missing job, 409 (status 2) for a canceled one and 403 for a job not theirs', async () => {
    expect((await api.store(body(2_000_000_000), w.owner)).statusCode).toBe(404);
    const gone = await w.job({ deletedAt: new Date() });
    expect((await api.store(body(gone.id), w.owner)).statusCode).toBe(404);
    const canceled = await w.job({ status: JobStatus.CANCELED });
    const res = await api.store(body(canceled.id), w.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 2, message: M.jobCanceled });
    const job = await w.job();
    const refused = await api.store(body(job.id), w.outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notYourJob);
    expect(await t.database.db.$count(taskSheets, eq(taskSheets.jobId, job.id))).toBe(0);
  });

  it('refuses a sheet of another job, and tasks that are not on the sheet', async () => {
    const a = await w.job();
    const b = await w.job();
    const first = (await api.store(body(a.id), w.owner)).json();
    const other = await api.store(body(b.id, { sheet_id: first.sheet.id }), w.owner);
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ sheet_id: M.sheetInvalid });
    const second = (await api.store(body(b.id), w.owner)).json();
    const foreign = await api.store(
      body(b.id, { sheet_id: second.sheet.id, tasks: [line('9', 1, 1, 1, { id: first.tasks[0].id })] }),
      w.owner,
    );
    expect(foreign.json().errors).toEqual({ 'tasks.0.id': M.taskNotOnSheet });
    const removed = await api.store(
      body(b.id, { sheet_id: second.sheet.id, removedTasks: [first.tasks[0].id] }),
      w.owner,
    );
    expect(removed.json().errors).toEqual({ 'removedTasks.0': M.taskNotOnSheet });
  });
});

describe('POST /api/tasks/store: saving a sheet', () => {
  it('opens a new sheet with its tasks, the figures and the header, audited and announced', async () => {
    const job = await w.job();
    let res!: Awaited<ReturnType<typeof api.store>>;
    const event = await eventAfter(
      t.bus,
      async () => {
        res = await api.store(body(job.id, { tasks: [line('1', 1, 2, 3), line('2', 1, 3)] }), w.owner);
      },
      (e) => e.type === RealtimeEventType.TASKS_CHANGED && e.data?.job_id === job.id,
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.message).toBe(M.saved);
    expect(saved.sheet).toMatchObject({
      job_id: job.id,
      sheet_no: 1,
      approved_by: w.approver.id,
      delivery_date: '2030-03-01',
      remarks: 'First estimate',
      task_count: 2,
      created_by_name: expect.stringContaining('Owner'),
    });
    // The blank pessimistic time is saved as the most likely one.
    expect(
      saved.tasks.map((x: Record<string, unknown>) => [x.task_no, x.Time03, x.expected, x.TotTime03]),
    ).toEqual([
      ['1', 3, 2, 8],
      ['2', 3, 2.67, 8.67],
    ]);
    expect(saved.tasks[0]).toMatchObject({ current_status: 'N/A', assigned: false });
    expect(event?.data).toMatchObject({ sheet_id: saved.sheet.id });
    const [entry] = await auditRows(t.database.db, 'task_sheet.store', saved.sheet.id);
    expect(entry?.actorId).toBe(w.owner.id);
    expect((entry?.after as { added: unknown[] }).added).toHaveLength(2);
  });

  it('numbers each new sheet after the last one, also when two saves race', async () => {
    const job = await w.job();
    const results = await Promise.all([
      api.store(body(job.id), w.owner),
      api.store(body(job.id), w.lead),
      api.store(body(job.id), w.admin),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().sheet.sheet_no).sort()).toEqual([1, 2, 3]);
  });

  it('edits, adds and removes tasks in one save, and leaves tasks it does not mention alone', async () => {
    const job = await w.job();
    const first = (
      await api.store(
        body(job.id, { tasks: [line('1', 1, 1, 1), line('2', 2, 2, 2), line('3', 3, 3, 3)] }),
        w.owner,
      )
    ).json();
    const [one, two, three] = first.tasks;
    const res = await api.store(
      body(job.id, {
        sheet_id: first.sheet.id,
        approved_by: w.lead.id,
        delivery_date: '',
        remarks: null,
        tasks: [line('1', 1, 2, 4, { id: one.id, task_name: 'Survey' }), line('4', 4, 4, 4)],
        removedTasks: [three.id],
      }),
      w.owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.sheet).toMatchObject({
      approved_by: w.lead.id,
      delivery_date: null,
      remarks: null,
      task_count: 3,
    });
    expect(saved.tasks.map((x: Record<string, unknown>) => [x.id, x.task_no, x.task_name, x.Time02])).toEqual(
      [
        [one.id, '1', 'Survey', 2],
        [two.id, '2', 'Task 2', 2],
        [expect.any(Number), '4', 'Task 4', 4],
      ],
    );
    const [entry] = await auditRows(t.database.db, 'task_sheet.store', first.sheet.id);
    expect(entry?.after).toMatchObject({ removed: [three.id] });
    expect((entry?.before as { removed: { taskNo: string }[] }).removed[0]!.taskNo).toBe('3');
  });

  it('lets two tasks swap numbers, but refuses a number a kept task already has', async () => {
    const job = await w.job();
    const first = (
      await api.store(body(job.id, { tasks: [line('1', 1, 1, 1), line('2', 2, 2, 2)] }), w.owner)
    ).json();
    const [one, two] = first.tasks;
    const swapped = await api.store(
      body(job.id, {
        sheet_id: first.sheet.id,
        tasks: [line('2', 1, 1, 1, { id: one.id }), line('1', 2, 2, 2, { id: two.id })],
      }),
      w.owner,
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((await rowsOf(first.sheet.id)).map((r) => [r.id, r.taskNo])).toEqual([
      [one.id, '2'],
      [two.id, '1'],
    ]);
    // Task 2 (kept, not listed) still holds its number.
    const clash = await api.store(
      body(job.id, { sheet_id: first.sheet.id, tasks: [line('2', 5, 5, 5)] }),
      w.owner,
    );
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({ 'tasks.0.task_no': M.duplicateTaskNo });
    // Removing the holder in the same save frees the number.
    const freed = await api.store(
      body(job.id, {
        sheet_id: first.sheet.id,
        tasks: [line('2', 5, 5, 5), line('1', 2, 2, 2, { id: two.id })],
        removedTasks: [one.id],
      }),
      w.owner,
    );
    expect(freed.statusCode, freed.body).toBe(200);
  });

  it('refuses a task both removed and kept', async () => {
    const job = await w.job();
    const first = (await api.store(body(job.id), w.owner)).json();
    const res = await api.store(
      body(job.id, {
        sheet_id: first.sheet.id,
        tasks: [line('1', 1, 2, 3, { id: first.tasks[0].id })],
        removedTasks: [first.tasks[0].id],
      }),
      w.owner,
    );
    expect(res.json().errors).toEqual({ 'removedTasks.0': M.removedAndKept });
  });

  it('removes a task in Back Log, but not one somebody started or logged time on (R-082)', async () => {
    const job = await w.job();
    const first = (
      await api.store(
        body(job.id, { tasks: [line('1', 1, 1, 1), line('2', 1, 1, 1), line('3', 1, 1, 1)] }),
        w.owner,
      )
    ).json();
    const [backLog, picked, worked] = first.tasks;
    await assign(t.database.db, job.id, backLog.id, { userId: w.outsider.id, section: TaskSection.BACK_LOG });
    await assign(t.database.db, job.id, picked.id, { userId: w.outsider.id, section: TaskSection.PICKED });
    const workedUser = await assign(t.database.db, job.id, worked.id, {
      userId: w.employee.id,
      section: TaskSection.BACK_LOG,
    });
    await logWork(t.database.db, w.employee.id, new Date(Date.now() - 3_600_000), [
      [0, 1, workedUser],
      [30, 0],
    ]);
    const keep = (ids: number[]) =>
      first.tasks
        .filter((x: { id: number }) => !ids.includes(x.id))
        .map((x: { id: number; task_no: string }) => line(x.task_no, 1, 1, 1, { id: x.id }));

    const started = await api.store(
      body(job.id, { sheet_id: first.sheet.id, tasks: keep([picked.id]), removedTasks: [picked.id] }),
      w.owner,
    );
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({
      status: 7,
      message: M.taskCannotBeDeleted,
      task_id: picked.id,
      reason: Msg.intake.taskStarted,
    });
    const timed = await api.store(
      body(job.id, { sheet_id: first.sheet.id, tasks: keep([worked.id]), removedTasks: [worked.id] }),
      w.owner,
    );
    expect(timed.json()).toMatchObject({ status: 7, reason: Msg.intake.taskWorked });
    expect(await rowsOf(first.sheet.id)).toHaveLength(3);

    const ok = await api.store(
      body(job.id, { sheet_id: first.sheet.id, tasks: keep([backLog.id]), removedTasks: [backLog.id] }),
      w.owner,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await rowsOf(first.sheet.id)).map((r) => r.id)).toEqual([picked.id, worked.id]);
  });

  it('may remove the only saved task when the save brings another (the sheet never ends up empty)', async () => {
    const job = await w.job();
    const first = (await api.store(body(job.id, { tasks: [line('1', 1, 1, 1)] }), w.owner)).json();
    const res = await api.store(
      body(job.id, {
        sheet_id: first.sheet.id,
        tasks: [line('1', 2, 2, 2)],
        removedTasks: [first.tasks[0].id],
      }),
      w.owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tasks.map((x: { Time01: number }) => x.Time01)).toEqual([2]);
  });
});

describe('POST /api/tasks: one task added to a saved sheet', () => {
  const add = (payload: Record<string, unknown>, who: Parameters<typeof api.store>[1]) =>
    api.post('/api/tasks', payload, who);

  it('adds the task and keeps the sheet’s other tasks and header', async () => {
    const job = await w.job();
    const first = (await api.store(body(job.id), w.owner)).json();
    const res = await add({ job_id: job.id, sheet_id: first.sheet.id, task: line('3', 1, 2, 4) }, w.owner);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.sheet).toMatchObject({
      approved_by: w.approver.id,
      delivery_date: '2030-03-01',
      remarks: 'First estimate',
      task_count: 3,
    });
    expect(saved.tasks.map((x: { task_no: string; Time02: number }) => [x.task_no, x.Time02])).toEqual([
      ['1', 2],
      ['2', 4],
      ['3', 2],
    ]);
    expect(await rowsOf(first.sheet.id)).toHaveLength(3);
  });

  it('answers 401, 403 without Create Task, and 400 naming the field for a bad sheet or task', async () => {
    const job = await w.job();
    const other = await w.job();
    const first = (await api.store(body(job.id), w.owner)).json();
    const task = line('9', 1, 2, 3);
    expect((await add({ job_id: job.id, sheet_id: first.sheet.id, task }, null)).statusCode).toBe(401);
    expect((await add({ job_id: job.id, sheet_id: first.sheet.id, task }, w.employee)).statusCode).toBe(403);
    const foreign = await add({ job_id: other.id, sheet_id: first.sheet.id, task }, w.owner);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ sheet_id: M.sheetInvalid });
    const taken = await add({ job_id: job.id, sheet_id: first.sheet.id, task: line('1', 1, 2, 3) }, w.owner);
    expect(taken.statusCode).toBe(400);
    expect(Object.values(taken.json().errors)).toContain(M.duplicateTaskNo);
    const backwards = await add(
      { job_id: job.id, sheet_id: first.sheet.id, task: line('9', 3, 2, 1) },
      w.owner,
    );
    expect(backwards.json().errors).toEqual({ 'task.Time02': M.timeAllocationError });
    expect(await rowsOf(first.sheet.id)).toHaveLength(2);
  });
});

describe('POST /api/tasks/store from a stale copy', () => {
  it('refuses the second of two saves of one sheet with 409 saying who and what; the first stays', async () => {
    const job = await w.job();
    const opened = (await api.store(body(job.id), w.owner)).json();
    const sheetId = opened.sheet.id as number;
    const version = opened.sheet.version as number;
    const [one, two] = opened.tasks as { id: number; task_no: string }[];
    const edit = (extra: Record<string, unknown>) =>
      body(job.id, {
        sheet_id: sheetId,
        version,
        tasks: [line('1', 1, 2, 3, { id: one!.id }), line('2', 2, 4, 8, { id: two!.id })],
        ...extra,
      });
    const first = await api.store(
      edit({ tasks: [line('1', 1, 2, 5, { id: one!.id }), line('2', 2, 4, 8, { id: two!.id })] }),
      w.owner,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().sheet.version).toBeGreaterThan(version);

    const second = await api.store(edit({ remarks: 'Second look' }), w.lead);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ status: 21, changed_by: { id: w.owner.id } });
    expect(second.json().message).toMatch(
      /^This task sheet was changed by .+ at \d\d:\d\d since you opened it$/,
    );
    expect(second.json().differences).toEqual(
      expect.arrayContaining([
        {
          field: `tasks.${one!.id}.Time03`,
          label: 'Task 1: pessimistic hours',
          theirs: '5.00',
          mine: '3.00',
        },
        { field: 'remarks', label: 'Remarks', theirs: 'First estimate', mine: 'Second look' },
      ]),
    );
    const rows = await rowsOf(sheetId);
    expect(rows.map((r) => r.pessimistic)).toEqual(['5.00', '8.00']);
    const [sheet] = await t.database.db.select().from(taskSheets).where(eq(taskSheets.id, sheetId));
    expect(sheet!.remarks).toBe('First estimate');

    const without = await api.store({ ...edit({}), version: undefined }, w.owner);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ version: Msg.staleSaves.versionRequired });
  });
});
