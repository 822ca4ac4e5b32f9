import { businessEndAfter, Msg, WorkState } from '@jobline/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { audit } from '../admin/auditLog';
import { lockEmployee } from '../boards/assignmentLock';
import type { BoardContext } from '../boards/boardContext';
import { endDayLocked } from '../boards/dayEnder';
import { latestWork } from '../boards/workTimeline';
import type { FloorSettings } from './floorSettings';

/**
 * POST floor/end_day: a timer left running after hours is closed at the end of the business day it
 * ran into, as if the employee had ended their day then: the task goes on Hold and the log says
 * "off" from that instant, so the night is not counted. Checked again under the employee's lock; a
 * day that is not running past its end answers 409.
 */
export async function endTimerAtClose(
  db: Db,
  ctx: BoardContext,
  employeeId: number,
  settings: FloorSettings,
): Promise<{ message: string; end_at: string }> {
  return db.transaction(async (tx) => {
    await lockEmployee(tx, employeeId);
    const latest = await latestWork(tx, employeeId);
    const end =
      latest?.state === WorkState.WORKING
        ? businessEndAfter(latest.at, settings.timeZone, settings.hours)
        : null;
    if (!end || end > ctx.now) throw new AppError(409, { status: 7, message: Msg.floor.nothingToEnd });
    await endDayLocked(tx, { ...ctx, userId: employeeId, now: end });
    await audit(tx, ctx.actor, {
      action: 'floor.day_end',
      entity: 'user',
      entityId: employeeId,
      before: { working_since: latest!.at.toISOString() },
      after: { ended_at: end.toISOString() },
    });
    return { message: Msg.floor.dayClosed, end_at: end.toISOString() };
  });
}
