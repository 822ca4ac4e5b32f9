import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRMATION_NEEDED_STATUS,
  LeaveStatus,
  LeaveType,
  Msg,
  RealtimeEventType,
  TaskSection,
} from '@jobline/shared';
import { jobs, taskUsers } from '../../db/schema';
import { auditRows } from '../../test/helpers';
import { daysFromToday, todayInColombo } from '../../test/jobWorld';
import { boardState, taskUserRow } from '../boards/boardsTestKit';
import {
  eventsDuring,
  holidayOn,
  leaveFor,
  planningApp,
  storedPlan,
  workday,
  type PlanningWorld,
} from './planningTestKit';

const M = Msg.planning;
let w: PlanningWorld;
beforeAll(async () => {
  w = await planningApp();
});
afterAll(() => w.t.close());

/** A fresh unplanned task of the holder (most likely 2 h), with its assignment id. */
async function freshTask(holder = w.p.holder, estimate: [number, number, number] = [1, 2, 4]) {
  const { taskIds, assigned, job } = await w.tasksFor(holder, [estimate]);
  return { taskId: taskIds[0]!, id: assigned[0]!.id, jobUserId: assigned[0]!.jobUserId, job };
}

describe('PUT user/task_plan: placing a task', () => {
  it('plans a slot in company time (09:00 in Colombo is 03:30 UTC) and answers the spec’s shape', async () => {
    const task = await freshTask();
    const day = workday(1);
    const res = await w.planTask(w.p.holder, {
      id: task.id,
      user_id: w.p.holder.id,
      task_id: task.taskId,
      plan_date: `${day} 09:00`,
      end_date: `${day} 11:30`,
      all_day: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: M.planUpdated,
      data: {
        task: {
          id: task.id,
          task_id: task.taskId,
          user_id: w.p.holder.id,
          plan_date: `${day} 09:00`,
          end_date: { date: `${day} 11:30` },
          all_day: false,
        },
      },
    });
    expect(await storedPlan(w.t.database.db, task.id)).toEqual({
      plan_date: day,
      plan_start: `${day}T03:30:00.000Z`,
      plan_end: `${day}T06:00:00.000Z`,
      all_day: false,
    });
    const plan = (await w.readPlan(w.p.holder, w.p.holder.id)).json();
    expect(plan.tasks.find((t: { pivot: { id: number } }) => t.pivot.id === task.id).pivot).toMatchObject({
      plan_date: `${day} 09:00`,
      end_date: `${day} 11:30`,
      all_day: false,
    });
  });

  it('plans whole days, the last one inclusive, between company midnights', async () => {
    const task = await freshTask();
    const [first, last] = [workday(2), workday(3)];
    const res = await w.planTask(w.p.holder, {
      id: task.id,
      user_id: w.p.holder.id,
      plan_date: first,
      end_date: last,
      all_day: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.task).toMatchObject({ plan_date: first, end_date: { date: last }, all_day: true });
    const stored = await storedPlan(w.t.database.db, task.id);
    expect(stored).toMatchObject({ plan_date: first, all_day: true });
    // Midnight in Colombo is 18:30 UTC the evening before.
    expect(stored.plan_start!.slice(11)).toBe('18:30:00.000Z');
  });

  it('gives a task dropped without an end its most-likely estimate, or the length sent', async () => {
    const task = await freshTask(w.p.holder, [1, 2.5, 4]);
    const day = workday(1);
    const dropped = await w.planTask(w.p.holder, {
      id: task.id,
      user_id: w.p.holder.id,
      plan_date: `${day} 13:00`,
    });
    expect(dropped.json().data.task.end_date).toEqual({ date: `${day} 15:30` });
    const timed = await w.planTask(w.p.holder, {
      id: task.id,
      user_id: w.p.holder.id,
      plan_date: `${day} 13:00`,
      time: 45,
    });
    expect(timed.json().data.task.end_date).toEqual({ date: `${day} 13:45` });
  });

  it('lets a task planned today start on the board (a task needs a plan date, R-005)', async () => {
    const task = await freshTask();
    const unplanned = await w.api.move(w.p.holder, task.id, TaskSection.BACK_LOG, TaskSection.ONGOING);
    expect(unplanned.statusCode).toBe(409);
    const planned = await w.planTask(w.p.holder, {
      id: task.id,
      user_id: w.p.holder.id,
      plan_date: `${todayInColombo()} 08:30`,
      end_date: `${todayInColombo()} 23:30`,
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const started = await w.api.move(w.p.holder, task.id, TaskSection.BACK_LOG, TaskSection.ONGOING);
    expect(started.statusCode, started.body).toBe(200);
    // Leave the holder free for the other tests.
    await w.api.move(w.p.holder, task.id, TaskSection.ONGOING, TaskSection.HOLD);
  });

  it('shows the board’s day when the board moves the plan date afterwards (the day wins)', async () => {
    const task = await freshTask();
    await w.planTask(w.p.holder, { id: task.id, user_id: w.p.holder.id, plan_date: `${workday(1)} 10:00` });
    const moved = await w.api.post(
      '/api/tasks/plan_date',
      { task_user_id: task.id, plan_date: workday(4) },
      w.p.holder,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const plan = (await w.readPlan(w.p.holder, w.p.holder.id)).json();
    expect(plan.tasks.find((t: { pivot: { id: number } }) => t.pivot.id === task.id).pivot).toMatchObject({
      plan_date: workday(4),
      end_date: workday(4),
      all_day: true,
    });
  });

  it('audits the change and tells the boards and the plan’s viewers', async () => {
    const task = await freshTask();
    const day = workday(2);
    const events = await eventsDuring(
      w.t,
      () =>
        w.planTask(w.p.holder, { id: task.id, user_id: w.p.holder.id, plan_date: `${day} 10:00`, time: 60 }),
      (e) => e.type === RealtimeEventType.PLAN_CHANGED,
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: RealtimeEventType.PLAN_CHANGED, data: { user_id: w.p.holder.id } }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        type: RealtimeEventType.BOARD_CHANGED,
        data: expect.objectContaining({ task_user_ids: [task.id], user_id: w.p.holder.id }),
      }),
    );
    const [row] = await auditRows(w.t.database.db, 'task.plan', task.id);
    expect(row).toMatchObject({
      actorId: w.p.holder.id,
      entity: 'task_user',
      before: { plan_date: null, all_day: false },
      after: { plan_date: day, all_day: false },
    });
  });
});

describe('PUT user/task_plan: refusals', () => {
  it('refuses a past day (R-170) on plan_date, and changes nothing', async () => {
    const task = await freshTask();
    const before = await boardState(w.t.database.db);
    const yesterday = daysFromToday(-1);
    for (const body of [
      { plan_date: `${yesterday} 10:00` },
      { plan_date: yesterday, end_date: workday(1), all_day: true },
    ]) {
      const res = await w.planTask(w.p.holder, { id: task.id, user_id: w.p.holder.id, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.previousDays, errors: { plan_date: M.previousDays } });
    }
    expect(await boardState(w.t.database.db)).toEqual(before);
  });

  it('answers 400 on the field at fault', async () => {
    const task = await freshTask();
    const day = workday(1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ plan_date: 'tomorrow' }, 'plan_date', M.planDateInvalid],
      [{ plan_date: day }, 'plan_date', M.startTimeNeeded],
      [{ plan_date: `${day} 10:00`, end_date: `${day} 09:00` }, 'end_date', M.endBeforeStart],
      [{ plan_date: `${day} 10:00`, end_date: 'noon' }, 'end_date', M.endInvalid],
      [{ plan_date: day, end_date: daysFromToday(60), all_day: true }, 'end_date', M.planTooLong],
      [{ plan_date: `${day} 10:00`, time: 5 }, 'time', M.lengthInvalid],
      [{ plan_date: `${day} 10:00`, all_day: 'sometimes' }, 'all_day', M.allDayInvalid],
      [{ plan_date: `${day} 10:00`, confirm_day_off: 'yes' }, 'confirm_day_off', M.confirmInvalid],
      [{ plan_date: `${day} 10:00`, task_id: task.taskId + 1000 }, 'task_id', M.taskNotOnPlan],
    ];
    for (const [body, field, message] of cases) {
      const res = await w.planTask(w.p.holder, { id: task.id, user_id: w.p.holder.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(body)).toBe(message);
    }
    const missing = await w.planTask(w.p.holder, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['id', 'user_id', 'plan_date']),
    );
  });

  it('asks before planning onto a holiday or approved leave (409 status 12), and plans once confirmed', async () => {
    const task = await freshTask(w.p.checker);
    const [holiday, leave, pending] = [workday(8), workday(9), workday(10)];
    await holidayOn(w.t.database.db, holiday, 'Vesak Full Moon Poya Day');
    await leaveFor(w.t.database.db, w.p.checker.id, [leave], { type: LeaveType.MORNING_HALF_DAY });
    await leaveFor(w.t.database.db, w.p.checker.id, [pending], { status: LeaveStatus.PENDING });
    const plan = (extra: Record<string, unknown>) =>
      w.planTask(w.p.checker, { id: task.id, user_id: w.p.checker.id, ...extra });

    const onHoliday = await plan({ plan_date: `${holiday} 09:00` });
    expect(onHoliday.statusCode).toBe(409);
    expect(onHoliday.json()).toEqual({
      status: CONFIRMATION_NEEDED_STATUS,
      message: expect.stringContaining('is a holiday (Vesak Full Moon Poya Day). Plan the task anyway?'),
    });
    const onLeave = await plan({ plan_date: leave, all_day: true });
    expect(onLeave.statusCode).toBe(409);
    expect(onLeave.json().message).toContain('has approved leave on');
    expect(onLeave.json().message).toContain('(Morning Half Day)');
    // A range that merely crosses the holiday asks too.
    expect((await plan({ plan_date: workday(7), end_date: holiday, all_day: true })).statusCode).toBe(409);
    expect((await storedPlan(w.t.database.db, task.id)).plan_date).toBeNull();

    expect((await plan({ plan_date: `${pending} 09:00` })).statusCode).toBe(200);
    const confirmed = await plan({ plan_date: `${holiday} 09:00`, confirm_day_off: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await storedPlan(w.t.database.db, task.id)).plan_date).toBe(holiday);
  });

  it('lets the division’s HOD plan their people, and nobody plan outside their reach', async () => {
    const task = await freshTask();
    const body = { id: task.id, user_id: w.p.holder.id, plan_date: `${workday(1)} 15:00` };
    expect((await w.planTask(w.p.hod, body)).statusCode).toBe(200);
    expect((await w.planTask(w.director, body)).statusCode).toBe(200);
    for (const stranger of [w.p.checker, w.otherHod]) {
      const res = await w.planTask(stranger, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 11, message: M.otherEmployee });
    }
  });

  it('answers 404 for a task that is not on that employee’s plan, or no task at all', async () => {
    const task = await freshTask();
    const other = await w.planTask(w.p.checker, {
      id: task.id,
      user_id: w.p.checker.id,
      plan_date: `${workday(1)} 09:00`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: M.taskNotFound });
    const none = await w.planTask(w.p.holder, {
      id: 99_999_999,
      user_id: w.p.holder.id,
      plan_date: `${workday(1)} 09:00`,
    });
    expect(none.statusCode).toBe(404);
    const nobody = await w.planTask(w.director, {
      id: task.id,
      user_id: 99_999_999,
      plan_date: `${workday(1)} 09:00`,
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: M.employeeNotFound });
  });

  it('refuses a re-assigned, finished or canceled task with the board’s statuses', async () => {
    const plan = (id: number) =>
      w.planTask(w.p.holder, { id, user_id: w.p.holder.id, plan_date: `${workday(1)} 09:00` });
    const closed = await freshTask();
    await w.t.database.db.update(taskUsers).set({ closedAt: new Date() }).where(eq(taskUsers.id, closed.id));
    expect((await plan(closed.id)).json()).toEqual({ status: 7, message: Msg.boards.assignmentClosed });

    const finished = await freshTask();
    await w.t.database.db
      .update(taskUsers)
      .set({ section: TaskSection.FINISHED })
      .where(eq(taskUsers.id, finished.id));
    const done = await plan(finished.id);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ status: 7, message: M.taskDone });

    const canceled = await freshTask();
    await w.t.database.db.update(jobs).set({ status: 2 }).where(eq(jobs.id, canceled.job.id));
    const refused = await plan(canceled.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 2, message: Msg.boards.jobCanceled });
    expect((await taskUserRow(w.t.database.db, canceled.id)).planDate).toBeNull();
  });
});
