import { sql } from 'drizzle-orm';
import { MoveRefusal, Msg, TaskSection } from '@jobline/shared';
import { isUniqueViolation, keptQuery, type Executor, type Tx } from '../../db/client';
import { constantSql } from '../../db/sqlText';
import { AppError } from '../../errors';
import { changeSection } from './sectionWriter';

/** The partial unique index that keeps one ongoing task per employee (migration 0002). */
export const ONE_ONGOING_KEY = 'task_users_one_ongoing_key';

/** An employee's ongoing assignment, as the status-1 answer names it. */
export interface OngoingTask {
  id: number;
  userId: number;
  section: number;
  checksId: number | null;
  jobId: number;
  jobUserId: number;
  taskNo: string;
  taskName: string;
  jobNo: string;
}

interface OngoingRow {
  id: number;
  user_id: number;
  section: number;
  checks_id: number | null;
  job_user_id: number;
  job_id: number;
  task_no: string;
  task_name: string;
  job_no: string;
}

const ongoingSql = (lock: boolean) => sql`
  select tu.id, tu.user_id, tu.section, tu.checks_id, tu.job_user_id, t.job_id, t.task_no, t.name as task_name,
    j.job_no
  from task_users tu
  join tasks t on t.id = tu.task_id
  join jobs j on j.id = t.job_id
  where tu.user_id = ${sql.placeholder('userId')} and tu.section = ${constantSql(TaskSection.ONGOING)} and tu.closed_at is null
    and (${sql.placeholder('exceptId')}::int is null or tu.id <> ${sql.placeholder('exceptId')}::int)
  order by tu.id
  ${lock ? sql`for no key update of tu` : sql``}`;

// Read by every start, hold and day's end: built once (keptQuery).
type OngoingValues = { userId: number; exceptId: number | null };
const ongoingOf = keptQuery<OngoingRow, OngoingValues>('ongoing_of', ongoingSql(false));
const ongoingLocked = keptQuery<OngoingRow, OngoingValues>('ongoing_locked', ongoingSql(true));

/** The employee's ongoing assignment other than `exceptId`, locked inside a transaction. */
export async function findOngoing(
  db: Executor,
  userId: number,
  exceptId: number | null = null,
  lock = false,
): Promise<OngoingTask | null> {
  const [row] = await (lock ? ongoingLocked : ongoingOf)(db, { userId, exceptId });
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    section: row.section,
    checksId: row.checks_id,
    jobId: row.job_id,
    jobUserId: row.job_user_id,
    taskNo: row.task_no,
    taskName: row.task_name,
    jobNo: row.job_no,
  };
}

/** 409 status 1, naming the ongoing task so the question can say which one goes on hold. */
export function anotherOngoing(ongoing: OngoingTask | null): AppError {
  return new AppError(409, {
    status: MoveRefusal.ANOTHER_ONGOING,
    message: Msg.boards.anotherOngoing,
    ...(ongoing && {
      ongoing: {
        task_user_id: ongoing.id,
        task_no: ongoing.taskNo,
        job_no: ongoing.jobNo,
        task_name: ongoing.taskName,
      },
    }),
  });
}

/**
 * Moves the ongoing task to Hold; the caller then writes what the employee does next in the same
 * transaction (another task, a hold such as lunch, the day's end).
 */
export async function holdOngoing(tx: Tx, ongoing: OngoingTask, actorId: number, now: Date): Promise<void> {
  await changeSection(
    tx,
    { row: ongoing, jobId: ongoing.jobId, to: TaskSection.HOLD, actorId, nextStateFollows: true },
    now,
  );
}

/**
 * Runs a change that may start a task; when the database's one-ongoing index refuses it (a start
 * that raced past the checks), answers status 1 like the check would, never a 500.
 */
export async function guardOneOngoing<T>(db: Executor, userId: () => number | null, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    const holder = userId();
    if (holder !== null && isUniqueViolation(err, ONE_ONGOING_KEY)) {
      throw anotherOngoing(await findOngoing(db, holder));
    }
    throw err;
  }
}
