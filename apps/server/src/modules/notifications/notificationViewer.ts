import { and, eq, sql } from 'drizzle-orm';
import { Msg, NotificationStatus, RealtimeEventType, type NotificationViewed } from '@jobline/shared';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';
import { findOwnNotification, unreadCount } from './notificationQueries';

export interface ViewerContext {
  actor: AuditActor;
  userId: number;
  bus: EventBus;
}

/**
 * POST notifications/{id}: the recipient opened it, so it is viewed (1 → 0). Someone
 * else's notification is "not found", so ids reveal nothing. Opening it again changes nothing.
 */
export async function markNotificationViewed(
  db: Db,
  ctx: ViewerContext,
  id: number,
): Promise<NotificationViewed> {
  return db.transaction(async (tx) => {
    // The status condition makes concurrent openings change (and audit) it once.
    const changed = await tx
      .update(notifications)
      .set({ status: NotificationStatus.VIEWED, viewedAt: sql`now()` })
      .where(
        and(
          eq(notifications.id, id),
          eq(notifications.userId, ctx.userId),
          eq(notifications.status, NotificationStatus.UNREAD),
        ),
      )
      .returning({ id: notifications.id });
    const notification = await findOwnNotification(tx, ctx.userId, id);
    if (!notification) throw notFound(Msg.notifications.notificationNotFound);
    if (changed.length) {
      await audit(tx, ctx.actor, {
        action: 'notification.viewed',
        entity: 'notification',
        entityId: id,
        before: { status: NotificationStatus.UNREAD },
        after: { status: NotificationStatus.VIEWED },
      });
      // The recipient's other tabs and devices update their badge.
      await ctx.bus.publish(tx, {
        type: RealtimeEventType.NOTIFICATIONS_CHANGED,
        userIds: [ctx.userId],
        data: { ids: [id], change: 'viewed' },
      });
    }
    return {
      message: Msg.notifications.markedViewed,
      notification,
      notifications_count: await unreadCount(tx, ctx.userId),
    };
  });
}
