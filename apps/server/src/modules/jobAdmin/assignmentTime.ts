import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { spentOn } from '../boards/workTimeline';

/** Seconds worked on one assignment (task_users row); open_seconds is the interval running now. */
export interface AssignmentTime {
  task_user_id: number;
  seconds: number;
  open_seconds: number;
}

/**
 * The time worked on each assignment of a job's tasks, closed ones included, from the append-only
 * work_log (design §4b) as the boards count it.
 */
export async function assignmentTimes(db: Executor, jobId: number, now: Date): Promise<AssignmentTime[]> {
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select tu.id from task_users tu join tasks t on t.id = tu.task_id where t.job_id = ${jobId}`,
  );
  const spent = await spentOn(
    db,
    ids.map((r) => r.id),
    now,
  );
  return [...spent].map(([id, s]) => ({ task_user_id: id, seconds: s.seconds, open_seconds: s.openSeconds }));
}
