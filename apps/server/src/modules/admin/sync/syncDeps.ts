import { Perm, RealtimeEventType, type SyncEntity } from '@jobline/shared';
import type { Db, Executor } from '../../../db/client';
import type { EventBus } from '../../../realtime/bus';
import type { AuditActor } from '../auditLog';
import type { ErpConnector } from './erpConnector';
import type { ProgressSend } from './syncProgress';

/** What a sync run works with. */
export interface SyncDeps {
  db: Db;
  bus: EventBus;
  connector: ErpConnector;
  /** Progress events to the browser of whoever runs it (none in the seed and in some tests). */
  send?: ProgressSend;
  /** The server process running it (Database.instance): its runs left unfinished when it stops are ended. */
  server?: string;
}

/** Who runs it: the audit's actor, the user, and the company's today (jobs' due dates). */
export interface SyncCaller {
  actor: AuditActor;
  userId: number;
  today: string;
}

/** The sync log changed (on commit): the super admin's log refreshes. */
export const publishRunsChanged = (db: Executor, bus: EventBus, run: { id: number; entity: SyncEntity }) =>
  bus.publish(db, {
    type: RealtimeEventType.SYNC_RUNS_CHANGED,
    permissions: [Perm.SUPER_ADMIN],
    data: { id: run.id, entity: run.entity },
  });
