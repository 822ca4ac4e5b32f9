import type { z } from 'zod/mini';
import type { MoveRequest, MoveResponse, quickJobCardsResponse } from '@jobline/shared';
import { api } from '../../api/client';

export type QuickJobCards = z.infer<typeof quickJobCardsResponse>;

/** Query keys of the quick job manager; a board change anywhere refreshes them. */
/** Under the boards' key, so whatever refreshes the boards refreshes the quick-job cards too. */
export const qjmKeys = {
  all: ['boards', 'qjm'] as const,
  cards: ['boards', 'qjm', 'cards'] as const,
};

/** GET jobs/quick-job-manager-jobs: the caller's open quick, internal and online/urgent work. */
export const fetchQuickJobCards = () => api<QuickJobCards>('jobs/quick-job-manager-jobs');

/** POST activity (Start = 3, Hold = 4), or activity/change to hold the ongoing task first. */
export const moveQuickTask = (body: MoveRequest, holdingOngoing: boolean) =>
  api<MoveResponse>(holdingOngoing ? 'activity/change' : 'activity', { method: 'POST', body });

/** POST jobs/quickJobFinished: every open task of the caller's hold on the job is finished. */
export const finishQuickJob = (body: { job_id: number; job_user_id: number }) =>
  api<{ message: string }>('jobs/quickJobFinished', { method: 'POST', body });
