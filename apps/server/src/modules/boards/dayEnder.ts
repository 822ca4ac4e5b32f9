import { ActivityType, Msg, WorkState } from '@jobline/shared';
import type { Db, Tx } from '../../db/client';
import { fieldError } from '../../errors';
import { audit } from '../admin/auditLog';
import { lockEmployee } from './assignmentLock';
import type { BoardContext } from './boardContext';
import { publishBoardChanged } from './boardEvents';
import { findOngoing, holdOngoing } from './ongoingHolder';
import { endDay, latestWork, recordActivity } from './workTimeline';

/**
 * POST tasks/change/dashboard/session_end: the employee's working day ends. The ongoing
 * task goes on Hold (it is restored by a move tomorrow) and from now they are off. A day already
 * ended (or never begun) answers 400.
 */
export async function endWorkingDay(db: Db, ctx: BoardContext): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    await lockEmployee(tx, ctx.userId);
    await endDayLocked(tx, ctx);
    return { message: Msg.boards.sessionEnded };
  });
}

/**
 * The day's end inside the caller's transaction, with the employee already locked: `ctx.userId` is
 * whose day ends (at `ctx.now`), `ctx.actor` who ended it (themself, or a manager closing a timer).
 */
export async function endDayLocked(tx: Tx, ctx: BoardContext): Promise<void> {
  const ongoing = await findOngoing(tx, ctx.userId, null, true);
  const latest = await latestWork(tx, ctx.userId);
  if (!ongoing && (!latest || latest.state === WorkState.OFF)) {
    throw fieldError('body', Msg.boards.alreadyOff);
  }
  if (ongoing) await holdOngoing(tx, ongoing, ctx.userId, ctx.now);
  await recordActivity(
    tx,
    {
      userId: ctx.userId,
      type: ActivityType.SESSION_END,
      taskUserId: ongoing?.id ?? null,
      jobId: ongoing?.jobId ?? null,
    },
    ctx.now,
  );
  await endDay(tx, ctx.userId, ctx.now);
  await audit(tx, ctx.actor, {
    action: 'day.end',
    entity: 'user',
    entityId: ctx.userId,
    after: { held_task_user_id: ongoing?.id ?? null, at: ctx.now.toISOString() },
  });
  await publishBoardChanged(tx, ctx.bus, {
    jobId: ongoing?.jobId ?? null,
    jobUserIds: [ongoing?.jobUserId],
    taskUserIds: [ongoing?.id],
    userId: ctx.userId,
  });
}
