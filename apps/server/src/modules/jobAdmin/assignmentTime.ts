import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** work_log.state of a row that starts working on a task (0 off, 2 on hold). */
export const WORKING = 1;

/** Seconds worked on one assignment (task_users row); open_seconds is the interval running now. */
export interface AssignmentTime {
  task_user_id: number;
  seconds: number;
  open_seconds: number;
}

/**
 * The time worked on each assignment of a job's tasks, from the append-only work_log (design §4b):
 * an employee's interval runs from one of their rows to their next row, or to `now`; only
 * working rows (state 1) count, superseded rows are ignored. One query: lead() over each
 * employee's timeline, read from that employee's first row on this job onwards (index on
 * (user_id, at)), so a long history elsewhere is never scanned.
 */
export async function assignmentTimes(db: Executor, jobId: number, now: Date): Promise<AssignmentTime[]> {
  const at = now.toISOString();
  const rows = await queryRows<{
    task_user_id: number;
    seconds: string | number;
    open_seconds: string | number;
  }>(
    db,
    sql`with assignments as (
        select tu.id from task_users tu join tasks t on t.id = tu.task_id where t.job_id = ${jobId}
      ),
      first_rows as (
        select w.user_id, min(w.at) as first_at
        from work_log w
        where w.task_user_id in (select id from assignments) and w.superseded_at is null
        group by w.user_id
      ),
      timeline as (
        select w.task_user_id, w.state, w.at,
          lead(w.at) over (partition by w.user_id order by w.at, w.id) as next_at
        from work_log w
        join first_rows f on f.user_id = w.user_id and w.at >= f.first_at
        where w.superseded_at is null
      )
      select task_user_id,
        coalesce(sum(greatest(0, extract(epoch from (coalesce(next_at, ${at}::timestamptz) - at)))), 0)
          as seconds,
        coalesce(sum(greatest(0, extract(epoch from (${at}::timestamptz - at)))) filter (where next_at is null), 0)
          as open_seconds
      from timeline
      where state = ${WORKING} and task_user_id in (select id from assignments)
      group by task_user_id`,
  );
  return rows.map((r) => ({
    task_user_id: r.task_user_id,
    seconds: Math.floor(Number(r.seconds)),
    open_seconds: Math.floor(Number(r.open_seconds)),
  }));
}
