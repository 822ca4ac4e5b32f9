import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Feature, RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { useFeatureOn } from '../admin/features/featureSwitches';
import {
  cancelLeave,
  decideLeave,
  deleteLeave,
  fetchLeaveBalance,
  fetchLeaveCalendar,
  fetchLeaveDetail,
  fetchOwnLeave,
  fetchPendingCancellations,
  fetchPendingRequests,
  saveLeave,
  saveLeaveAllowance,
  type DayRange,
  type DecisionPath,
} from './api';

export const leaveKeys = {
  all: ['leave'] as const,
  own: (range: DayRange | null) => ['leave', 'own', range?.start ?? '', range?.end ?? ''] as const,
  pending: ['leave', 'pending'] as const,
  pendingCancels: ['leave', 'pending-cancels'] as const,
  calendar: (month: string) => ['leave', 'calendar', month] as const,
  detail: (id: number) => ['leave', 'detail', id] as const,
  balance: (year: number, userId?: number) => ['leave', 'balance', year, userId ?? 'me'] as const,
};

/** Every leave screen reads afresh when any leave changes (a request, a decision, an allowance). */
export function useLeaveLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.LEAVE_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
  });
}

export const useOwnLeave = (range: DayRange | null) =>
  useQuery({
    queryKey: leaveKeys.own(range),
    queryFn: () => fetchOwnLeave(range),
    placeholderData: keepPreviousData,
    select: (data) => data.leaves,
  });

export const usePendingRequests = () =>
  useQuery({ queryKey: leaveKeys.pending, queryFn: fetchPendingRequests, select: (data) => data.leaves });

export const usePendingCancellations = () =>
  useQuery({
    queryKey: leaveKeys.pendingCancels,
    queryFn: fetchPendingCancellations,
    select: (data) => data.leaves,
  });

export const useLeaveCalendar = (month: string) =>
  useQuery({
    queryKey: leaveKeys.calendar(month),
    queryFn: () => fetchLeaveCalendar(month),
    placeholderData: keepPreviousData,
    select: (data) => data.entries,
  });

export const useLeaveDetail = (id: number | null) =>
  useQuery({
    queryKey: leaveKeys.detail(id ?? 0),
    queryFn: () => fetchLeaveDetail(id!),
    enabled: id !== null,
    staleTime: 0,
  });

/** No balance is asked for while the super admin has leave balances off (the server refuses it then). */
export function useLeaveBalance(year: number | null, userId?: number) {
  const kept = useFeatureOn(Feature.LEAVE_BALANCES);
  return useQuery({
    queryKey: leaveKeys.balance(year ?? 0, userId),
    queryFn: () => fetchLeaveBalance(year!, userId),
    enabled: year !== null && kept,
    placeholderData: keepPreviousData,
  });
}

/** Any leave change: every leave list, calendar and balance is read again. */
function useLeaveMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

export const useSaveLeave = () => useLeaveMutation(saveLeave);
export const useDeleteLeave = () => useLeaveMutation(deleteLeave);
export const useCancelLeave = () => useLeaveMutation(cancelLeave);
export const useDecideLeave = () =>
  useLeaveMutation((args: { path: DecisionPath; id: number; remark?: string }) =>
    decideLeave(args.path, { id: args.id, remark: args.remark }),
  );
export const useSaveAllowance = () => useLeaveMutation(saveLeaveAllowance);
