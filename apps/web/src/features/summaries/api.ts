import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RealtimeEventType,
  type CalibrationRequest,
  type CalibrationResponse,
  type SummaryActivitiesRequest,
  type SummaryActivitiesResponse,
  type SummaryDayTasksRequest,
  type SummaryDayTasksResponse,
  type SummaryRequest,
  type SummaryResponse,
  type SummaryTasksRequest,
  type SummaryTasksResponse,
} from '@jobline/shared';
import { api } from '../../api/client';
import { useRealtimeEvent } from '../../api/realtime';

/** A POST read of the summaries, keyed by its body; a new page keeps the old rows until it comes. */
const read =
  <Req, Res>(path: string) =>
  (request: Req | null) =>
    useQuery({
      queryKey: ['summaries', path, request],
      queryFn: ({ signal }) => api<Res>(path, { body: request!, signal }),
      enabled: request !== null,
      placeholderData: keepPreviousData,
    });

/** The employee and a page of their jobs (POST summary). */
export const useSummaryJobs = read<SummaryRequest, SummaryResponse>('summary');
/** A page of their tasks, or of one job's (POST summary/tasks). */
export const useSummaryTasks = read<SummaryTasksRequest, SummaryTasksResponse>('summary/tasks');
/** A page of their worked days (POST summary/activities). */
export const useSummaryDays = read<SummaryActivitiesRequest, SummaryActivitiesResponse>('summary/activities');
/** The tasks of one worked day (POST summary/activities/tasks). */
export const useDayTasks = read<SummaryDayTasksRequest, SummaryDayTasksResponse>('summary/activities/tasks');
/** Finished tasks against their estimates (POST summary/calibration). */
export const useCalibration = read<CalibrationRequest, CalibrationResponse>('summary/calibration');

/** Work moving on a board changes spent time, statuses and today's figures: reload what is shown. */
export function useSummariesLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.BOARD_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: ['summaries'] });
  });
}
