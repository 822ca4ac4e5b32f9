import type { z } from 'zod/mini';
import type { CurrentHoldResponse, HoldRequest, holdResponse, restoreResponse } from '@jobline/shared';
import { api } from '../../api/client';

export type HoldAnswer = z.infer<typeof holdResponse>;
export type RestoreAnswer = z.infer<typeof restoreResponse>;

/** GET tasks/change/dashboard: the hold the caller is on now, or null. */
export const fetchCurrentHold = (signal?: AbortSignal) =>
  api<CurrentHoldResponse>('tasks/change/dashboard', { signal });

/** POST tasks/change/dashboard: the ongoing task (if any) goes on hold of the menu's type. */
export const postHold = (body: HoldRequest) =>
  api<HoldAnswer>('tasks/change/dashboard', { method: 'POST', body });

/** POST tasks/change/dashboard/restore: back from the hold, to the task it put on hold. */
export const postRestore = () => api<RestoreAnswer>('tasks/change/dashboard/restore', { method: 'POST' });

/** POST tasks/change/dashboard/session_end: the working day ends. */
export const postSessionEnd = () =>
  api<{ message: string }>('tasks/change/dashboard/session_end', { method: 'POST' });
