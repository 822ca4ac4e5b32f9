import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { RealtimeEventType } from '@jobline/shared';
import type { Actor } from './helpers';
import { SseReader } from './sse';
import { createTestApp } from './testApp';

/**
 * The app listening on a free loopback port, for tests of the event stream: open a stream as
 * someone, or subscribe (a stream that has said it is ready); `closeStreams` ends those subscribed.
 */
export async function streamingApp(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const open: SseReader[] = [];
  const openStream = (who: Pick<Actor, 'headers'>) => fetch(`${base}/api/events`, { headers: who.headers });
  /** Reads an opened stream's events; closed with the others. */
  const read = (res: Response) => {
    const stream = new SseReader(res);
    open.push(stream);
    return stream;
  };
  return {
    t,
    port,
    base,
    openStream,
    read,
    async subscribe(who: Pick<Actor, 'headers'>): Promise<SseReader> {
      const res = await openStream(who);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const stream = read(res);
      await stream.next(RealtimeEventType.READY);
      return stream;
    },
    closeStreams: () => Promise.all(open.splice(0).map((s) => s.cancel())),
  };
}
export type StreamingApp = Awaited<ReturnType<typeof streamingApp>>;
