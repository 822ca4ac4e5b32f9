import { ActivityType, boardNoticeTitles, NotificationType, TaskSection } from '@jobline/shared';
import type { Tx } from '../../db/client';
import { addNotifications } from '../notifications/notificationCreator';
import type { LockedAssignment } from './assignmentLock';
import type { BoardContext } from './boardContext';
import { completeHoldIfDone } from './jobFinisher';
import { changeSection } from './sectionWriter';

export interface FinishedWork {
  /** Where the work went: QC (5) when it has a check, else Finished (6). */
  section: number;
  /** The hold's new finished status when this was its last task (5 awaiting, 10 accepted). */
  holdStatus: number | null;
}

/**
 * Finishes a work assignment (a drag to Finished, a force finish, the quick job's Finished). With
 * an open QC check the work goes to QC instead and the check to the checker's QC column, with a
 * notification (type 2); a check sent back or passed before comes back for the new round.
 * Without one the work is finished, which may finish the hold (jobFinisher).
 */
export async function finishWork(
  tx: Tx,
  ctx: BoardContext,
  a: LockedAssignment,
  options: { actorId: number; comment?: string | null },
): Promise<FinishedWork> {
  const base = { jobId: a.job.id, actorId: options.actorId };
  const check = a.pair;
  if (check) {
    await changeSection(tx, { ...base, row: a, to: TaskSection.QC, comment: options.comment }, ctx.now);
    if (check.section !== TaskSection.QC) {
      // Nobody moved the check: it opened because the work arrived, and the feed says so.
      const opened = { ...base, row: check, to: TaskSection.QC, type: ActivityType.QC_OPENED };
      await changeSection(tx, opened, ctx.now);
    }
    await addNotifications(tx, ctx.bus, [
      {
        userId: check.userId,
        type: NotificationType.QC,
        title: boardNoticeTitles.readyForQc(a.task.no, a.job.jobNo),
        jobId: a.job.id,
        jobUserId: check.jobUserId,
        taskUserId: check.id,
        assignedById: a.userId,
      },
    ]);
    return { section: TaskSection.QC, holdStatus: null };
  }
  await changeSection(tx, { ...base, row: a, to: TaskSection.FINISHED, comment: options.comment }, ctx.now);
  return { section: TaskSection.FINISHED, holdStatus: await completeHoldIfDone(tx, ctx, a.jobUserId) };
}
