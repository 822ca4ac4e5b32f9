import { sql, type SQL } from 'drizzle-orm';
import { ActivityType, WorkState } from '@jobline/shared';
import { keptQuery, type Executor, type Tx } from '../../db/client';
import { constantSql, keptParamSql } from '../../db/sqlText';

/**
 * The two append-only logs every board change writes (design.md §4b), in the caller's transaction:
 * `activities` says what happened (the feed, notifications, audit), `work_log` says what the
 * employee does from this instant on (all time is computed from it). Nothing here updates a row.
 */

export interface MoveRecord {
  taskUserId: number;
  jobId: number;
  /** Who made the move (the holder, or an authority for a force finish). */
  userId: number;
  from: number;
  to: number;
  isQc: boolean;
  comment?: string | null;
  /** A move is ActivityType.MOVE; a QC verdict is BUG (send back) or DONE (pass). */
  type?: ActivityType;
}

// Every board change appends to both logs: the statements are built once (keptQuery).
const activityRow = keptQuery<
  { id: number | string },
  {
    taskUserId: number | null;
    jobId: number | null;
    userId: number;
    type: number;
    from: number | null;
    to: number | null;
    comment: string | null;
    isQc: boolean;
    at: Date;
  }
>(
  'activity_insert',
  sql`insert into activities (task_user_id, job_id, user_id, type, from_section, to_section, comment, is_qc,
        created_at)
      values (${sql.placeholder('taskUserId')}::int, ${sql.placeholder('jobId')}::int,
        ${sql.placeholder('userId')}::int, ${sql.placeholder('type')}::smallint,
        ${sql.placeholder('from')}::smallint, ${sql.placeholder('to')}::smallint, ${sql.placeholder('comment')}::text,
        ${sql.placeholder('isQc')}::boolean, ${sql.placeholder('at')}::timestamptz)
      returning id`,
);

const workRow = keptQuery<
  never,
  { userId: number; at: Date; state: number; taskUserId: number | null; holdType: number | null }
>(
  'work_log_insert',
  sql`insert into work_log (user_id, at, state, task_user_id, hold_type)
      values (${sql.placeholder('userId')}::int, ${sql.placeholder('at')}::timestamptz,
        ${sql.placeholder('state')}::smallint, ${sql.placeholder('taskUserId')}::int,
        ${sql.placeholder('holdType')}::smallint)`,
);

/** Appends one activity row for a move ('moved this task from X to Y'). */
export async function recordMove(tx: Tx, move: MoveRecord, at: Date) {
  const [row] = await activityRow(tx, {
    taskUserId: move.taskUserId,
    jobId: move.jobId,
    userId: move.userId,
    type: move.type ?? ActivityType.MOVE,
    from: move.from,
    to: move.to,
    comment: move.comment ?? null,
    isQc: move.isQc,
    at,
  });
  return Number(row!.id);
}

export interface ActivityRecord {
  userId: number;
  type: ActivityType;
  taskUserId?: number | null;
  jobId?: number | null;
  comment?: string | null;
  isQc?: boolean;
}

/** Appends one activity row that is not a move: a comment, a hold, a restore, a session end. */
export async function recordActivity(tx: Tx, entry: ActivityRecord, at: Date) {
  const [row] = await activityRow(tx, {
    taskUserId: entry.taskUserId ?? null,
    jobId: entry.jobId ?? null,
    userId: entry.userId,
    type: entry.type,
    from: null,
    to: null,
    comment: entry.comment ?? null,
    isQc: entry.isQc ?? false,
    at,
  });
  return Number(row!.id);
}

/** From `at` the employee works on this assignment. */
export const startWork = (tx: Tx, userId: number, taskUserId: number, at: Date) =>
  workRow(tx, { userId, at, state: WorkState.WORKING, taskUserId, holdType: null });

/** From `at` the employee is at work on no task (unallocated time). */
export const stopWork = (tx: Tx, userId: number, at: Date) =>
  workRow(tx, { userId, at, state: WorkState.IDLE, taskUserId: null, holdType: null });

