import type { z } from 'zod/mini';
import type { endDayResponse, OngoingJobsResponse } from '@jobline/shared';
import { api } from '../../api/client';

/** The floor as the server read it, and when this device received it (the clocks tick on from there). */
export type Floor = OngoingJobsResponse & { received_at: number };

/** POST ongoing_jobs: the division's cards and alerts; no division asks for the caller's own. */
export const fetchFloor = async (division: number | null, signal?: AbortSignal): Promise<Floor> => {
  const floor = await api<OngoingJobsResponse>('ongoing_jobs', {
    method: 'POST',
    body: { division },
    signal,
  });
  return { ...floor, received_at: Date.now() };
};

/** POST floor/end_day: close a timer left running at the business day's end. */
export const postEndDay = (user: number) =>
  api<z.infer<typeof endDayResponse>>('floor/end_day', { method: 'POST', body: { user } });
