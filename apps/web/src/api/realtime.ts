import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EventSource } from 'eventsource';
import { RealtimeEventType } from '@jobline/shared';
import { queryKeys } from './queryClient';
import { getToken, UNAUTHORIZED_EVENT } from './token';

type Payload = Record<string, unknown>;
const events = new EventTarget();

/**
 * Keeps one authenticated event stream open while a user is logged in and re-broadcasts its
 * events in the page, so screens refresh on change instead of polling.
 */
export function useRealtimeConnection(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const token = getToken();
    if (!enabled || !token) return;
    const source = new EventSource('/api/events', {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
    });
    for (const type of Object.values(RealtimeEventType)) {
      source.addEventListener(type, (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data || '{}') as Payload;
        events.dispatchEvent(new CustomEvent(type, { detail: data }));
      });
    }
    const onRightsChanged = () => void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    // Events sent while the stream was down (or the server's own feed was) are gone: refetch what is shown.
    const onResync = () => void queryClient.invalidateQueries();
    source.addEventListener('open', onResync);
    const onRevoked = () => {
      source.close();
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    };
    events.addEventListener(RealtimeEventType.RIGHTS_CHANGED, onRightsChanged);
    events.addEventListener(RealtimeEventType.SESSION_REVOKED, onRevoked);
    events.addEventListener(RealtimeEventType.RESYNC, onResync);
    source.addEventListener('error', (event) => {
      if ((event as Event & { code?: number }).code === 401) onRevoked();
    });
    return () => {
      source.close();
      events.removeEventListener(RealtimeEventType.RIGHTS_CHANGED, onRightsChanged);
      events.removeEventListener(RealtimeEventType.SESSION_REVOKED, onRevoked);
      events.removeEventListener(RealtimeEventType.RESYNC, onResync);
    };
  }, [enabled, queryClient]);
}

/** Runs the handler for every event of this type while the component is mounted. */
export function useRealtimeEvent(type: RealtimeEventType, handler: (data: Payload) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<Payload>).detail);
    events.addEventListener(type, listener);
    return () => events.removeEventListener(type, listener);
  }, [type]);
}
