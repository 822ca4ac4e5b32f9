import { NotificationStatus, RealtimeEventType, type NotificationType } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import type { EventBus } from '../../realtime/bus';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  jobId?: number | null;
  jobUserId?: number | null;
  taskUserId?: number | null;
  assignedById?: number | null;
  /** Finished-job approval notifications (type 4): 5 awaiting, 10 accepted, 11 rejected. */
  finishedJobStatus?: number | null;
  /** Leave notifications (types 5, 6): 10 approved, 11 rejected. */
  leaveRequestStatus?: number | null;
  /** Leave notifications: the request they are about. */
  leaveRequestId?: number | null;
}

/**
 * Writes notifications inside the caller's transaction and tells each recipient's bell, which
 * hears it only when the transaction commits.
 */
export async function addNotifications(
  tx: Executor,
  bus: EventBus,
  rows: NewNotification[],
): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await tx
    .insert(notifications)
    .values(rows.map((r) => ({ ...r, status: NotificationStatus.UNREAD })))
    .returning({ id: notifications.id });
  // Each recipient hears of their own notifications only.
  const idsByRecipient = new Map<number, number[]>();
  rows.forEach((row, i) => {
    const ids = idsByRecipient.get(row.userId) ?? [];
    ids.push(inserted[i]!.id);
    idsByRecipient.set(row.userId, ids);
  });
  for (const [userId, ids] of idsByRecipient) {
    await bus.publish(tx, {
      type: RealtimeEventType.NOTIFICATIONS_CHANGED,
      userIds: [userId],
      data: { ids, change: 'created' },
    });
  }
  return inserted.map((r) => r.id);
}
