import { allocatedMinutes } from '@jobline/shared';
import type { Tx } from '../../db/client';
import { refusal } from '../../errors';
import type { LockedAssignment } from './assignmentLock';
import { startRefusal } from './moveRules';
import { anotherOngoing, findOngoing, holdOngoing, type OngoingTask } from './ongoingHolder';
import { spentOn } from './workTimeline';

/**
 * What starting work needs before the one-ongoing rule: a plan date, and an authorization once the
 * time spent on this assignment reached the task's most-likely estimate. A QC check has neither:
 * it is planned by the work reaching QC and is not measured against the work's estimate.
 */
export async function assertMayStart(tx: Tx, a: LockedAssignment, now: Date): Promise<void> {
  if (a.isQc) return;
  const estimateMinutes = allocatedMinutes(a.task.mostLikely);
  const measured = estimateMinutes > 0 && !a.authorized;
  const spentMinutes = measured ? ((await spentOn(tx, [a.id], now)).get(a.id)?.minutes ?? 0) : 0;
  const refused = startRefusal({
    planDate: a.planDate,
    estimateMinutes,
    spentMinutes,
    authorized: a.authorized,
  });
  if (refused) throw refusal(refused.status, refused.message);
}

/**
 * One ongoing task per employee: when the holder has another, it goes on Hold first (POST
 * activity/change, the answer to status 1), or the start is refused with status 1 naming it.
 */
export async function makeRoomToStart(
  tx: Tx,
  a: Pick<LockedAssignment, 'id' | 'userId'>,
  options: { holdCurrent: boolean; actorId: number; now: Date },
): Promise<OngoingTask | null> {
  const ongoing = await findOngoing(tx, a.userId, a.id, true);
  if (!ongoing) return null;
  if (!options.holdCurrent) throw anotherOngoing(ongoing);
  await holdOngoing(tx, ongoing, options.actorId, options.now);
  return ongoing;
}
