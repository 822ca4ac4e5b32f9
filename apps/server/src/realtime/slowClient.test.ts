import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import { signedIn } from '../test/helpers';
import { streamingApp } from '../test/streamingApp';
import type { TestApp } from '../test/testApp';

let t: TestApp;
let port: number;

beforeAll(async () => {
  ({ t, port } = await streamingApp({ EVENT_STREAMS_MAX: '2', EVENT_STREAM_BUFFER_KB: '16' }));
});
afterAll(() => t.close());

/** A client that sends its request and then never reads: its socket stops taking data. */
function stalledStream(token: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.write(`GET /api/events HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\n\r\n`);
      socket.once('data', () => {
        socket.pause();
        resolve(socket);
      });
    });
    socket.on('error', () => {});
    socket.once('close', () => reject(new Error('closed before it answered')));
  });
}

describe('streams the server cannot keep', () => {
  it('closes a stream whose client stopped reading once its unsent data passes the limit', async () => {
    const user = await signedIn(t);
    const before = t.bus.subscriberCount;
    const socket = await stalledStream(user.token);
    expect(t.bus.subscriberCount).toBe(before + 1);
    const padding = 'x'.repeat(7000);
    // Fill the socket's buffers until the server gives up on it; bounded so a failure ends.
    for (let i = 0; i < 5000 && t.bus.subscriberCount > before; i++) {
      await t.bus.publish(t.database.db, { type: 'filler', all: true, data: { padding } });
      // The embedded database answers without a turn of the event loop; the socket closes on one.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(t.bus.subscriberCount).toBe(before);
    socket.destroy();
  });

  it('answers 429 past the server-wide ceiling from the settings', async () => {
    const users = await Promise.all([signedIn(t), signedIn(t), signedIn(t)]);
    const sockets = [await stalledStream(users[0].token), await stalledStream(users[1].token)];
    const refused = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: users[2].headers });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: Msg.realtime.serverBusy });
    for (const socket of sockets) socket.destroy();
  });
});
