import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import {
  fetchBoard,
  fetchCards,
  fetchTaskPanel,
  postAuthorizationRequest,
  postComment,
  postEstimateChange,
  postForceFinish,
  postPlanDate,
  postQcEmployee,
  postTaskDueDate,
} from './api';

/** Every query of the boards starts with this key, so one change refreshes cards, boards and panels. */
export const boardKeys = {
  all: ['boards'] as const,
  cards: (qc: boolean) => ['boards', 'cards', qc] as const,
  board: (type: number, jobUserId: number) => ['boards', 'board', type, jobUserId] as const,
  panel: (taskUserId: number) => ['boards', 'panel', taskUserId] as const,
};

export const useCards = (qc: boolean) =>
  useQuery({ queryKey: boardKeys.cards(qc), queryFn: ({ signal }) => fetchCards(qc, signal), staleTime: 0 });

export const useBoard = (type: number, jobUserId: number | null) =>
  useQuery({
    queryKey: boardKeys.board(type, jobUserId ?? 0),
    queryFn: ({ signal }) => fetchBoard({ type, job_user_id: jobUserId }, signal),
    enabled: jobUserId !== null,
    staleTime: 0,
  });

export const useTaskPanel = (taskUserId: number | null) =>
  useQuery({
    queryKey: boardKeys.panel(taskUserId ?? 0),
    queryFn: ({ signal }) => fetchTaskPanel(taskUserId as number, signal),
    enabled: taskUserId !== null,
    staleTime: 0,
  });

/** What a BOARD_CHANGED event names: the job, the holds and assignments, and whose state changed. */
export interface BoardChange {
  job_id?: number | null;
  job_user_ids?: number[];
  user_id?: number;
}

/**
 * Refreshes the boards when a change this screen shows happens (a move, plan, comment or hold,
 * anywhere), and on new assignments; the stream coming back after a break refreshes too, since
 * events sent meanwhile were missed.
 */
export function useBoardsLive(concerns: (change: BoardChange) => boolean) {
  const queryClient = useQueryClient();
  const connected = useRef(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: boardKeys.all });
  useRealtimeEvent(RealtimeEventType.BOARD_CHANGED, (data) => {
    if (concerns(data as BoardChange)) refresh();
  });
  useRealtimeEvent(RealtimeEventType.TASKS_CHANGED, refresh);
  useRealtimeEvent(RealtimeEventType.READY, () => {
    if (connected.current) refresh();
    connected.current = true;
  });
}

/** A change made from a board refreshes every board view once it is done, refused or not. */
function useBoardChange<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}

export const usePlanDate = () => useBoardChange(postPlanDate);
export const useComment = () => useBoardChange(postComment);
export const useEstimateChange = () => useBoardChange(postEstimateChange);
export const useTaskDueDate = () => useBoardChange(postTaskDueDate);
export const useQcEmployee = () => useBoardChange(postQcEmployee);
export const useForceFinish = () => useBoardChange(postForceFinish);
export const useAuthorizationRequest = () => useBoardChange(postAuthorizationRequest);
