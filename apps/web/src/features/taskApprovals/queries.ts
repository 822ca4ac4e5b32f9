import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { approveTasks, fetchPendingTaskApprovals, taskApprovalKeys } from './api';

/** The pending requests, live: a request or an approval anywhere reloads them. */
export function usePendingTaskApprovals() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.TASK_APPROVALS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: taskApprovalKeys.pending });
  });
  return useQuery({
    queryKey: taskApprovalKeys.pending,
    queryFn: fetchPendingTaskApprovals,
    select: (d) => d.approvals,
    staleTime: 0,
  });
}

/** Approving reloads the list from the server (O-09), rather than guessing which rows went. */
export function useApproveTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTasks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskApprovalKeys.pending }),
  });
}
