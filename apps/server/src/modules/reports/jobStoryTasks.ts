import { sql } from 'drizzle-orm';
import { ActivityType, JobUserRole, taskFigures, type JobStoryTaskRow } from '@jobline/shared';
import { optionalNameSql } from '../../db/sqlText';
import type { AssignmentTime } from '../jobAdmin/assignmentTime';
import { NOT_ASSIGNED, REASSIGNED, sectionName } from '../jobAdmin/taskView';

/** An instant as ISO text, null kept. */
export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
/** Whole minutes of a number of seconds, as every time figure counts them. */
export const minutesOf = (seconds: number) => Math.floor(seconds / 60);

export interface TaskSql {
  task_id: number;
  task_no: string;
  task_name: string;
  optimistic: number;
  most_likely: number;
  pessimistic: number;
  task_user_id: number | null;
  assignee: string | null;
  section: number | null;
  closed: boolean;
  plan_date: string | null;
  due_date: string | null;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  attempts: number | null;
  check_ids: number[] | null;
  checker: string | null;
  send_backs: number;
}

/**
 * Every task in sheet order with each of its work assignments (a task nobody holds once), the
 * checkers of each and how often they sent the work back ('Bug' entries on it).
 */
export const taskSql = (jobId: number) => sql`
  select t.id as task_id, t.task_no, t.name as task_name, t.optimistic::float as optimistic,
    t.most_likely::float as most_likely, t.pessimistic::float as pessimistic,
    w.id as task_user_id, ${optionalNameSql('u')} as assignee, w.section, w.closed_at is not null as closed,
    w.plan_date::text as plan_date, w.due_date::text as due_date, w.started_at, w.finished_at, w.attempts,
    q.ids as check_ids, q.names as checker,
    (select count(*)::int from activities a where a.task_user_id = w.id and a.type = ${ActivityType.BUG}) as send_backs
  from tasks t
  join task_sheets s on s.id = t.sheet_id
  left join lateral (
    select tu.* from task_users tu join job_users ju on ju.id = tu.job_user_id
    where tu.task_id = t.id and tu.checks_id is null and ju.role = ${JobUserRole.WORK}
  ) w on true
  left join users u on u.id = w.user_id
  left join lateral (
    select array_agg(c.id order by c.id) as ids,
      string_agg(distinct ${optionalNameSql('cu')}, ', ') as names
    from task_users c join users cu on cu.id = c.user_id
    where c.checks_id = w.id
  ) q on true
  where t.job_id = ${jobId}
  order by s.sheet_no, t.id, w.id nulls first`;

/** The task table of Jobs In Detail: each row's figures, status and minutes from the work log. */
export function storyTaskRows(rows: TaskSql[], times: AssignmentTime[]): JobStoryTaskRow[] {
  const secondsOf = new Map(times.map((t) => [t.task_user_id, t.seconds]));
  return rows.map((r) => {
    const figures = taskFigures({
      optimistic: r.optimistic,
      mostLikely: r.most_likely,
      pessimistic: r.pessimistic,
    });
    const status = r.task_user_id === null ? NOT_ASSIGNED : r.closed ? REASSIGNED : sectionName(r.section!);
    return {
      task_id: r.task_id,
      task_no: r.task_no,
      task_name: r.task_name,
      optimistic: r.optimistic,
      most_likely: r.most_likely,
      pessimistic: r.pessimistic,
      expected: figures.expected,
      task_user_id: r.task_user_id,
      assignee: r.assignee,
      checker: r.checker,
      status,
      plan_date: r.plan_date,
      due_date: r.due_date,
      started_at: iso(r.started_at),
      finished_at: iso(r.finished_at),
      spent_minutes: r.task_user_id === null ? 0 : minutesOf(secondsOf.get(r.task_user_id) ?? 0),
      check_minutes: minutesOf((r.check_ids ?? []).reduce((sum, id) => sum + (secondsOf.get(id) ?? 0), 0)),
      attempts: r.attempts ?? 0,
      send_backs: r.send_backs,
    };
  });
}
