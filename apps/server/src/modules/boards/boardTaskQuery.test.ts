import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinishedJobStatus, JobStatus, TaskSection as S, WorkState } from '@jobline/shared';
import { jobs, tasks } from '../../db/schema';
import type { TestApp } from '../../test/testApp';
import { logWork } from '../jobAdmin/jobAdminTestKit';
import { boardJob, boardsApp } from './boardsTestKit';
import { loadBoardTask, loadBoardTasks } from './boardTaskQuery';
import {
  checkedTask,
  markStarted,
  panelPeople,
  setAssignment,
  setHold,
  type PanelPeople,
} from './panelTestKit';

let t: TestApp;
let p: PanelPeople;

beforeAll(async () => {
  ({ t, p } = await boardsApp(panelPeople));
});
afterAll(() => t.close());

describe('loadBoardTasks: the card of an open assignment', () => {
  it('carries the task, job, holder, checker and estimate of a work row', async () => {
    const db = t.database.db;
    const { job, work } = await checkedTask(t, p, { section: S.HOLD, qcSection: S.BACK_LOG });
    await db
      .update(jobs)
      .set({ amcSoftware: true, requestedById: p.hod.id, requestedFrom: 2 })
      .where(eq(jobs.id, job.id));
    const card = (await loadBoardTask(db, work.id, new Date()))!;
    expect(card).toMatchObject({
      id: work.id,
      task_user_id: work.id,
      task_no: '1',
      task_name: 'Task 1',
      sheet_no: 1,
      current_section: S.HOLD,
      section_name: 'Hold',
      job_id: job.id,
      job_no: job.jobNo,
      job_user_id: work.jobUserId,
      user_id: p.holder.id,
      qc_id: p.checker.id,
      checks_task_user_id: null,
      checks_section: null,
      on_qc_process: false,
      locked: false,
      fresh_task: false,
      job_requested_from: 2,
      agreements: { software: true, hardware: false },
      estimated_time: 2,
      estimated_minutes: 120,
      spent_minutes: 0,
      running: false,
      isAssigned: true,
    });
    expect(card.user_name).toMatch(/^Nimal /);
    expect(card.qc_name).toMatch(/^Kamala /);
    expect(card.requested_by).toMatch(/^Hema /);
  });

  it('marks a QC row with qc_id 0 and the work it checks', async () => {
    const { work, qc } = await checkedTask(t, p, { section: S.QC, qcSection: S.QC });
    const [card] = await loadBoardTasks(t.database.db, { taskUserId: qc.id }, new Date());
    expect(card).toMatchObject({
      qc_id: 0,
      qc_name: null,
      checks_task_user_id: work.id,
      checks_section: S.QC,
      user_id: p.checker.id,
      on_qc_process: false,
    });
    const workCard = await loadBoardTask(t.database.db, work.id, new Date());
    expect(workCard!.on_qc_process).toBe(true);
  });

  it('shows a work row whose check is under way as on_qc_process', async () => {
    const { work } = await checkedTask(t, p, { section: S.PICKED, qcSection: S.ONGOING });
    expect((await loadBoardTask(t.database.db, work.id, new Date()))!.on_qc_process).toBe(true);
  });

  it('locks finished rows, holds waiting for or through approval, and canceled jobs', async () => {
    const db = t.database.db;
    const finished = await checkedTask(t, p, { section: S.FINISHED });
    const awaiting = await checkedTask(t, p, { section: S.HOLD });
    await setHold(db, awaiting.work.jobUserId, { finishedStatus: FinishedJobStatus.AWAITING });
    const rejected = await checkedTask(t, p, { section: S.HOLD });
    await setHold(db, rejected.work.jobUserId, { finishedStatus: FinishedJobStatus.REJECTED });
    const canceled = await checkedTask(t, p, { section: S.HOLD });
    await db.update(jobs).set({ status: JobStatus.CANCELED }).where(eq(jobs.id, canceled.job.id));
    const locked = async (id: number) => (await loadBoardTask(db, id, new Date()))!.locked;
    expect(await locked(finished.work.id)).toBe(true);
    expect(await locked(awaiting.work.id)).toBe(true);
    expect(await locked(rejected.work.id)).toBe(false);
    expect(await locked(canceled.work.id)).toBe(true);
  });

  it('locks a passed check, every row of an accepted hold, and a row locked by hand', async () => {
    const db = t.database.db;
    const passed = await checkedTask(t, p, { section: S.FINISHED, qcSection: S.PASS });
    const accepted = await checkedTask(t, p, { section: S.HOLD });
    await setHold(db, accepted.work.jobUserId, { finishedStatus: FinishedJobStatus.ACCEPTED });
    const byHand = await checkedTask(t, p, { section: S.PICKED });
    await setAssignment(db, byHand.work.id, { locked: true });
    const open = await checkedTask(t, p, { section: S.PICKED });
    const locked = async (id: number) => (await loadBoardTask(db, id, new Date()))!.locked;
    expect(await locked(passed.qc.id)).toBe(true);
    expect(await locked(accepted.work.id)).toBe(true);
    expect(await locked(byHand.work.id)).toBe(true);
    expect(await locked(open.work.id)).toBe(false);
  });

  it('opens a finished task again once the HOD rejected its job, so it can be reworked', async () => {
    const db = t.database.db;
    const rework = await checkedTask(t, p, { section: S.FINISHED });
    await setHold(db, rework.work.jobUserId, { finishedStatus: FinishedJobStatus.REJECTED });
    expect((await loadBoardTask(db, rework.work.id, new Date()))!.locked).toBe(false);
    await setHold(db, rework.work.jobUserId, { finishedStatus: FinishedJobStatus.ACCEPTED });
    expect((await loadBoardTask(db, rework.work.id, new Date()))!.locked).toBe(true);
  });

  it('calls a never-started row fresh', async () => {
    const { work } = await checkedTask(t, p, { section: S.PICKED, fresh: true });
    expect((await loadBoardTask(t.database.db, work.id, new Date()))!.fresh_task).toBe(true);
    await markStarted(t.database.db, work.id);
    expect((await loadBoardTask(t.database.db, work.id, new Date()))!.fresh_task).toBe(false);
  });

  it('leaves closed assignments out', async () => {
    const { work } = await checkedTask(t, p);
    await setAssignment(t.database.db, work.id, { closedAt: new Date() });
    expect(await loadBoardTask(t.database.db, work.id, new Date())).toBeNull();
    expect(await loadBoardTasks(t.database.db, { jobUserId: work.jobUserId }, new Date())).toEqual([]);
  });

  it('orders a hold’s cards by task number as people count', async () => {
    const db = t.database.db;
    const { taskIds, assigned } = await boardJob(db, p, [
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);
    const numbers = ['10', 'b', '2', '1'];
    for (const [i, id] of taskIds.entries()) {
      await db.update(tasks).set({ taskNo: numbers[i]! }).where(eq(tasks.id, id));
    }
    const cards = await loadBoardTasks(db, { jobUserId: assigned[0]!.jobUserId }, new Date());
    expect(cards.map((c) => c.task_no)).toEqual(['1', '2', '10', 'b']);
  });

  it('sums the assignment’s working intervals from work_log up to now', async () => {
    const db = t.database.db;
    const { work } = await checkedTask(t, p);
    const base = new Date('2026-03-02T04:00:00Z');
    await logWork(db, p.holder.id, base, [
      [0, WorkState.WORKING, work.id],
      [90, WorkState.IDLE],
      [100, WorkState.WORKING, work.id],
    ]);
    const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);
    const card = (await loadBoardTask(db, work.id, at(100 + 24 * 60 + 35)))!;
    expect(card.spent_minutes).toBe(90 + 24 * 60 + 35);
    expect(card.spent).toEqual({ days: 1, hours: 2, minutes: 5 });
    expect(card.running).toBe(true);
  });
});
