import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EventSource } from 'eventsource';
import { RealtimeEventType } from '@jobline/shared';
import { api } from './client';
import { queryKeys } from './queryClient';
import { joinSharedStream, type Deliver } from './sharedStream';
import { getToken, UNAUTHORIZED_EVENT } from './token';

type Payload = Record<string, unknown>;
const events = new EventTarget();

/** The authenticated stream itself, in the one tab that holds it for the browser. */
function openStream(token: string, deliver: Deliver): () => void {
  const source = new EventSource('/api/events', {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
  });
  for (const type of Object.values(RealtimeEventType)) {
    source.addEventListener(type, (event) => {
      deliver(type, JSON.parse((event as MessageEvent<string>).data || '{}') as Payload);
      if (type === RealtimeEventType.SESSION_REVOKED) source.close();
    });
  }
  // Events sent while no stream was open (first load, server restart, a new leading tab) are gone.
  source.addEventListener('open', () => deliver(RealtimeEventType.RESYNC, {}));
  source.addEventListener('error', (event) => {
    if ((event as Event & { code?: number }).code !== 401) return;
    source.close();
    deliver(RealtimeEventType.SESSION_REVOKED, {});
  });
  return () => source.close();
}

/**
 * Keeps the browser's one authenticated event stream while a user is logged in and re-broadcasts
 * its events in the page, so screens refresh on change instead of polling.
 */
export function useRealtimeConnection(enabled: boolean) {
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const token = getToken();
    if (!enabled || !token) return;
    const onRightsChanged = () => void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    const onResync = () => void queryClient.invalidateQueries();
    // The stream cannot say why the session ended (revoked, idle, too old): a call asks, and its 401
    // signs out with the reason for the login page (any failure signs out, as the stream said). A
    // session that still answers stays, with a stream opened anew.
    const onRevoked = () =>
      void api('auth/me').then(
        () => setGeneration((n) => n + 1),
        () => window.dispatchEvent(new Event(UNAUTHORIZED_EVENT)),
      );
    events.addEventListener(RealtimeEventType.RIGHTS_CHANGED, onRightsChanged);
    events.addEventListener(RealtimeEventType.RESYNC, onResync);
    events.addEventListener(RealtimeEventType.SESSION_REVOKED, onRevoked);
    const leave = joinSharedStream(
      (deliver) => openStream(token, deliver),
      (type, data) => events.dispatchEvent(new CustomEvent(type, { detail: data })),
    );
    return () => {
      leave();
      events.removeEventListener(RealtimeEventType.RIGHTS_CHANGED, onRightsChanged);
      events.removeEventListener(RealtimeEventType.RESYNC, onResync);
      events.removeEventListener(RealtimeEventType.SESSION_REVOKED, onRevoked);
    };
  }, [enabled, queryClient, generation]);
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
