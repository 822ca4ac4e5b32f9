import { sql } from 'drizzle-orm';
import {
  CONFIRMATION_NEEDED_STATUS,
  defaultPlanMinutes,
  firstDayOf,
  JobStatus,
  Msg,
  readPlanRange,
  TaskSection,
  type TaskPlanBody,
} from '@jobline/shared';
import { queryRows, type Db } from '../../db/client';
import { fieldError, notFound, refusal, stateChanged } from '../../errors';
import { audit } from '../admin/auditLog';
import { lockAssignmentJob } from '../boards/assignmentJob';
import { publishBoardChanged } from '../boards/boardEvents';
import { dayOffAmong } from './dayOffCheck';
import { planOwnerFor } from './planAccess';
import type { PlanContext } from './planContext';
import { publishPlanChanged } from './planEvents';
import { daysOf, shownPlan, storedPlanOf } from './planTiming';

const M = Msg.planning;

/**
 * PUT user/task_plan: a task dragged, resized or dropped on the Employee Plan. The same lock and
 * refusals as the boards' plan date (tasks/plan_date), with the planning policy for who may; a past
 * day is refused (R-170) and a holiday or approved leave asked about first (409 status 12). The day
 * goes into task_users.plan_date too, since the boards start only planned tasks.
 */
export async function planTask(db: Db, ctx: PlanContext, body: TaskPlanBody) {
  return db.transaction(async (tx) => {
    const owner = await planOwnerFor(tx, ctx.user, body.user_id);
    const row = await lockAssignmentJob(tx, body.id);
    if (!row || row.userId !== owner.id) throw notFound(M.taskNotFound);
    const [facts] = await queryRows<{
      task_id: number;
      section: number;
      most_likely: number;
      plan_date: string | null;
      plan_start: string | null;
      plan_end: string | null;
      plan_all_day: boolean;
    }>(
      tx,
      sql`select tu.task_id, tu.section, t.most_likely::float8 as most_likely, tu.plan_date::text as plan_date,
            to_json(tu.plan_start)#>>'{}' as plan_start, to_json(tu.plan_end)#>>'{}' as plan_end, tu.plan_all_day
          from task_users tu join tasks t on t.id = tu.task_id where tu.id = ${row.id}`,
    );
    if (body.task_id != null && body.task_id !== facts!.task_id) throw fieldError('task_id', M.taskNotOnPlan);
    if (row.closed) throw stateChanged(Msg.boards.assignmentClosed);
    if (row.job.status === JobStatus.CANCELED) throw refusal(JobStatus.CANCELED, Msg.boards.jobCanceled);
    if (facts!.section === TaskSection.FINISHED || facts!.section === TaskSection.PASS) {
      throw stateChanged(M.taskDone);
    }

    const read = readPlanRange({
      start: body.plan_date,
      end: body.end_date,
      allDay: body.all_day,
      minutes: body.time ?? defaultPlanMinutes(Number(facts!.most_likely)),
    });
    if (!read.ok) throw fieldError(read.field === 'start' ? 'plan_date' : 'end_date', read.message);
    if (firstDayOf(read.range) < ctx.today) throw fieldError('plan_date', M.previousDays);
    if (!body.confirm_day_off) {
      const dayOff = await dayOffAmong(tx, owner, daysOf(read.range));
      if (dayOff) throw refusal(CONFIRMATION_NEEDED_STATUS, M.dayOffConfirm(dayOff));
    }

    const plan = storedPlanOf(read.range, ctx.timeZone);
    await tx.execute(
      sql`update task_users set plan_date = ${plan.planDate}::date,
            plan_start = ${plan.start.toISOString()}::timestamptz, plan_end = ${plan.end.toISOString()}::timestamptz,
            plan_all_day = ${plan.allDay}, updated_at = ${ctx.now.toISOString()}::timestamptz
          where id = ${row.id}`,
    );
    const shown = shownPlan(
      {
        planDate: plan.planDate,
        startMs: plan.start.getTime(),
        endMs: plan.end.getTime(),
        allDay: plan.allDay,
      },
      ctx.timeZone,
    );
    await audit(tx, ctx.actor, {
      action: 'task.plan',
      entity: 'task_user',
      entityId: row.id,
      before: {
        plan_date: facts!.plan_date,
        plan_start: facts!.plan_start,
        plan_end: facts!.plan_end,
        all_day: facts!.plan_all_day,
      },
      after: {
        plan_date: plan.planDate,
        plan_start: plan.start.toISOString(),
        plan_end: plan.end.toISOString(),
        all_day: plan.allDay,
      },
    });
    await publishBoardChanged(tx, ctx.bus, {
      jobId: row.job.id,
      jobUserIds: [row.jobUserId],
      taskUserIds: [row.id],
      userId: row.userId,
    });
    await publishPlanChanged(tx, ctx.bus, row.userId);
    return {
      message: M.planUpdated,
      data: {
        task: {
          id: row.id,
          task_id: facts!.task_id,
          user_id: row.userId,
          plan_date: shown.plan_date!,
          end_date: { date: shown.end_date! },
          all_day: shown.all_day,
        },
      },
    };
  });
}
