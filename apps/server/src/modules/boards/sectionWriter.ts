import { sql } from 'drizzle-orm';
import { TaskSection, WorkState, type ActivityType } from '@jobline/shared';
import { keptQuery, type Tx } from '../../db/client';
import type { AssignmentRow } from './assignmentLock';
import { countsAsAttempt } from './moveRules';
import { latestWork, recordMove, startWork, stopWork } from './workTimeline';

/** Sections that finish an assignment: the work's Finished, the check's Pass. */
const FINISHING: readonly number[] = [TaskSection.FINISHED, TaskSection.PASS];

export interface SectionChange {
  row: Pick<AssignmentRow, 'id' | 'userId' | 'section' | 'checksId'>;
  jobId: number;
  to: number;
  /** Who made the move: the holder, the checker giving a verdict, an authority forcing a finish. */
  actorId: number;
  /** A move is MOVE; a QC verdict is BUG (send back) or DONE (pass). */
  type?: ActivityType;
  comment?: string | null;
  /**
   * The caller writes what the holder does next in this same transaction (another task, a hold,
   * the day's end), so leaving Ongoing writes no idle row in between.
   */
  nextStateFollows?: boolean;
}

// Every move writes it: built once (keptQuery); the flags say which stamps change.
const sectionUpdate = keptQuery<
  never,
  { id: number; to: number; attempt: boolean; start: boolean; finish: boolean; reopen: boolean; at: string }
>(
  'section_update',
  sql`update task_users set section = ${sql.placeholder('to')}::int,
    attempts = case when ${sql.placeholder('attempt')}::boolean then attempts + 1 else attempts end,
    started_at = case when ${sql.placeholder('start')}::boolean
      then coalesce(started_at, ${sql.placeholder('at')}::timestamptz) else started_at end,
    finished_at = case when ${sql.placeholder('finish')}::boolean then ${sql.placeholder('at')}::timestamptz
      when ${sql.placeholder('reopen')}::boolean then null else finished_at end,
    updated_at = ${sql.placeholder('at')}::timestamptz
  where id = ${sql.placeholder('id')}`,
);

/**
 * Moves one assignment to another section at `now` and writes what that means: the attempt and
 * start/finish stamps on the row, the move in the activity log, and the holder's time (entering
 * Ongoing starts it, leaving Ongoing stops it). Runs in the caller's transaction, rows locked.
 */
export async function changeSection(tx: Tx, change: SectionChange, now: Date): Promise<void> {
  const { row, to } = change;
  const from = row.section;
  const at = now.toISOString();
  await sectionUpdate(tx, {
    id: row.id,
    to,
    attempt: to === TaskSection.ONGOING && countsAsAttempt(from),
    start: to === TaskSection.ONGOING,
    finish: FINISHING.includes(to),
    reopen: !FINISHING.includes(to) && FINISHING.includes(from),
    at,
  });
  await recordMove(
    tx,
    {
      taskUserId: row.id,
      jobId: change.jobId,
      userId: change.actorId,
      from,
      to,
      isQc: row.checksId !== null,
      comment: change.comment ?? null,
      type: change.type,
    },
    now,
  );
  if (to === TaskSection.ONGOING) {
    await startWork(tx, row.userId, row.id, now);
  } else if (from === TaskSection.ONGOING && !change.nextStateFollows) {
    // Only the interval running on this task ends; a hold or a day already ended stays as it is.
    const latest = await latestWork(tx, row.userId);
    if (latest?.state === WorkState.WORKING && latest.task_user_id === row.id) {
      await stopWork(tx, row.userId, now);
    }
  }
}
