import { RealtimeEventType, type NotificationType } from '@jobline/shared';
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
    .values(rows.map((r) => ({ ...r, status: 1 })))
    .returning({ id: notifications.id });
  const recipients = [...new Set(rows.map((r) => r.userId))];
  await bus.publish(tx, {
    type: RealtimeEventType.NOTIFICATIONS_CHANGED,
    userIds: recipients,
    data: { ids: inserted.map((r) => r.id) },
  });
  return inserted.map((r) => r.id);
}
