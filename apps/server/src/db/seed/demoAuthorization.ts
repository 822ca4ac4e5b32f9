import { sql } from 'drizzle-orm';
import { allocatedMinutes, LeaveStatus, shiftDay, TaskSection, zonedInstant } from '@jobline/shared';
import { queryRows, type Db } from '../client';
import type { BoardContext } from '../../modules/boards/boardContext';
import { requestApproval } from '../../modules/boards/approvalRequester';
import { moveTask } from '../../modules/boards/taskMover';
import { spentOn } from '../../modules/boards/workTimeline';
import type { EventBus } from '../../realtime/bus';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

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
          and not exists (select 1 from leave_request_days d join leave_requests r on r.id = d.leave_request_id
                          where r.user_id = u.id and r.status = ${LeaveStatus.APPROVED} and d.date in (${today}, ${shiftDay(today, -1)}))
        order by tu.id`,
  );
  const spent = await spentOn(
    db,
    held.map((h) => h.id),
    now,
  );
  const left = held
    .map((h) => ({ ...h, left: allocatedMinutes(h.most_likely) - (spent.get(h.id)?.minutes ?? 0) }))
    .filter((h) => h.left > 0 && h.left + 20 <= LONGEST_MORNING)
    .sort((a, b) => a.left - b.left || a.id - b.id)[0];
  const [lead] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where email = 'lead@demo.local'`,
  );
  if (!left || !lead) return;

  const ctx = (minutes: number): BoardContext => ({
    actor: { actorId: left.user_id, ip: '127.0.0.1' },
    userId: left.user_id,
    today,
    bus,
    now: minutesAgo(minutes),
  });
  const started = left.left + 20;
  await moveTask(db, ctx(started), {
    taskUserId: left.id,
    from: TaskSection.HOLD,
    to: TaskSection.ONGOING,
    via: 'move',
  });
  await moveTask(db, ctx(10), {
    taskUserId: left.id,
    from: TaskSection.ONGOING,
    to: TaskSection.HOLD,
    via: 'move',
  });
  await requestApproval(db, ctx(8), { task_user_id: left.id, request_to: lead.id });
}
