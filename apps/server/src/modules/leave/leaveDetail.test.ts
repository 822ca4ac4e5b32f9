import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LeaveStatus, Msg, TaskSection } from '@jobline/shared';
import { taskUsers } from '../../db/schema';
import { signedIn } from '../../test/helpers';
import { assignTask } from '../boards/boardsTestKit';
import { jobWithTasks } from '../taskAssign/taskAssignTestKit';
import { addHoliday, asked, decided, leaveBody, leaveWorld } from './leaveTestKit';

const w = leaveWorld({ LEAVE_DAYS_PER_YEAR: '2' });

const fresh = (divisionId = w.people.division.id) => signedIn(w.t, { divisionId, firstName: 'Gayan' });

describe('GET /api/leave/get/{id}', () => {
  it('answers 401 without a token, 400 for a bad id and 404 for an unknown one', async () => {
    expect((await w.calls.detail(null, 1)).statusCode).toBe(401);
    expect((await w.calls.detail(w.people.hod, 'x')).statusCode).toBe(400);
    const missing = await w.calls.detail(w.people.hod, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: Msg.leave.notFound });
  });

  it('shows a request to its owner and its division’s reviewers, and to nobody else', async () => {
    const who = await fresh();
    const leave = await asked(w.calls, who, leaveBody('2032-02-02'));
    expect((await w.calls.detail(who, leave.id)).statusCode).toBe(200);
    expect((await w.calls.detail(w.people.hod, leave.id)).statusCode).toBe(200);
    expect((await w.calls.detail(w.people.director, leave.id)).statusCode).toBe(200);
    const colleague = await w.calls.detail(w.people.colleague, leave.id);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json()).toEqual({ status: 11, message: Msg.common.forbidden });
    const otherHod = await w.calls.detail(w.people.otherHod, leave.id);
    expect(otherHod.statusCode).toBe(403);
    expect(otherHod.json().message).toBe(Msg.leave.otherDivision);
  });

  it('carries the spec’s review data, per-date details and whether the caller may decide now', async () => {
    const who = await fresh();
    await addHoliday(w.t, '2032-02-11', '2032-02-11', 'Detail holiday');
    const leave = await asked(
      w.calls,
      who,
      leaveBody('2032-02-10', '2032-02-12', {
        selected_covered_by_employee: w.people.colleague.id,
        dates: [
          { date: '2032-02-10', leave_type: 1 },
          { date: '2032-02-11', leave_type: 1 },
          { date: '2032-02-12', leave_type: 3 },
        ],
      }),
    );
    const res = await w.calls.detail(w.people.hod, leave.id);
    expect(res.statusCode, res.body).toBe(200);
    const { leave: detail } = res.json();
    expect(detail).toMatchObject({
      id: leave.id,
      user_id: who.id,
      name: expect.stringContaining('Gayan'),
      leave_from: '2032-02-10',
      leave_to: '2032-02-12',
      day_count: 1,
      half_day_count: 1,
      short_leave_count: 0,
      covered_by: { id: w.people.colleague.id, name: expect.stringContaining('Roshan') },
      remark: 'Family wedding in Kandy',
      status: LeaveStatus.PENDING,
      cancel_status: null,
      can_decide: true,
      can_decide_cancel: false,
    });
    expect(detail.details).toEqual([
      { date: '2032-02-10', leave_type: 1, leave_type_text: 'Full day' },
      { date: '2032-02-11', leave_type: 6, leave_type_text: 'Holiday' },
      { date: '2032-02-12', leave_type: 3, leave_type_text: 'Evening Half Day' },
    ]);
    // The owner reads it but may not decide it.
    expect((await w.calls.detail(who, leave.id)).json().leave.can_decide).toBe(false);
    await decided(w.calls, 'approve', w.people.hod, leave.id);
    const after = (await w.calls.detail(w.people.hod, leave.id)).json().leave;
    expect(after).toMatchObject({ status: 10, can_decide: false, reviewed_by: { id: w.people.hod.id } });
  });

  it('names the tasks planned or due on the leave days and who else of the division is away', async () => {
    const who = await fresh();
    const { job, taskIds } = await jobWithTasks(w.t.database.db, {}, [
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
    ]);
    const db = w.t.database.db;
    const planned = await assignTask(db, job.id, taskIds[0]!, who.id, { planDate: '2032-03-02' });
    const due = await assignTask(db, job.id, taskIds[1]!, who.id, { planDate: '2032-02-20' });
    await db.update(taskUsers).set({ dueDate: '2032-03-03' }).where(eq(taskUsers.id, due.id));
    // Finished work and work planned on another day do not collide.
    await assignTask(db, job.id, taskIds[2]!, who.id, {
      planDate: '2032-03-02',
      section: TaskSection.FINISHED,
    });
    await assignTask(db, job.id, taskIds[3]!, who.id, { planDate: '2032-03-05' });

    const away = await asked(w.calls, w.people.colleague, leaveBody('2032-03-03', '2032-03-04'));
    const outsiderAway = await asked(w.calls, w.people.outsider, leaveBody('2032-03-02'));
    const leave = await asked(w.calls, who, leaveBody('2032-03-02', '2032-03-03'));
    const { collisions } = (await w.calls.detail(w.people.hod, leave.id)).json();
    expect(collisions.tasks).toEqual([
      expect.objectContaining({
        task_user_id: planned.id,
        job_no: job.jobNo,
        task_no: '1',
        plan_date: '2032-03-02',
        planned_in_leave: true,
        due_in_leave: false,
      }),
      expect.objectContaining({
        task_user_id: due.id,
        due_date: '2032-03-03',
        planned_in_leave: false,
        due_in_leave: true,
      }),
    ]);
    expect(collisions.away).toEqual([
      {
        user_id: w.people.colleague.id,
        name: expect.stringContaining('Roshan'),
        leave_request_id: away.id,
        leave_from: '2032-03-03',
        leave_to: '2032-03-04',
        days: ['2032-03-03'],
        status: LeaveStatus.PENDING,
      },
    ]);
    expect(collisions.away.map((a: { leave_request_id: number }) => a.leave_request_id)).not.toContain(
      outsiderAway.id,
    );
  });

  it('warns when approving would go beyond the balance (the company default here is 2 days)', async () => {
    const who = await fresh();
    const first = await asked(w.calls, who, leaveBody('2032-04-05', '2032-04-06'));
    const fine = (await w.calls.detail(w.people.hod, first.id)).json();
    expect(fine.over_balance).toEqual([]);
    expect(fine.balances[0]).toMatchObject({ user_id: who.id, year: 2032 });
    expect(fine.balances[0].kinds[0]).toMatchObject({
      kind: 1,
      allowance: 2,
      taken: 0,
      pending: 2,
      remaining: 2,
    });
    await decided(w.calls, 'approve', w.people.hod, first.id);
    const second = await asked(w.calls, who, leaveBody('2032-04-12'));
    const over = (await w.calls.detail(w.people.hod, second.id)).json();
    expect(over.balances[0].kinds[0]).toMatchObject({ taken: 2, pending: 1, remaining: 0 });
    expect(over.over_balance).toEqual([{ year: 2032, kind: 1, label: 'Full days', by: 1 }]);
    // Beyond the balance is allowed: the reviewer decides.
    await decided(w.calls, 'approve', w.people.hod, second.id);
  });
});

