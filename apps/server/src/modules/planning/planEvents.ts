import { RealtimeEventType } from '@jobline/shared';
import type { Executor } from '../../db/client';
import type { EventBus } from '../../realtime/bus';

/**
 * Tells every open view of this employee's plan to read it again (on commit). Only the employee's id
 * travels; each viewer's next read is checked against the planning policy.
 */
export const publishPlanChanged = (db: Executor, bus: EventBus, userId: number) =>
  bus.publish(db, { type: RealtimeEventType.PLAN_CHANGED, all: true, data: { user_id: userId } });
