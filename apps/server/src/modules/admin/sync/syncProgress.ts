import { RealtimeEventType, type SyncEntity, type SyncProgress } from '@jobline/shared';
import type { Database } from '../../../db/client';
import type { EventBus, RealtimeEvent } from '../../../realtime/bus';

/** How progress events reach the browser of the one who started the run. */
export type ProgressSend = (event: RealtimeEvent) => void;

/**
 * On PostgreSQL through NOTIFY on a connection of its own (any server's stream may be the user's),
 * even while the run's transaction is open; the embedded database is one server with one
 * connection, busy with that transaction, so its own streams are told directly.
 */
export function progressSender(database: Pick<Database, 'db' | 'kind'>, bus: EventBus): ProgressSend {
  if (database.kind === 'pglite') return (event) => bus.deliverHere(event);
  return (event) => void bus.publish(database.db, event).catch(() => {});
}

/** Between two progress events at least this long passes (the last one always goes). */
const EVERY_MS = 200;

/** A reporter of one run's progress: records done of the total, a few times a second at most. */
export function progressOf(
  send: ProgressSend | undefined,
  run: { id: number; entity: SyncEntity; userId: number },
  phase: SyncProgress['phase'],
) {
  let last = 0;
  return (done: number, total: number) => {
    if (!send) return;
    const now = Date.now();
    if (done < total && now - last < EVERY_MS) return;
    last = now;
    const data: SyncProgress = { run_id: run.id, entity: run.entity, phase, done, total };
    send({ type: RealtimeEventType.SYNC_PROGRESS, userIds: [run.userId], data: { ...data } });
  };
}
