import { Perm, RealtimeEventType } from '@jobline/shared';
import type { Executor } from '../../../db/client';
import type { EventBus, RealtimeEvent } from '../../../realtime/bus';

/** What happened to the outbox: messages queued (or queued again), tried, or the settings changed. */
export type SmsChange = 'queued' | 'resent' | 'sent' | 'retrying' | 'failed' | 'settings';

/** Changes that give the worker something to send. */
export const WAKING_CHANGES: readonly SmsChange[] = ['queued', 'resent'];

/** Tells super admins' SMS panels (and every server's worker) on commit; never if it rolls back. */
export async function publishSmsChanged(
  db: Executor,
  bus: EventBus,
  change: SmsChange,
  ids: readonly number[] = [],
): Promise<void> {
  await bus.publish(db, {
    type: RealtimeEventType.SMS_CHANGED,
    permissions: [Perm.SUPER_ADMIN],
    data: { change, ids: ids.slice(0, 100) },
  });
}

/** Whether a bus event means queued messages may be waiting for this server's worker. */
export function wakesWorker(event: RealtimeEvent): boolean {
  if (event.type === RealtimeEventType.SMS_CHANGED) {
    return WAKING_CHANGES.includes(event.data?.change as SmsChange);
  }
  // A switch turned back on, or events missed while the feed was down: look again.
  return event.type === RealtimeEventType.FEATURES_CHANGED || event.type === RealtimeEventType.RESYNC;
}
