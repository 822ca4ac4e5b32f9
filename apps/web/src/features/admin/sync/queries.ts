import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType, type SyncEntity, type SyncProgress } from '@jobline/shared';
import { useRealtimeEvent } from '../../../api/realtime';
import { fetchSyncRuns, syncKeys } from './api';

/** The sync log, a page at a time (Load more), following runs started anywhere. */
export function useSyncRuns() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.SYNC_RUNS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: syncKeys.runs });
  });
  return useInfiniteQuery({
    queryKey: syncKeys.runs,
    queryFn: ({ pageParam }) => fetchSyncRuns(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });
}

/** The progress of the run of `entity` this user is waiting for (events of their own runs only). */
export function useSyncProgress(entity: SyncEntity, waiting: boolean) {
  const [progress, setProgress] = useState<SyncProgress | null>(null);
  useRealtimeEvent(RealtimeEventType.SYNC_PROGRESS, (data) => {
    const event = data as unknown as SyncProgress;
    if (waiting && event.entity === entity) setProgress(event);
  });
  return waiting ? progress : null;
}
