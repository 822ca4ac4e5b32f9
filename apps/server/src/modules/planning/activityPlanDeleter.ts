import { sql } from 'drizzle-orm';
import { ACTIVITY_PAST_STATUS, Msg, wallTimeOf } from '@jobline/shared';
import { queryRows, type Db } from '../../db/client';
import { notFound, refusal } from '../../errors';
import { audit } from '../admin/auditLog';
import { ACTIVITY_PLAN_LOCK } from './activityPlanCreator';
import { planOwnerFor } from './planAccess';
import type { PlanContext } from './planContext';
import { publishPlanChanged } from './planEvents';
import { activityPlanColumns, presentActivityPlan, type ActivityPlanRow } from './planQueries';

const M = Msg.planning;

/** DELETE activity-plan/{id}: refused once the activity started on a day before today. */
export async function deleteActivityPlan(db: Db, ctx: PlanContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await queryRows<{ user_id: number }>(
      tx,
      sql`select user_id from activity_plans where id = ${id}`,
    );
    if (!found) throw notFound(M.activityNotFound);
    const owner = await planOwnerFor(tx, ctx.user, found.user_id);
    await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVITY_PLAN_LOCK}, ${owner.id})`);
    const [row] = await queryRows<ActivityPlanRow>(
      tx,
      sql`select ${activityPlanColumns} from activity_plans where id = ${id} for update`,
    );
    if (!row) throw notFound(M.activityNotFound);
    if (wallTimeOf(new Date(row.start_ms), ctx.timeZone).day < ctx.today) {
      throw refusal(ACTIVITY_PAST_STATUS, M.activityPast);
    }
    await tx.execute(sql`delete from activity_plans where id = ${id}`);
    await audit(tx, ctx.actor, {
      action: 'activity_plan.delete',
      entity: 'activity_plan',
      entityId: id,
      before: presentActivityPlan(row, ctx.timeZone),
    });
    await publishPlanChanged(tx, ctx.bus, owner.id);
  });
}