describe('POST /api/leave/getAttendaceDetails', () => {
  it('answers 401, 403 without Employee Leave Details and 400 for a bad month', async () => {
    expect((await w.calls.calendar(null, '2032-05')).statusCode).toBe(401);
    expect((await w.calls.calendar(w.people.employee, '2032-05')).statusCode).toBe(403);
    for (const month of ['2032-13', '2032-5', 'May', '', 202205, '2032-05-01']) {
      const res = await w.calls.calendar(w.people.hod, month);
      expect(res.statusCode, String(month)).toBe(400);
      expect(res.json().errors.month).toBe(Msg.leave.monthInvalid);
    }
  });

  it('shows runs of leave per person, approved by how much of the day, pending in grey', async () => {
    const who = await fresh();
    // Mon 3 .. Sat 8 May with a half day on Thursday; Sunday 9 and Monday 10 follow.
    const leave = await asked(
      w.calls,
      who,
      leaveBody('2032-05-03', '2032-05-10', {
        dates: ['03', '04', '05', '06', '07', '08', '09', '10'].map((d) => ({
          date: `2032-05-${d}`,
          leave_type: d === '06' ? 2 : 1,
        })),
      }),
    );
    await decided(w.calls, 'approve', w.people.hod, leave.id);
    const pending = await asked(w.calls, w.people.colleague, leaveBody('2032-05-31', '2032-06-01'));
    const elsewhere = await asked(w.calls, w.people.outsider, leaveBody('2032-05-04'));
    const res = await w.calls.calendar(w.people.hod, '2032-05');
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries as { leave_request_id: number }[];
    const mine = entries.filter((e) => e.leave_request_id === leave.id);
    expect(mine).toEqual([
      expect.objectContaining({
        start_day: '2032-05-03',
        end_day: '2032-05-05',
        color: 'red',
        leave_type: 1,
        status: 10,
      }),
      expect.objectContaining({
        start_day: '2032-05-06',
        end_day: '2032-05-06',
        color: 'orange',
        leave_type: 2,
      }),
      expect.objectContaining({ start_day: '2032-05-07', end_day: '2032-05-08', color: 'red' }),
      expect.objectContaining({ start_day: '2032-05-10', end_day: '2032-05-10', color: 'red' }),
    ]);
    expect(mine[0]).toMatchObject({
      user_id: who.id,
      user: expect.stringContaining('Gayan'),
      leave_type_text: 'Full day',
    });
    expect(entries.find((e) => e.leave_request_id === pending.id)).toMatchObject({
      start_day: '2032-05-31',
      end_day: '2032-05-31',
      color: 'gray',
      status: 5,
    });
    expect(entries.map((e) => e.leave_request_id)).not.toContain(elsewhere.id);
    const all = (await w.calls.calendar(w.people.director, '2032-05')).json().entries as {
      leave_request_id: number;
    }[];
    expect(all.map((e) => e.leave_request_id)).toContain(elsewhere.id);
  });

  it('drops rejected and cancelled leave', async () => {
    const who = await fresh();
    const leave = await asked(w.calls, who, leaveBody('2032-07-05'));
    await decided(w.calls, 'reject', w.people.hod, leave.id, 'Busy week');
    const entries = (await w.calls.calendar(w.people.hod, '2032-07')).json().entries as {
      leave_request_id: number;
    }[];
    expect(entries.map((e) => e.leave_request_id)).not.toContain(leave.id);
  });
});
