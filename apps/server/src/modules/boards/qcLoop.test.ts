import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityType,
  FinishedJobStatus,
  Msg,
  NotificationType,
  RealtimeEventType,
  RoleId,
  TaskSection as S,
  WorkState,
} from '@jobline/shared';
import { jobUsers } from '../../db/schema';
import { signedIn } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { eventAfter } from '../jobAdmin/jobAdminTestKit';
import {
  activitiesOf,
  boardJob,
  boardPeople,
  boardState,
  noticesOf,
  taskUserRow,
  workLogOf,
  type BoardPeople,
  boardsApp,
  type BoardApi,
} from './boardsTestKit';

const M = Msg.boards;
let t: TestApp;
let p: BoardPeople;
let api: BoardApi;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(boardPeople));
});
afterAll(() => t.close());

const holdRow = async (id: number) =>
  (await t.database.db.select().from(jobUsers).where(eq(jobUsers.id, id)))[0]!;

/** A job with one task for the holder, checked by the checker. */
async function checkedTask() {
  const { job, assigned } = await boardJob(t.database.db, p, [[1, 2, 3]], {
    section: S.PICKED,
    checker: { userId: p.checker.id },
  });
  const work = assigned[0]!;
  return { job, work, check: work.qc! };
}

async function expectNothingWritten<R>(call: () => Promise<R>): Promise<R> {
  const before = await boardState(t.database.db);
  const res = await call();
  expect(await boardState(t.database.db)).toEqual(before);
  return res;
}