/** From `at` the employee is on a hold of this stored type (meeting, lunch…). */
export const holdWork = (tx: Tx, userId: number, holdType: ActivityType, at: Date) =>
  workRow(tx, { userId, at, state: WorkState.HOLD, taskUserId: null, holdType });

/** From `at` the employee's working day is over (session end, day off). */
export const endDay = (tx: Tx, userId: number, at: Date, holdType: ActivityType | null = null) =>
  workRow(tx, { userId, at, state: WorkState.OFF, taskUserId: null, holdType });

export interface LatestWork {
  state: number;
  task_user_id: number | null;
  hold_type: number | null;
  at: Date;
}

// Read by every move, hold and day end: built once (keptQuery).
const latestWorkRow = keptQuery<
  { state: number; task_user_id: number | null; hold_type: number | null; at: string | Date },
  { userId: number }
>(
  'latest_work',
  sql`select state, task_user_id, hold_type, at from work_log
      where user_id = ${sql.placeholder('userId')} and superseded_at is null
      order by at desc, id desc limit 1`,
);

/** The employee's current state: their latest work_log row that is not superseded. */
export async function latestWork(db: Executor, userId: number): Promise<LatestWork | null> {
  const [row] = await latestWorkRow(db, { userId });
  return row ? { ...row, at: new Date(row.at) } : null;
}

export interface AssignmentSpent {
  /** Whole minutes worked on the assignment up to `now`. */
  minutes: number;
  /** The same in whole seconds, and the part of it in the interval still running. */
  seconds: number;
  openSeconds: number;
  /** The holder works on it right now (the last interval is open). */
  running: boolean;
}

/**
 * The time worked on the assignments `which` picks (a condition on `w`): the sum of their working
 * intervals, each from a work_log row to the same employee's next row (or `at`), the part still
 * open, and whether one is. Each interval's end is found through the (user_id, at) index from the
 * interval's start (`x.at >= w.at` is what lets the index skip the employee's earlier history), so
 * the cost does not grow with how long they have worked here. Read by spentOn for many assignments
 * and by the board's cards one assignment per card.
 */
export const spentSql = (which: SQL, at: SQL) =>
  sql`coalesce(sum(greatest(0, extract(epoch from (coalesce(n.at, ${at}) - w.at)))), 0) as seconds,
        coalesce(sum(greatest(0, extract(epoch from (${at} - w.at)))) filter (where n.at is null), 0)
          as open_seconds,
        coalesce(bool_or(n.at is null), false) as running
      from work_log w
      left join lateral (
        select x.at from work_log x
        where x.user_id = w.user_id and x.at >= w.at and x.superseded_at is null
          and (x.at > w.at or x.id > w.id)
        order by x.at, x.id limit 1
      ) n on true
      where ${which} and w.state = ${constantSql(WorkState.WORKING)} and w.superseded_at is null`;

/** spentOn's query, built once. */
const spentRows = keptQuery<
  { task_user_id: number; seconds: string | number; open_seconds: string | number; running: boolean },
  { ids: number[]; at: string }
>(
  'spent_on',
  sql`select w.task_user_id, ${spentSql(
    sql`w.task_user_id = any(${keptParamSql('ids', 'int[]')})`,
    sql`${sql.placeholder('at')}::timestamptz`,
  )}
      group by w.task_user_id`,
);

/** Whole seconds and minutes of a spent-time row's seconds. */
export function spentOfRow(row: {
  seconds: string | number;
  open_seconds: string | number;
  running: boolean;
}) {
  const seconds = Math.floor(Number(row.seconds));
  return {
    minutes: Math.floor(seconds / 60),
    seconds,
    openSeconds: Math.floor(Number(row.open_seconds)),
    running: row.running,
  };
}

/** Minutes worked on each assignment up to `now`, in one query (spentSql). */
export async function spentOn(
  db: Executor,
  taskUserIds: readonly number[],
  now: Date,
): Promise<Map<number, AssignmentSpent>> {
  const spent = new Map<number, AssignmentSpent>();
  if (!taskUserIds.length) return spent;
  const rows = await spentRows(db, { ids: [...taskUserIds], at: now.toISOString() });
  for (const row of rows) spent.set(row.task_user_id, spentOfRow(row));
  return spent;
}
