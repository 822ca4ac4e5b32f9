import { useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { useUser } from '../auth/AuthProvider';
import { fetchCurrentHold } from './api';

export const holdKeys = { current: ['holds', 'current'] as const };

/** The hold the user is on now, as the server's work log says. */
export const useCurrentHold = () =>
  useQuery({
    queryKey: holdKeys.current,
    queryFn: ({ signal }) => fetchCurrentHold(signal),
    staleTime: Infinity,
  });

/**
 * Reads the hold again when a change of the user's own work is announced (a hold, restore, move or
 * the day's end, from any tab or device), and after the event stream comes back, since events sent
 * meanwhile were missed. Mounted once, by the top bar.
 */
export function useCurrentHoldLive() {
  const { id } = useUser();
  const queryClient = useQueryClient();
  const connected = useRef(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: holdKeys.current });
  useRealtimeEvent(RealtimeEventType.BOARD_CHANGED, (data) => {
    if (data.user_id === id) refresh();
  });
  useRealtimeEvent(RealtimeEventType.READY, () => {
    if (connected.current) refresh();
    connected.current = true;
  });
}
