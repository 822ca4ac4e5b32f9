import { sql } from 'drizzle-orm';
import { ActivityType, HOLD_ACTIVITY, JobStatus, Msg, TaskSection } from '@jobline/shared';
import { queryRows, type Db, type Tx } from '../../db/client';
import { fieldError } from '../../errors';
import { audit } from '../admin/auditLog';
import { lockAssignment, lockEmployee, type LockedAssignment } from './assignmentLock';
import type { BoardContext } from './boardContext';
import { publishBoardChanged } from './boardEvents';
import { guardOneOngoing } from './ongoingHolder';
import { applyMove } from './taskMover';
import { recordActivity, stopWork } from './workTimeline';
import { anyInt } from '../../db/sqlText';

/** Stored hold types (6 Meeting … 11 Break, 14 Travelling); 12 and 13 are task events, not holds. */
const HOLD_TYPES: readonly number[] = Object.values(HOLD_ACTIVITY);
/** What ends a hold in the log: a restore, or the end of the day. */
const HOLD_ENDS: readonly number[] = [ActivityType.RESTORE, ActivityType.SESSION_END];

/** The employee's hold still in force: their latest hold with no restore or session end after it. */
async function currentHold(tx: Tx, userId: number) {
  const [last] = await queryRows<{ id: number; type: number; task_user_id: number | null }>(
    tx,
    sql`select id, type, task_user_id from activities
        where user_id = ${userId} and type = ${anyInt([...HOLD_TYPES, ...HOLD_ENDS])}
        order by created_at desc, id desc limit 1`,
  );
  return last && HOLD_TYPES.includes(last.type) ? last : null;
}

/**
 * POST tasks/change/dashboard/restore: the hold ends. The task it put on hold comes back
 * to Ongoing when it is still held (the same checks as any start: plan date, authorization, one
 * ongoing task); otherwise the employee is back at work on no task.
 */
export async function restoreHold(
  db: Db,
  ctx: BoardContext,
): Promise<{ message: string; task_user_id: number | null }> {
  return guardOneOngoing(
    db,
    () => ctx.userId,
    () =>
      db.transaction(async (tx) => {
        await lockEmployee(tx, ctx.userId);
        const hold = await currentHold(tx, ctx.userId);
        if (!hold) throw fieldError('body', Msg.boards.nothingToRestore);
        const held = hold.task_user_id === null ? null : await lockAssignment(tx, hold.task_user_id);
        const restorable = held && isStillHeld(held, ctx.userId) ? held : null;
        await recordActivity(
          tx,
          {
            userId: ctx.userId,
            type: ActivityType.RESTORE,
            taskUserId: restorable?.id ?? null,
            jobId: restorable?.job.id ?? null,
          },
          ctx.now,
        );
        if (restorable) {
          await applyMove(tx, ctx, restorable, {
            taskUserId: restorable.id,
            from: TaskSection.HOLD,
            to: TaskSection.ONGOING,
            via: 'move',
          });
        } else {
          await stopWork(tx, ctx.userId, ctx.now);
        }
        await audit(tx, ctx.actor, {
          action: 'hold.restore',
          entity: 'user',
          entityId: ctx.userId,
          after: { hold_activity_id: hold.id, task_user_id: restorable?.id ?? null },
        });
        await publishBoardChanged(tx, ctx.bus, {
          jobId: restorable?.job.id ?? null,
          jobUserIds: [restorable?.jobUserId],
          taskUserIds: [restorable?.id],
          userId: ctx.userId,
        });
        return {
          message: restorable ? Msg.boards.restored : Msg.boards.backAtWork,
          task_user_id: restorable?.id ?? null,
        };
      }),
  );
}

/** The held task is still the employee's, open, on Hold, on a live job. */
const isStillHeld = (a: LockedAssignment, userId: number) =>
  a.userId === userId &&
  a.closedAt === null &&
  a.section === TaskSection.HOLD &&
  !a.job.deleted &&
  a.job.status !== JobStatus.CANCELED;
