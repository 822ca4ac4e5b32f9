import { NotificationType, RealtimeEventType } from '@jobline/shared';
import type { Tx } from '../../db/client';
import type { EventBus } from '../../realtime/bus';
import { addNotifications } from '../notifications/notificationCreator';

interface Change {
  /** Whose worksheet changed. */
  userId: number;
  /** What changed, for the screens that refresh (day, month, preset, kind of change). */
  data: Record<string, unknown>;
  /** When set, the owner is told with this title by `by`. */
  notice?: { title: string; by: number };
}

/**
 * After a worksheet changes (a correction decided, a month locked, a day uploaded): the owner is told
 * when someone else did it, and every open worksheet refreshes once the transaction commits.
 */
export async function worksheetChanged(tx: Tx, bus: EventBus, change: Change) {
  if (change.notice) {
    await addNotifications(tx, bus, [
      {
        userId: change.userId,
        type: NotificationType.WORKSHEET_PRESET,
        title: change.notice.title,
        assignedById: change.notice.by,
      },
    ]);
  }
  await bus.publish(tx, {
    type: RealtimeEventType.WORKSHEET_CHANGED,
    all: true,
    data: { user_id: change.userId, ...change.data },
  });
}
