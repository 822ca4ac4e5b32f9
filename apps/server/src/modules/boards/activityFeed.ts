import { sql, type SQL } from 'drizzle-orm';
import {
  ActivityType,
  boardNoticeTitles,
  TaskSection,
  TASK_SECTION_NAMES,
  type ActivityEntry,
} from '@jobline/shared';
import { keptQuery, queryRows, type Executor } from '../../db/client';
import { fullNameSql, optionalNameSql } from '../../db/sqlText';
import { imageUrl } from '../auth/loggedUser';

/** More than any real task's history, few enough for one panel. */
export const FEED_LIMIT = 500;

interface FeedRow {
  id: number;
  user_id: number;
  name: string;
  image_id: string | null;
  comment: string | null;
  type: number;
  is_qc_task: boolean;
  from_section: number | null;
  to_section: number | null;
  /** Who holds the assignment the row is about (the checker, on a check's row). */
  holder_name: string | null;
  task_no: string | null;
  created_at: Date | string;
}

const sectionName = (section: number | null) =>
  section === null ? null : (TASK_SECTION_NAMES[section as TaskSection] ?? null);

/** Rows whose words come from what they are, not from a stored comment. */
function commentOf(r: FeedRow): string | null {
  if (r.type !== ActivityType.QC_OPENED) return r.comment;
  const checker = r.holder_name ?? '—';
  return r.from_section === TaskSection.BACK_LOG
    ? boardNoticeTitles.qcCheckOpened(checker)
    : boardNoticeTitles.qcCheckReopened(checker);
}

/** One feed entry as the panel shows it (000 §3 Activity/comment); moves carry their section names. */
export const presentActivity = (r: FeedRow): ActivityEntry => ({
  id: Number(r.id),
  activity_id: Number(r.id),
  user_id: r.user_id,
  name: r.name,
  image: imageUrl(r.image_id),
  comment: commentOf(r),
  comment_type: r.type,
  is_qc_task: r.is_qc_task,
  section_name: sectionName(r.to_section),
  prev_section: sectionName(r.from_section),
  created_at: new Date(r.created_at).toISOString(),
});

const feedSql = (where: SQL, limit = FEED_LIMIT) => sql`
  select a.id, a.user_id, ${fullNameSql('u')} as name, u.image_id, a.comment, a.type,
    (a.is_qc or coalesce(tu.checks_id is not null, false)) as is_qc_task,
    a.from_section, a.to_section, ${optionalNameSql('h')} as holder_name, t.task_no, a.created_at
  from activities a
  join users u on u.id = a.user_id
  left join task_users tu on tu.id = a.task_user_id
  left join tasks t on t.id = tu.task_id
  left join users h on h.id = tu.user_id
  where ${where}
  order by a.created_at desc, a.id desc
  limit ${limit}`;

/**
 * The panel's feed, newest first: the assignment's activities together with its QC pair's (a work
 * row's checks, or the work a QC row checks), so worker and checker read one conversation.
 */
// Read by every opening of a task panel: built once (keptQuery), and each connection plans it once
// (its plan follows the assignment's id only). A QC pair shares its task: the task index finds the
// other side.
const feedOfAssignment = keptQuery<FeedRow, { taskUserId: number }>(
  'assignment_feed',
  feedSql(sql`a.task_user_id in (
    select x.id from task_users s join task_users x on x.task_id = s.task_id
    where s.id = ${sql.placeholder('taskUserId')} and (x.id = s.id or x.checks_id = s.id or x.id = s.checks_id))`),
);

export async function assignmentFeed(db: Executor, taskUserId: number): Promise<ActivityEntry[]> {
  const rows = await feedOfAssignment(db, { taskUserId });
  return rows.map(presentActivity);
}

/** One activity by id (the answer of a comment just written). */
export async function activityById(db: Executor, activityId: number): Promise<ActivityEntry> {
  const [row] = await queryRows<FeedRow>(db, feedSql(sql`a.id = ${activityId}`));
  return presentActivity(row!);
}

/** POST tasks/singleToday: the user's activities since midnight in the company's time zone. */
export async function todayFeed(
  db: Executor,
  userId: number,
  today: string,
  timeZone: string,
): Promise<ActivityEntry[]> {
  const rows = await queryRows<FeedRow>(
    db,
    feedSql(
      sql`a.user_id = ${userId} and a.created_at >= (${today}::date::timestamp at time zone ${timeZone})`,
    ),
  );
  return rows.map(presentActivity);
}

/** Activities on any assignment of the job's tasks (through the task_user index). */
const onJob = (jobId: number) =>
  sql`a.task_user_id = any(select x.id from task_users x join tasks y on y.id = x.task_id where y.job_id = ${jobId})`;

/**
 * Every activity on a job's assignments, newest first, at most `limit`, each with its task's number
 * (Jobs In Detail's timeline), worded as the panel words them.
 */
export async function jobFeed(
  db: Executor,
  jobId: number,
  limit: number,
): Promise<(ActivityEntry & { task_no: string | null })[]> {
  const rows = await queryRows<FeedRow>(db, feedSql(onJob(jobId), limit));
  return rows.map((r) => ({ ...presentActivity(r), task_no: r.task_no }));
}

/** How many activities the job's feed holds in all (when `jobFeed` kept only the newest). */
export async function jobFeedCount(db: Executor, jobId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from activities a where ${onJob(jobId)}`,
  );
  return row!.n;
}
