import { boardNoticeTitles, ActivityType, Msg, NotificationType, TaskSection } from '@jobline/shared';
import type { Tx } from '../../db/client';
import { addNotifications } from '../notifications/notificationCreator';
import type { AssignmentRow, LockedAssignment } from './assignmentLock';
import type { BoardContext } from './boardContext';
import { completeHoldIfDone } from './jobFinisher';
import { changeSection } from './sectionWriter';

/**
 * A checker's verdict on work in QC, after the guard: send back (7) returns the work to its
 * holder's Picked column with a 'Bug' entry carrying what to fix and a notification (type 7); pass
 * (8) finishes the work ('Task Passed'), which may finish the hold. Answers the hold's new finished
 * status when the pass finished it.
 */
export async function judgeCheck(
  tx: Tx,
  ctx: BoardContext,
  check: LockedAssignment,
  work: AssignmentRow,
  verdict: { to: number; message: string | null },
): Promise<number | null> {
  const base = { jobId: check.job.id, actorId: check.userId };
  await changeSection(tx, { ...base, row: check, to: verdict.to }, ctx.now);
  if (verdict.to === TaskSection.SEND_BACK_TO_FIX) {
    const message = verdict.message ?? '';
    await changeSection(
      tx,
      { ...base, row: work, to: TaskSection.PICKED, type: ActivityType.BUG, comment: message },
      ctx.now,
    );
    await addNotifications(tx, ctx.bus, [
      {
        userId: work.userId,
        type: NotificationType.SENT_BACK,
        title: boardNoticeTitles.sentBack(check.job.jobNo, check.task.no, message),
        jobId: check.job.id,
        jobUserId: work.jobUserId,
        taskUserId: work.id,
        assignedById: check.userId,
      },
    ]);
    return null;
  }
  await changeSection(
    tx,
    { ...base, row: work, to: TaskSection.FINISHED, type: ActivityType.DONE, comment: Msg.boards.qcPassed },
    ctx.now,
  );
  return completeHoldIfDone(tx, ctx, work.jobUserId);
}
