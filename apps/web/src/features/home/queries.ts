import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Perm, RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { useUser } from '../auth/AuthProvider';
import { fetchFloor, postEndDay } from './api';

export const floorKeys = {
  all: ['floor'] as const,
  division: (division: number | null) => ['floor', division] as const,
};

/**
 * The division's cards. Who holds the live reload (42) reads them again on every change the event
 * stream announces (a move, hold, restore, day's end or login anywhere) and after the stream comes
 * back; everyone else when the window gets the focus again.
 */
export function useFloor(division: number | null) {
  const user = useUser();
  const live = user.permissions.includes(Perm.DASHBOARD_LIVE);
  const queryClient = useQueryClient();
  const connected = useRef(false);
  const refresh = () => {
    if (live) void queryClient.invalidateQueries({ queryKey: floorKeys.all });
  };
  useRealtimeEvent(RealtimeEventType.BOARD_CHANGED, refresh);
  useRealtimeEvent(RealtimeEventType.FLOOR_CHANGED, refresh);
  useRealtimeEvent(RealtimeEventType.READY, () => {
    if (connected.current) refresh();
    connected.current = true;
  });
  return useQuery({
    queryKey: floorKeys.division(division),
    queryFn: ({ signal }) => fetchFloor(division, signal),
    // Read afresh on every visit: events that came while Home was closed were not heard.
    staleTime: 0,
    refetchOnWindowFocus: !live,
  });
}

export function useEndDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEndDay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: floorKeys.all }),
  });
}

/** The time now, a new value each second while the floor is shown: one clock for every card. */
export function useNow() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
