import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { useAuth } from '../auth/AuthProvider';
import { useBoardsLive } from '../boards/queries';
import { fetchQuickJobCards, qjmKeys } from './api';

/** The caller's quick-job cards, refreshed when their own work or their jobs change. */
export function useQuickJobCards() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  useBoardsLive((change) => change.user_id === user?.id);
  useRealtimeEvent(RealtimeEventType.JOBS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: qjmKeys.all });
  });
  return useQuery({ queryKey: qjmKeys.cards, queryFn: fetchQuickJobCards, staleTime: 0 });
}
