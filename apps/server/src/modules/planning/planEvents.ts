import { RealtimeEventType } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { audienceFacts } from '../../realtime/audienceFacts';
import type { EventBus } from '../../realtime/bus';

/**
 * Tells every open view of this employee's plan to read it again (on commit): those who watch the
 * employee's day, their plan's readers among them. Only the employee's id travels; each viewer's
 * next read is checked against the planning policy.
 */
export async function publishPlanChanged(db: Executor, bus: EventBus, userId: number) {
  const { employee } = await audienceFacts(db, { employeeId: userId });
  await bus.publish(db, { type: RealtimeEventType.PLAN_CHANGED, employee, data: { user_id: userId } });
}
