// The event stream's fan-out: many open streams, one event for all of them, and how long it takes
// to reach each one. Used by bench-live.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { call, login } from './benchKit.mjs';

/** Streams the server allows per session (realtime/streamSlots.ts): each session opens this many. */
const STREAMS_PER_SESSION = 4;

/**
 * Waits for one event on every stream: each stream notes the first chunk naming `type` that reaches
 * it after `expect`, with the instant it arrived; parsing waits until all have one.
 */
class Arrivals {
  constructor(type) {
    this.marker = Buffer.from(`event: ${type}\n`);
    this.expect(0);
  }

  expect(count) {
    this.count = count;
    this.seen = new Map();
    this.done = new Promise((resolve) => (this.resolve = resolve));
    if (count === 0) this.resolve();
  }

  note(stream, at, chunk) {
    if (this.seen.has(stream) || !chunk.includes(this.marker)) return;
    this.seen.set(stream, [at, chunk]);
    if (this.seen.size === this.count) this.resolve();
  }
}

/**
 * One SSE stream on a bare socket, read as cheaply as the client can so 2,000 of them cost the
 * measuring process little: no HTTP parser past the status line, the bytes searched as they come.
 */
function openStream(base, token, arrivals) {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 80) });
    const stream = { close: () => socket.destroy() };
    let head = '';
    let open = false;
    socket.on('connect', () =>
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n` +
          'Accept: text/event-stream\r\n\r\n',
      ),
    );
    socket.on('data', (chunk) => {
      if (open) return arrivals.note(stream, performance.now(), chunk);
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      if (!head.startsWith('HTTP/1.1 200')) {
        socket.destroy();
        return reject(new Error(`GET events → ${head.slice(9, 12)}`));
      }
      open = true;
      resolve(stream);
    });
    socket.on('error', reject);
  });
}

/** The data of the SSE frame of `type` in this chunk (bytes, decoded only now). */
const dataOf = (chunk, type) => {
  const text = chunk.toString('utf8');
  const block = text.slice(text.indexOf(`event: ${type}\n`));
  return JSON.parse(/^data: (.*)$/m.exec(block)[1]);
};

/** Runs `task` over `items`, `width` at a time. */
async function inBatches(items, width, task) {
  const results = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  return results;
}

/** The server's resident memory in bytes, read from /proc (the process listening on the port, or `pid`). */
export function serverRss(base, pid) {
  let id = pid;
  if (!id) {
    const port = new URL(base).port || '80';
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    id = /pid=(\d+)/.exec(out)?.[1];
  }
  if (!id) return null;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) * 1024 : null;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Opens `streams` event streams as the scale employees (`scaleN@scale.local`, four streams a session,
 * two sessions at most per employee), then, `rounds` times, adds a holiday and removes it as the demo
 * admin: every stream receives both events. Each event's delivery time on each stream runs from the
 * moment its request was sent to the moment the stream read it; its spread runs from the first stream
 * to read it to the last. Memory is the server's resident set before the streams opened, with half
 * of them open and with all of them: the second half's growth is what a stream costs, once the
 * logins' passing allocations are behind.
 */
export async function fanOut({ base, adminToken, streams, rounds, pid }) {
  const sessions = Math.ceil(streams / STREAMS_PER_SESSION);
  const emails = Array.from(
    { length: sessions },
    (_, i) => `scale${(i % Math.ceil(sessions / 2)) + 1}@scale.local`,
  );
  const tokens = (await inBatches(emails, 4, (email) => login(base, email).catch(() => null))).filter(
    Boolean,
  );
  if (tokens.length * STREAMS_PER_SESSION < streams)
    throw new Error(`only ${tokens.length} scale employees could log in: seed the scale data first`);

  const rssBefore = serverRss(base, pid);
  const type = 'holidays.changed';
  const arrivals = new Arrivals(type);
  const owners = Array.from({ length: streams }, (_, i) => tokens[Math.floor(i / STREAMS_PER_SESSION)]);
  const half = Math.floor(streams / 2);
  const open = await inBatches(owners.slice(0, half), 50, (token) => openStream(base, token, arrivals));
  const rssHalf = serverRss(base, pid);
  open.push(...(await inBatches(owners.slice(half), 50, (token) => openStream(base, token, arrivals))));
  const rssOpen = serverRss(base, pid);

  const samples = [];
  /** Per event, from its first stream to its last: the fan-out itself, without the request before it. */
  const spreads = [];
  let missed = 0;
  let wrong = 0;
  const year = 2090 + Math.floor(Math.random() * 9);
  /** Sends one change and times its event to every stream (5 s at most). */
  const deliver = async (send, change) => {
    arrivals.expect(open.length);
    const sent = performance.now();
    const id = await send();
    await Promise.race([arrivals.done, new Promise((resolve) => setTimeout(resolve, 5000))]);
    missed += open.length - arrivals.seen.size;
    const times = [];
    for (const [at, chunk] of arrivals.seen.values()) {
      const data = dataOf(chunk, type);
      if (data.id === id && data.change === change) times.push(at - sent);
      else wrong++;
    }
    samples.push(...times);
    if (times.length) spreads.push(Math.max(...times) - Math.min(...times));
    return id;
  };
  for (let round = 0; round < rounds; round++) {
    const day = `${year}-01-${String((round % 28) + 1).padStart(2, '0')}`;
    const body = { description: `Fan-out probe ${year}-${round}`, start: day, end: day };
    const id = await deliver(async () => (await call(base, adminToken, 'holiday', body)).holiday.id, 'added');
    await deliver(async () => {
      await call(base, adminToken, 'holiday/delete', { id });
      return id;
    }, 'removed');
  }
  for (const stream of open) stream.close();

  samples.sort((a, b) => a - b);
  spreads.sort((a, b) => a - b);
  return {
    streams: open.length,
    events: rounds * 2,
    deliveries: samples.length,
    missed,
    wrong,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: samples[samples.length - 1],
    spread50: percentile(spreads, 50),
    spread95: percentile(spreads, 95),
    rssBefore,
    rssHalf,
    half,
    rssOpen,
  };
}
