import { eq } from 'drizzle-orm';
import { boardNoticeTitles, ActivityType, Msg, NotificationType } from '@jobline/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fullNameSql } from '../../db/sqlText';
import { fieldError, forbidden, INVALID_SECTION_STATUS, refusal } from '../../errors';
import { audit } from '../admin/auditLog';
import type { BoardContext } from './boardContext';
import { addNotifications } from '../notifications/notificationCreator';
import type { Assigner } from '../taskAssign/assignPolicy';
import { activityById } from './activityFeed';
import { viewableAssignment } from './boardAccess';
import { publishBoardChanged } from './boardEvents';
import { openBoardTask, panelRights } from './taskPanelQuery';
import { recordActivity } from './workTimeline';

const M = Msg.boards;

/**
 * POST activity/comment/add: the holder's plain comment is a comment
 * (17), the holder of an ongoing task may comment as a task (4 done), and anyone else allowed to
 * comment writes 'from someone else' (5), which notifies the holder. Locked and never-started
 * tasks take no comments (O-23).
 */
export async function addComment(
  db: Db,
  ctx: BoardContext,
  viewer: Assigner,
  body: { task_user_id: number; comment: string; isCommentAsATask: boolean },
) {
  return db.transaction(async (tx) => {
    const view = await viewableAssignment(tx, viewer, body.task_user_id, true);
    const task = await openBoardTask(tx, view.id, ctx.now);
    const rights = panelRights(viewer, view, task);
    if (!rights.can_comment) {
      if (task.locked || task.fresh_task) throw refusal(INVALID_SECTION_STATUS, M.commentsClosed);
      throw forbidden(M.notYourBoard);
    }
    if (body.isCommentAsATask && !rights.can_comment_as_task) {
      throw fieldError('isCommentAsATask', M.commentAsTaskNotAllowed);
    }
    const type = body.isCommentAsATask
      ? ActivityType.DONE
      : view.isHolder
        ? ActivityType.COMMENT
        : ActivityType.FROM_SOMEONE_ELSE;
    const isQc = view.checks_id !== null;
    const activityId = await recordActivity(
      tx,
      { userId: ctx.userId, type, taskUserId: view.id, jobId: view.job_id, comment: body.comment, isQc },
      ctx.now,
    );
    if (type === ActivityType.FROM_SOMEONE_ELSE) {
      const [me] = await tx
        .select({ name: fullNameSql(users) })
        .from(users)
        .where(eq(users.id, ctx.userId));
      await addNotifications(tx, ctx.bus, [
        {
          userId: view.user_id,
          type: NotificationType.COMMENT,
          title: boardNoticeTitles.commented(me!.name, view.task_no, view.job_no),
          jobId: view.job_id,
          jobUserId: view.job_user_id,
          taskUserId: view.id,
          assignedById: ctx.userId,
        },
      ]);
    }
    await audit(tx, ctx.actor, {
      action: 'task.comment',
      entity: 'task_user',
      entityId: view.id,
      after: { activity_id: activityId, comment_type: type, comment: body.comment },
    });
    await publishBoardChanged(tx, ctx.bus, {
      jobId: view.job_id,
      jobUserIds: [view.job_user_id],
      taskUserIds: [view.id],
      userId: view.user_id,
    });
    return { comment: await activityById(tx, activityId), comment_type: type };
  });
}
