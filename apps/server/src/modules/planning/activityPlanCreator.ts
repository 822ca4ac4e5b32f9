import { sql } from 'drizzle-orm';
import {
  ACTIVITY_PLAN_KINDS,
  activityKindOf,
  firstDayOf,
  Msg,
  readActivityRange,
  type ActivityPlanBody,
  type ActivityPlanItem,
} from '@jobline/shared';
import { queryRows, type Db } from '../../db/client';
import { fieldError } from '../../errors';
import { audit } from '../admin/auditLog';
import { planOwnerFor } from './planAccess';
import type { PlanContext } from './planContext';
import { publishPlanChanged } from './planEvents';
import { activityPlanColumns, presentActivityPlan, type ActivityPlanRow } from './planQueries';
import { storedPlanOf } from './planTiming';

const M = Msg.planning;

/** Serialises one employee's activity changes, so two overlapping adds at once cannot both pass. */
export const ACTIVITY_PLAN_LOCK = 7_320_111;

/**
 * POST activity-plan: a meeting, leave or personal activity on the employee's plan. Not on a
 * past day, and never overlapping another of the employee's activities, checked
 * under a lock per employee.
 */
export async function createActivityPlan(
  db: Db,
  ctx: PlanContext,
  body: ActivityPlanBody,
): Promise<ActivityPlanItem> {
  return db.transaction(async (tx) => {
    const owner = await planOwnerFor(tx, ctx.user, body.user_id);
    const kind = activityKindOf(body.title);
    if (kind === null) throw fieldError('title', M.activityKindRequired);
    const read = readActivityRange(body);
    if (!read.ok) throw fieldError(read.field, read.message);
    if (firstDayOf(read.range) < ctx.today) throw fieldError('start', M.previousDates);

    await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVITY_PLAN_LOCK}, ${owner.id})`);
    const { start, end } = storedPlanOf(read.range, ctx.timeZone);
    const [clash] = await queryRows<{ id: number }>(
      tx,
      sql`select id from activity_plans
          where user_id = ${owner.id} and start < ${end.toISOString()}::timestamptz
            and "end" > ${start.toISOString()}::timestamptz
          limit 1`,
    );
    if (clash) throw fieldError('start', M.activityOverlap);

    const [row] = await queryRows<ActivityPlanRow>(
      tx,
      sql`insert into activity_plans (user_id, kind, title, description, start, "end", created_by_id)
          values (${owner.id}, ${kind}, ${ACTIVITY_PLAN_KINDS[kind].label}, ${body.description},
                  ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, ${ctx.user.id})
          returning ${activityPlanColumns}`,
    );
    const activity = presentActivityPlan(row!, ctx.timeZone);
    await audit(tx, ctx.actor, {
      action: 'activity_plan.create',
      entity: 'activity_plan',
      entityId: activity.id,
      after: activity,
    });
    await publishPlanChanged(tx, ctx.bus, owner.id);
    return activity;
  });
}