describe('the QC loop', () => {
  it('goes finish → check → send back → fix → pass → the HOD accepts', async () => {
    const db = t.database.db;
    const { job, work, check } = await checkedTask();

    // The check waits for the work; while the holder is on it, someone is on it (3).
    let res = await expectNothingWritten(() => api.move(p.checker, check.id, S.BACK_LOG, S.ONGOING));
    expect(res.json()).toEqual({ status: 4, message: M.qcWaitingForWork });
    expect((await api.move(p.holder, work.id, S.PICKED, S.ONGOING)).statusCode).toBe(200);
    res = await expectNothingWritten(() => api.move(p.checker, check.id, S.BACK_LOG, S.ONGOING));
    expect(res.json()).toEqual({ status: 3, message: M.someoneOnIt });

    // Finishing checked work puts it in QC and tells the checker (type 2).
    res = await api.move(p.holder, work.id, S.ONGOING, S.FINISHED);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    expect(res.json()).toMatchObject({
      job_awaiting_approval: false,
      task: { current_section: S.QC, on_qc_process: true, qc_id: p.checker.id },
    });
    expect((await taskUserRow(db, check.id)).section).toBe(S.QC);
    const ready = (await noticesOf(db, p.checker.id)).at(-1);
    expect(ready).toMatchObject({
      type: NotificationType.QC,
      title: `Task 1 of ${job.jobNo} is ready for QC`,
      taskUserId: check.id,
      jobUserId: check.jobUserId,
      assignedById: p.holder.id,
    });
    expect((await workLogOf(db, p.holder.id)).at(-1)?.state).toBe(WorkState.IDLE);

    // The holder cannot touch work in QC; the verdict is the QC board's.
    res = await expectNothingWritten(() => api.move(p.holder, work.id, S.QC, S.ONGOING));
    expect(res.json()).toMatchObject({ status: 4 });
    res = await expectNothingWritten(() => api.qc(p.holder, work.id, S.QC, S.SEND_BACK_TO_FIX, 'x'));
    expect(res.json()).toEqual({ status: 4, message: M.qcOnlyOnQcBoard });
    res = await api.qc(p.checker, check.id, S.QC, S.SEND_BACK_TO_FIX);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.qc_message).toBe(M.qcFixRequired);

    // Checking is timed like any work.
    res = await api.move(p.checker, check.id, S.QC, S.ONGOING);
    expect(res.json().task).toMatchObject({ current_section: S.ONGOING, running: true, qc_id: 0 });
    expect((await workLogOf(db, p.checker.id)).at(-1)).toMatchObject({
      state: WorkState.WORKING,
      taskUserId: check.id,
    });

    // Send back: the work returns to Picked with a Bug entry, and the holder hears of it (type 7).
    res = await api.qc(p.checker, check.id, S.ONGOING, S.SEND_BACK_TO_FIX, '  Receipt printer misaligned ');
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    expect(res.json().task.current_section).toBe(S.SEND_BACK_TO_FIX);
    expect((await taskUserRow(db, work.id)).section).toBe(S.PICKED);
    expect((await activitiesOf(db, work.id)).at(-1)).toMatchObject({
      type: ActivityType.BUG,
      comment: 'Receipt printer misaligned',
      userId: p.checker.id,
      fromSection: S.QC,
      toSection: S.PICKED,
    });
    expect((await noticesOf(db, p.holder.id)).at(-1)).toMatchObject({
      type: NotificationType.SENT_BACK,
      title: `${job.jobNo} task 1 was sent back: Receipt printer misaligned`,
      taskUserId: work.id,
    });
    expect((await workLogOf(db, p.checker.id)).at(-1)?.state).toBe(WorkState.IDLE);

    // The fix: another attempt, and finishing brings the same check back to QC.
    res = await api.move(p.holder, work.id, S.PICKED, S.ONGOING);
    expect(res.json().task.attempts).toBe(2);
    res = await api.move(p.holder, work.id, S.ONGOING, S.FINISHED);
    expect(res.json().task.current_section).toBe(S.QC);
    expect((await taskUserRow(db, check.id)).section).toBe(S.QC);

    // Pass from QC: the work is finished ('Task Passed') and the hold waits for the HOD.
    res = await api.qc(p.checker, check.id, S.QC, S.PASS);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    expect(res.json()).toMatchObject({ job_awaiting_approval: true, task: { current_section: S.PASS } });
    expect((await taskUserRow(db, work.id)).section).toBe(S.FINISHED);
    expect((await activitiesOf(db, work.id)).at(-1)).toMatchObject({
      type: ActivityType.DONE,
      comment: M.qcPassed,
    });
    expect((await holdRow(work.jobUserId)).finishedStatus).toBe(FinishedJobStatus.AWAITING);
    const awaiting = (await noticesOf(db, p.hod.id)).filter((n) => n.jobUserId === work.jobUserId);
    expect(awaiting).toHaveLength(1);
    expect(awaiting[0]).toMatchObject({ type: 4, finishedJobStatus: 5, status: 1 });

    // The HOD (without Job Details, 33) accepts from the notification.
    let decided: Awaited<ReturnType<typeof api.post>> | undefined;
    const event = await eventAfter(
      t.bus,
      async () => {
        decided = await api.post('/api/jobs/hod/finished', { job_user_id: work.jobUserId }, p.hod);
      },
      // On PostgreSQL the pass's own board event (the checker's) can still be on its way: wait for the
      // holder's, which only the decision sends.
      (e) =>
        e.type === RealtimeEventType.BOARD_CHANGED &&
        e.data?.job_id === job.id &&
        e.data?.user_id === p.holder.id,
    );
    expect(decided!.statusCode, decided!.body).toBe(200);
    expect(decided!.json()).toMatchObject({ finished_status: FinishedJobStatus.ACCEPTED });
    expect(event?.data).toMatchObject({ job_user_ids: [work.jobUserId], user_id: p.holder.id });
    expect((await holdRow(work.jobUserId)).finishedStatus).toBe(FinishedJobStatus.ACCEPTED);
    const [seen] = (await noticesOf(db, p.hod.id)).filter((n) => n.jobUserId === work.jobUserId);
    expect(seen).toMatchObject({ finishedJobStatus: 10, status: 0 });
    expect((await noticesOf(db, p.holder.id)).at(-1)).toMatchObject({
      type: 4,
      finishedJobStatus: 10,
      title: `${job.jobNo} was accepted`,
      assignedById: p.hod.id,
    });
  });

  it('lets a rejected job be reworked, and the other HODs see the outcome unread', async () => {
    const db = t.database.db;
    const secondHod = await signedIn(t, { roleId: RoleId.HOD, divisionId: p.division.id });
    const { job, assigned } = await boardJob(db, p, [[1, 1, 1]], { section: S.HOLD });
    const work = assigned[0]!;
    expect((await api.move(p.holder, work.id, S.HOLD, S.FINISHED)).json().job_awaiting_approval).toBe(true);

    const employee = await api.post(
      '/api/jobs/hod/reject',
      { job_user_id: work.jobUserId, reason: 'Not done' },
      p.holder,
    );
    expect(employee.statusCode).toBe(403);
    const res = await api.post(
      '/api/jobs/hod/reject',
      { job_user_id: work.jobUserId, reason: 'Receipts are missing' },
      p.hod,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [other] = (await noticesOf(db, secondHod.id)).filter((n) => n.jobUserId === work.jobUserId);
    expect(other).toMatchObject({ finishedJobStatus: 11, status: 1 });
    expect((await noticesOf(db, p.holder.id)).at(-1)).toMatchObject({
      finishedJobStatus: 11,
      title: `${job.jobNo} was rejected: Receipts are missing`,
    });

    const rework = await api.move(p.holder, work.id, S.FINISHED, S.PICKED);
    expect(rework.statusCode, rework.body).toBe(200);
    // Finished again: it waits for the HOD once more, the old reason cleared.
    expect((await api.move(p.holder, work.id, S.PICKED, S.ONGOING)).statusCode).toBe(200);
    expect((await api.move(p.holder, work.id, S.ONGOING, S.FINISHED)).json().job_awaiting_approval).toBe(
      true,
    );
    expect(await holdRow(work.jobUserId)).toMatchObject({ finishedStatus: 5, reviewReason: null });
  });

  it('refuses a verdict on a check that is not in QC or being checked', async () => {
    const { check } = await checkedTask();
    const res = await expectNothingWritten(() => api.qc(p.checker, check.id, S.BACK_LOG, S.PASS));
    expect(res.json()).toEqual({ status: 4, message: M.qcWaitingForWork });
    const other = await expectNothingWritten(() => api.qc(p.holder, check.id, S.BACK_LOG, S.PASS));
    expect(other.statusCode).toBe(403);
  });
});
