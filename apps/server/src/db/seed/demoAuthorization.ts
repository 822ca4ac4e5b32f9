import { sql } from 'drizzle-orm';
import { allocatedMinutes, shiftDay, TaskSection, zonedInstant } from '@jobline/shared';
import { queryRows, type Db } from '../client';
import { requestApproval } from '../../modules/boards/approvalRequester';
import { moveTask } from '../../modules/boards/taskMover';
import { spentOn } from '../../modules/boards/workTimeline';
import { approvedLeaveDays } from '../../modules/leave/leaveOn';
import type { EventBus } from '../../realtime/bus';
import { earlier, minutesAgo } from './demoFloor';

/** The longest a demo morning runs before the estimate is used: a request, not a day of work. */
const LONGEST_MORNING = 150;

/**
 * A Software engineer whose task used its estimate this morning: they took it up from Hold, worked
 * past the estimate, stopped, and asked the team leader to let the work go on (Need Task
 * Authorization), so Job Authorization has a request on a fresh start. Through the board's own
 * commands at earlier instants; of the engineers not yet at work today and not on leave, the one
 * whose task had the least of its estimate left.
 */
export async function seedDemoAuthorization(
  db: Db,
  bus: EventBus,
  options: { today: string; timeZone: string },
) {
  const { today } = options;
  const now = new Date();
  // Nobody who has worked since midnight (or, shortly after it, within the longest morning).
  const quietSince = new Date(
    Math.min(zonedInstant(today, 0, options.timeZone).getTime(), minutesAgo(LONGEST_MORNING + 30).getTime()),
  );
  const held = await queryRows<{ id: number; user_id: number; most_likely: string }>(
    db,
    sql`select tu.id, tu.user_id, k.most_likely::text as most_likely
        from task_users tu join tasks k on k.id = tu.task_id join users u on u.id = tu.user_id
        where tu.section = ${TaskSection.HOLD} and tu.closed_at is null and tu.checks_id is null
          and not tu.authorized and u.division_id = 1 and u.status = 1
          and not exists (select 1 from work_log w where w.user_id = u.id and w.at >= ${quietSince})
        order by tu.id`,
  );
  // Nor anyone on leave today, or yesterday (a morning just after midnight began then).
  const away = new Set(
    (
      await approvedLeaveDays(
        db,
        held.map((h) => h.user_id),
        shiftDay(today, -1),
        today,
      )
    ).map((l) => l.userId),
  );
  const spent = await spentOn(
    db,
    held.map((h) => h.id),
    now,
  );
  const left = held
    .filter((h) => !away.has(h.user_id))
    .map((h) => ({ ...h, left: allocatedMinutes(h.most_likely) - (spent.get(h.id)?.minutes ?? 0) }))
    .filter((h) => h.left > 0 && h.left + 20 <= LONGEST_MORNING)
    .sort((a, b) => a.left - b.left || a.id - b.id)[0];
  const [lead] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where email = 'lead@demo.local'`,
  );
  if (!left || !lead) return;

  const ctx = earlier(bus, today);
  const started = left.left + 20;
  await moveTask(db, ctx(left.user_id, started), {
    taskUserId: left.id,
    from: TaskSection.HOLD,
    to: TaskSection.ONGOING,
    via: 'move',
  });
  await moveTask(db, ctx(left.user_id, 10), {
    taskUserId: left.id,
    from: TaskSection.ONGOING,
    to: TaskSection.HOLD,
    via: 'move',
  });
  await requestApproval(db, ctx(left.user_id, 8), { task_user_id: left.id, request_to: lead.id });
}
