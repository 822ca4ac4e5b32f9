import type { z } from 'zod/mini';
import type { pendingTaskApprovalsResponse, TaskApproveRequest } from '@jobline/shared';
import { api } from '../../api/client';

export type PendingTaskApprovals = z.infer<typeof pendingTaskApprovalsResponse>;

export const taskApprovalKeys = { pending: ['task-approvals', 'pending'] as const };

/** GET jobs/approvals/pending: the authorization requests addressed to the caller (all, for heads). */
export const fetchPendingTaskApprovals = () => api<PendingTaskApprovals>('jobs/approvals/pending');

/** POST tasks/approve: this task, or every open task of the same hold (allTasks). */
export const approveTasks = (body: TaskApproveRequest) =>
  api<{ message: string }>('tasks/approve', { method: 'POST', body });
