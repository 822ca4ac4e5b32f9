import {
  HOLD_ACTIVITY,
  holdOutcome,
  HoldRequestType,
  type HoldRequestType as HoldType,
} from '@jobline/shared';
import type { Db } from '../../db/client';
import { audit } from '../admin/auditLog';
import { lockEmployee } from './assignmentLock';
import type { BoardContext } from './boardContext';
import { publishBoardChanged } from './boardEvents';
import { findOngoing, holdOngoing } from './ongoingHolder';
import { endDay, holdWork, recordActivity } from './workTimeline';

export interface HoldOutcome {
  message: string;
  held_task_user_id: number | null;
  logout: boolean;
}

/** Day Off always signs out; Break only when the company says so (O-16). */
export const holdLogsOut = (type: HoldType, breakLogsOut: boolean) =>
  type === HoldRequestType.DAY_OFF || (type === HoldRequestType.BREAK && breakLogsOut);

/**
 * POST tasks/change/dashboard (R-018..R-023): the employee goes on a hold from the profile menu.
 * Their ongoing task, if any, moves to Hold; the hold is logged with its stored type (O-02) and the
 * remark; from now the employee is on that hold, or off for a Day Off.
 */
export async function changeHold(
  db: Db,
  ctx: BoardContext,
  body: { type: number; comment?: string | null },
  options: { breakLogsOut: boolean },
): Promise<HoldOutcome> {
  // holdRequest admits only the seven menu types.
  const type = body.type as HoldType;
  return db.transaction(async (tx) => {
    await lockEmployee(tx, ctx.userId);
    const ongoing = await findOngoing(tx, ctx.userId, null, true);
    if (ongoing) await holdOngoing(tx, ongoing, ctx.userId, ctx.now);
    const stored = HOLD_ACTIVITY[type];
    const comment = body.comment ? body.comment : null;
    await recordActivity(
      tx,
      {
        userId: ctx.userId,
        type: stored,
        taskUserId: ongoing?.id ?? null,
        jobId: ongoing?.jobId ?? null,
        comment,
      },
      ctx.now,
    );
    if (type === HoldRequestType.DAY_OFF) await endDay(tx, ctx.userId, ctx.now, stored);
    else await holdWork(tx, ctx.userId, stored, ctx.now);
    await audit(tx, ctx.actor, {
      action: 'hold.change',
      entity: 'user',
      entityId: ctx.userId,
      after: { type, activity_type: stored, comment, held_task_user_id: ongoing?.id ?? null },
    });
    await publishBoardChanged(tx, ctx.bus, {
      jobId: ongoing?.jobId ?? null,
      jobUserIds: [ongoing?.jobUserId],
      taskUserIds: [ongoing?.id],
      userId: ctx.userId,
    });
    return {
      message: holdOutcome(type, ongoing !== null),
      held_task_user_id: ongoing?.id ?? null,
      logout: holdLogsOut(type, options.breakLogsOut),
    };
  });
}
