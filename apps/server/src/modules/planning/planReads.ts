import { instantOfWallTime, shiftDay, type PlanTasksResponse } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { planOwnerFor } from './planAccess';
import type { PlanContext } from './planContext';
import {
  activityRowsBetween,
  planJobsOf,
  planLeaveOf,
  planTasksOf,
  presentActivityPlan,
} from './planQueries';

/** Without bounds a plan read covers what a calendar around today shows. */
const DEFAULT_DAYS_BACK = 35;
const DEFAULT_DAYS_AHEAD = 70;

/** GET user/{id}/tasks, once the caller may read this employee's plan. */
export async function readPlan(
  db: Executor,
  ctx: PlanContext,
  employeeId: number,
  query: { from?: string; to?: string },
): Promise<PlanTasksResponse> {
  const owner = await planOwnerFor(db, ctx.user, employeeId);
  const from =
    query.from ??
    (query.to ? shiftDay(query.to, -DEFAULT_DAYS_AHEAD) : shiftDay(ctx.today, -DEFAULT_DAYS_BACK));
  const to = query.to ?? shiftDay(query.from ?? ctx.today, DEFAULT_DAYS_AHEAD);
  const [start, end] = [
    instantOfWallTime({ day: from, minutes: 0 }, ctx.timeZone),
    instantOfWallTime({ day: shiftDay(to, 1), minutes: 0 }, ctx.timeZone),
  ];
  const [tasks, activities, leave] = await Promise.all([
    planTasksOf(db, owner.id, ctx.timeZone),
    activityRowsBetween(db, owner.id, start, end),
    planLeaveOf(db, owner.id, from, to),
  ]);
  return {
    user: { id: owner.id, name: owner.name, division_id: owner.divisionId },
    range: { from, to },
    today: ctx.today,
    now: ctx.now.toISOString(),
    time_zone: ctx.timeZone,
    tasks,
    activityPlan: activities.map((row) => presentActivityPlan(row, ctx.timeZone)),
    leave,
  };
}

/** GET user/{id}/jobs, once the caller may read this employee's plan. */
export async function readPlanJobs(db: Executor, ctx: PlanContext, employeeId: number) {
  const owner = await planOwnerFor(db, ctx.user, employeeId);
  return { jobs: await planJobsOf(db, owner.id) };
}
