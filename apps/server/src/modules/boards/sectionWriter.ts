import { eq, sql } from 'drizzle-orm';
import { TaskSection, WorkState, type ActivityType } from '@jobline/shared';
import type { Tx } from '../../db/client';
import { taskUsers } from '../../db/schema';
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

/**
 * Moves one assignment to another section at `now` and writes what that means: the attempt and
 * start/finish stamps on the row, the move in the activity log, and the holder's time (entering
 * Ongoing starts it, leaving Ongoing stops it). Runs in the caller's transaction, rows locked.
 */
export async function changeSection(tx: Tx, change: SectionChange, now: Date): Promise<void> {
  const { row, to } = change;
  const from = row.section;
  const at = now.toISOString();
  await tx
    .update(taskUsers)
    .set({
      section: to,
      attempts:
        to === TaskSection.ONGOING && countsAsAttempt(from) ? sql`${taskUsers.attempts} + 1` : undefined,
      startedAt:
        to === TaskSection.ONGOING ? sql`coalesce(${taskUsers.startedAt}, ${at}::timestamptz)` : undefined,
      finishedAt: FINISHING.includes(to) ? now : FINISHING.includes(from) ? null : undefined,
      updatedAt: now,
    })
    .where(eq(taskUsers.id, row.id));
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
