import { useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { notifySuccess } from '../../components/notify';
import { holidayKeys } from '../holidays/queries';
import {
  createFeed,
  deleteActivity,
  fetchFeedStatus,
  fetchPlan,
  fetchPlanJobs,
  postActivity,
  putTaskPlan,
  revokeFeed,
  type DayRange,
} from './api';

export const planKeys = {
  all: ['plan'] as const,
  user: (userId: number) => ['plan', userId] as const,
  plan: (userId: number, range: DayRange) => ['plan', userId, 'tasks', range.from, range.to] as const,
  jobs: (userId: number) => ['plan', userId, 'jobs'] as const,
  feed: ['calendar-feed'] as const,
};

/** The employee's plan over the calendar's visible days; the previous view stays while the next loads. */
export const usePlan = (userId: number | null, range: DayRange | null) =>
  useQuery({
    queryKey: planKeys.plan(userId ?? 0, range ?? { from: '', to: '' }),
    queryFn: ({ signal }) => fetchPlan(userId!, range!, signal),
    enabled: userId !== null && range !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePlanJobs = (userId: number | null) =>
  useQuery({
    queryKey: planKeys.jobs(userId ?? 0),
    queryFn: ({ signal }) => fetchPlanJobs(userId!, signal),
    enabled: userId !== null,
    select: (data) => data.jobs,
    staleTime: 0,
  });

/**
 * Reads the plan again when someone changes it (here, in another window, or on a board), when tasks
 * are assigned, leave or holidays change, and after the event stream comes back from a break.
 */
export function usePlanLive(userId: number | null) {
  const queryClient = useQueryClient();
  const connected = useRef(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: planKeys.all });
  const mine = (data: Record<string, unknown>) => userId !== null && data.user_id === userId;
  useRealtimeEvent(RealtimeEventType.PLAN_CHANGED, (data) => mine(data) && refresh());
  useRealtimeEvent(RealtimeEventType.BOARD_CHANGED, (data) => mine(data) && refresh());
  useRealtimeEvent(RealtimeEventType.LEAVE_CHANGED, (data) => mine(data) && refresh());
  useRealtimeEvent(RealtimeEventType.TASKS_CHANGED, refresh);
  useRealtimeEvent(RealtimeEventType.HOLIDAYS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: holidayKeys.all });
  });
  useRealtimeEvent(RealtimeEventType.READY, () => {
    if (connected.current) {
      refresh();
      void queryClient.invalidateQueries({ queryKey: holidayKeys.all });
    }
    connected.current = true;
  });
}

/** A change to a plan: 'Your plan updated' on success, and the plan read again whatever happened. */
function usePlanChange<TBody, TResult extends { message: string }>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => notifySuccess(result.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

export const useTaskPlan = () => usePlanChange(putTaskPlan);
export const useAddActivity = () => usePlanChange(postActivity);
export const useDeleteActivity = () => usePlanChange(deleteActivity);

export const useFeedStatus = () =>
  useQuery({ queryKey: planKeys.feed, queryFn: ({ signal }) => fetchFeedStatus(signal) });

export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.feed }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeFeed,
    onSuccess: (result) => notifySuccess(result.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.feed }),
  });
}
