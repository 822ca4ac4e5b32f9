import { Perm, RealtimeEventType } from '@jobline/shared';
import type { Executor } from '../../db/client';
import type { EventBus } from '../../realtime/bus';

/**
 * Tells open request lists (Job Request, My Job Requests, the New Job picker) to refresh: those who
 * may open them (6, 7); each list's next read picks the rows its reader may see.
 */
export const publishRequestChange = (
  bus: EventBus,
  tx: Executor,
  data: { id: number; request_id: string; change: 'created' | 'updated' | 'withdrawn' | 'sent' | 'rejected' },
) =>
  bus.publish(tx, {
    type: RealtimeEventType.JOB_REQUESTS_CHANGED,
    permissions: [Perm.JOB_REQUESTS, Perm.NEW_JOB],
    data,
  });

/** Tells open approval lists (Pending Approvals, the New Job picker) to refresh: those who may open them (7, 8). */
export const publishApprovalChange = (
  bus: EventBus,
  tx: Executor,
  data: { id: number; pending_approval_id: string; change: 'sent' | 'approved' | 'rejected' },
) =>
  bus.publish(tx, {
    type: RealtimeEventType.APPROVALS_CHANGED,
    permissions: [Perm.PENDING_APPROVALS, Perm.NEW_JOB],
    data,
  });
