import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeEventType, RoleId } from '@jobline/shared';
import { queryRows } from '../db/client';
import { EventBus } from './bus';
import { signedIn, type Actor } from '../test/helpers';
import { SseReader } from '../test/sse';
import { streamingApp } from '../test/streamingApp';
import type { TestApp } from '../test/testApp';

let t: TestApp;
let base: string;
let admin: Actor;

beforeAll(async () => {
  ({ t, base } = await streamingApp());
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
});
afterAll(() => t.close());

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const listenBackends = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    )
  )[0]!.n;

const killListener = () =>
  t.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
  );

describe.runIf(process.env.JOBLINE_TEST_DB === 'postgres')('a dropped LISTEN connection', () => {
  it('comes back as one listener, delivers each event once, and tells streams to resync', async () => {
    const res = await fetch(`${base}/api/events`, { headers: admin.headers });
    const stream = new SseReader(res);
    await stream.next(RealtimeEventType.READY);
    const resyncs = () => stream.events.filter((e) => e.event === RealtimeEventType.RESYNC).length;
    expect(await listenBackends()).toBe(1);

    await killListener();
    await until(() => resyncs() >= 1, 'the first resync');
    await killListener();
    // A change committed while nobody listens: its event is lost, the resync covers it.
    const added = await fetch(`${base}/api/holiday`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'Added in the gap', start: '2032-02-02', end: '2032-02-02' }),
    });
    expect(added.status).toBe(200);
    await until(() => resyncs() >= 2, 'the second resync');
    await until(async () => (await listenBackends()) === 1, 'the killed listener gone');

    const holidays = (await (
      await fetch(`${base}/api/holiday?from=2032-01-01&to=2032-12-31`, { headers: admin.headers })
    ).json()) as { holidays: { description: string }[] };
    expect(holidays.holidays.map((h) => h.description)).toContain('Added in the gap');

    // Events on one channel arrive in order: once the second is here, every copy of the first is too.
    await t.bus.publish(t.database.db, { type: 'probe', all: true, data: { n: 1 } });
    await t.bus.publish(t.database.db, { type: 'probe', all: true, data: { n: 2 } });
    await stream.next('probe', 5000, (data) => (data as { n: number }).n === 2);
    const probes = stream.events.filter((e) => e.event === 'probe').map((e) => (e.data as { n: number }).n);
    expect(probes).toEqual([1, 2]);
    expect(resyncs()).toBe(2);
    expect(await listenBackends()).toBe(1);
    await stream.cancel();
  });

  it('logs one line when the feed drops and one when it is back, however many times pg reports the drop', async () => {
    const lines: string[] = [];
    const bus = new EventBus(t.database, (line) => lines.push(line));
    await bus.start();
    const heard: unknown[] = [];
    bus.subscribe((event) => event.type === 'probe' && heard.push(event.data?.n));
    try {
      await killListener();
      await until(() => lines.length >= 2, 'the feed back');
      // Heard again: every report of the drop came before the return.
      await t.bus.publish(t.database.db, { type: 'probe', all: true, data: { n: 3 } });
      await until(() => heard.includes(3), 'the probe heard');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^event feed lost \(.+\); reconnecting$/);
      expect(lines[1]).toBe('event feed back; open streams resync');
    } finally {
      await bus.close();
    }
  });
});
