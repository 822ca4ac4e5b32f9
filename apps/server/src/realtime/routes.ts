import { Msg, RealtimeEventType } from '@jobline/shared';
import type { App } from '../app';
import { currentUser } from '../auth/requestUser';
import { liveSession, sessionLimits, type LiveSession } from '../auth/sessions';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { tooManyRequests, unauthenticated } from '../errors';
import { access } from '../policies/access';
import { reaches, type Viewer } from '../policies/eventAudience';
import { fileAnswer } from '../routeContract';
import type { EventBus, RealtimeEvent } from './bus';
import { frameOf, sseFrame } from './frame';
import { StreamSlots } from './streamSlots';

const HEARTBEAT_MS = 20_000;
/** setTimeout's longest wait; a session ending later is re-armed when it fires. */
const LONGEST_TIMER_MS = 2_147_483_647;

interface RealtimeDeps {
  bus: EventBus;
  db: Db;
  config: Pick<Config, 'EVENT_STREAMS_MAX' | 'EVENT_STREAM_BUFFER_KB' | 'SESSION_IDLE_HOURS'>;
}

/** GET /api/events: the authenticated Server-Sent Events stream that replaces polling. */
export async function realtimeRoutes(app: App, { bus, db, config }: RealtimeDeps) {
  const openStreams = new Set<() => void>();
  const slots = new StreamSlots(config.EVENT_STREAMS_MAX);
  const maxBuffered = config.EVENT_STREAM_BUFFER_KB * 1024;
  // End the streams before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get(
    '/events',
    {
      config: { access: access.user, refusals: [429] },
      schema: {
        summary: 'Server-Sent Events for the logged-in user (rights changes, jobs, tasks, notifications)',
        tags: ['realtime'],
        response: { 200: fileAnswer('text/event-stream') },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const slot = slots.take({ userId: user.id, sessionId: user.sessionId });
      if (slot === 'account') throw tooManyRequests(Msg.realtime.tooManyStreams, 30);
      if (slot === 'server') throw tooManyRequests(Msg.realtime.serverBusy, 60);

      // Subscribe first, then read the session and the user's rights again: a logout, deactivation,
      // password reset or change of rights either commits before that read (refused here, or the
      // rights read are the new ones) or announces itself to this subscription.
      const early: RealtimeEvent[] = [];
      let deliver: (event: RealtimeEvent) => void = (event) => early.push(event);
      const unsubscribe = bus.subscribe((event) => deliver(event));
      let live: LiveSession | null = null;
      try {
        live = await liveSession(db, user.sessionId, sessionLimits(config));
      } finally {
        // Refused or failed: nothing stays subscribed or counted.
        if (!live) {
          unsubscribe();
          slot.release();
        }
      }
      if (!live) throw unauthenticated(Msg.auth.sessionEnded);
      const { expiresAt, ...rights } = live;
      // Who this stream's events are for, decided in memory by the routes' own rules.
      const viewer: Viewer = { ...user, ...rights };

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // A client that stopped reading is dropped rather than buffered without end; it resyncs.
      const write = (chunk: string) => {
        if (res.destroyed) return;
        res.write(chunk);
        if (res.writableLength > maxBuffered) res.destroy();
      };
      const revoke = () => {
        write(sseFrame(RealtimeEventType.SESSION_REVOKED, {}));
        res.end();
      };
      write('retry: 3000\n\n');
      write(sseFrame(RealtimeEventType.READY, { user_id: user.id }));

      const handle = (event: RealtimeEvent) => {
        if (res.writableEnded || !reaches(event, viewer)) return;
        write(frameOf(event));
        // New rights (or a new division) change which events are this user's: the stream ends, and
        // the browser opens another, read with the new rights, and refetches what it shows.
        if (
          event.type === RealtimeEventType.SESSION_REVOKED ||
          event.type === RealtimeEventType.RIGHTS_CHANGED
        )
          res.end();
      };
      deliver = handle;
      for (const event of early) handle(event);

      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      let expiry: NodeJS.Timeout;
      const armExpiry = () => {
        const left = expiresAt.getTime() - Date.now();
        expiry =
          left > LONGEST_TIMER_MS
            ? setTimeout(armExpiry, LONGEST_TIMER_MS)
            : setTimeout(revoke, Math.max(left, 0));
      };
      armExpiry();
      const end = () => res.end();
      openStreams.add(end);
      res.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        slot.release();
        openStreams.delete(end);
      });
    },
  );
}
