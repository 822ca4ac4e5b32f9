import { RealtimeEventType } from '@jobline/shared';
import type { App } from '../app';
import { currentUser } from '../auth/requestUser';
import { access } from '../policies/access';
import { fileAnswer } from '../routeContract';
import { reaches, type EventBus } from './bus';

const HEARTBEAT_MS = 20_000;

/** GET /api/events: the authenticated Server-Sent Events stream that replaces polling. */
export async function realtimeRoutes(app: App, { bus }: { bus: EventBus }) {
  const openStreams = new Set<() => void>();
  // End the streams before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get(
    '/events',
    {
      config: { access: access.user },
      schema: {
        summary: 'Server-Sent Events for the logged-in user (rights changes, jobs, tasks, notifications)',
        tags: ['realtime'],
        response: { 200: fileAnswer('text/event-stream') },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const listener = { userId: user.id, roleId: user.roleId, sessionId: user.sessionId };
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (type: string, data: unknown) =>
        res.write(`event: ${type}\ndata: ${JSON.stringify(data ?? {})}\n\n`);
      res.write('retry: 3000\n\n');
      send(RealtimeEventType.READY, { user_id: user.id });

      const unsubscribe = bus.subscribe((event) => {
        if (!reaches(event, listener)) return;
        // A role change moves the listener to the new role's events.
        const roleId = event.data?.role_id;
        if (
          event.type === RealtimeEventType.RIGHTS_CHANGED &&
          event.userIds?.includes(user.id) &&
          typeof roleId === 'number'
        ) {
          listener.roleId = roleId;
        }
        send(event.type, event.data);
        if (event.type === RealtimeEventType.SESSION_REVOKED) res.end();
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => res.end();
      openStreams.add(end);
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(end);
      });
    },
  );
}
