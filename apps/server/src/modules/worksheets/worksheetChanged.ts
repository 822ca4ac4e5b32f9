import { NotificationType, RealtimeEventType } from '@jobline/shared';
import type { Executor, Tx } from '../../db/client';
import { audienceFacts } from '../../realtime/audienceFacts';
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
 * An employee's worksheet or its corrections changed (on commit): it goes to the employee, whoever
 * may read their worksheet (who watches their day) and whoever reviews their corrections, whose
 * review lists and month locks refresh.
 */
export async function publishWorksheetChanged(
  tx: Executor,
  bus: EventBus,
  userId: number,
  data: Record<string, unknown>,
) {
  const { employee } = await audienceFacts(tx, { employeeId: userId });
  await bus.publish(tx, {
    type: RealtimeEventType.WORKSHEET_CHANGED,
    employee,
    reviewers: 'corrections',
    data: { user_id: userId, ...data },
  });
}

/**
 * After a worksheet changes (a correction decided, a month locked, a day uploaded): the owner is told
 * when someone else did it, and the worksheets that show it refresh once the transaction commits.
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
  await publishWorksheetChanged(tx, bus, change.userId, change.data);
}
