import { RealtimeEventType } from '@jobline/shared';
import type { Executor } from '../../db/client';
import type { EventBus } from '../../realtime/bus';

/** Tells open request lists (Job Request, My Job Requests, the New Job picker) to refresh. */
export const publishRequestChange = (
  bus: EventBus,
  tx: Executor,
  data: { id: number; request_id: string; change: 'created' | 'updated' | 'withdrawn' | 'sent' | 'rejected' },
) => bus.publish(tx, { type: RealtimeEventType.JOB_REQUESTS_CHANGED, all: true, data });

/** Tells open approval lists (Pending Approvals, the New Job picker) to refresh. */
export const publishApprovalChange = (
  bus: EventBus,
  tx: Executor,
  data: { id: number; pending_approval_id: string; change: 'sent' | 'approved' | 'rejected' },
) => bus.publish(tx, { type: RealtimeEventType.APPROVALS_CHANGED, all: true, data });
