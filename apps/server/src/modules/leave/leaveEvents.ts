import { RealtimeEventType } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { audienceFacts } from '../../realtime/audienceFacts';
import type { EventBus } from '../../realtime/bus';

/**
 * An employee's leave or allowance changed (on commit): their leave screens, the reviewers' lists,
 * calendars and balances, and the plans that show their leave refresh. It goes to the employee,
 * whoever watches their day and whoever may read their leave or balance.
 */
export async function publishLeaveChanged(
  tx: Executor,
  bus: EventBus,
  userId: number,
  data: { id?: number; change: string },
) {
  const { employee } = await audienceFacts(tx, { employeeId: userId });
  await bus.publish(tx, {
    type: RealtimeEventType.LEAVE_CHANGED,
    employee,
    reviewers: 'leave',
    data: { ...data, user_id: userId },
  });
}
