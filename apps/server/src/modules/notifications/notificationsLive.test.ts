import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, RealtimeEventType } from '@jobline/shared';
import { signedIn, type Actor } from '../../test/helpers';
import { streamingApp, type StreamingApp } from '../../test/streamingApp';
import type { TestApp } from '../../test/testApp';
import { addNotifications } from './notificationCreator';

let s: StreamingApp;
let t: TestApp;
let base: string;

beforeAll(async () => {
  s = await streamingApp();
  ({ t, base } = s);
});
afterEach(() => s.closeStreams());
afterAll(() => t.close());

const subscribe = (who: Pick<Actor, 'headers'>) => s.subscribe(who);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the bell hears of changes live', () => {
  it('tells each recipient of their own new notifications when the transaction commits, and no one else', async () => {
    const alice = await signedIn(t);
    const bob = await signedIn(t);
    const carol = await signedIn(t);
    const [aliceStream, bobStream, carolStream] = await Promise.all([
      subscribe(alice),
      subscribe(bob),
      subscribe(carol),
    ]);
    const ids = await t.database.db.transaction(async (tx) =>
      addNotifications(tx, t.bus, [
        { userId: alice.id, type: NotificationType.JOB, title: 'Task for Alice' },
        { userId: bob.id, type: NotificationType.QC, title: 'QC for Bob' },
        { userId: alice.id, type: NotificationType.QC, title: 'QC for Alice' },
      ]),
    );
    const forAlice = await aliceStream.next(RealtimeEventType.NOTIFICATIONS_CHANGED);
    const forBob = await bobStream.next(RealtimeEventType.NOTIFICATIONS_CHANGED);
    expect(forAlice.data).toEqual({ ids: [ids[0], ids[2]], change: 'created' });
    expect(forBob.data).toEqual({ ids: [ids[1]], change: 'created' });
    await pause(300);
    expect(carolStream.has(RealtimeEventType.NOTIFICATIONS_CHANGED)).toBe(false);
  });

  it('says nothing when the transaction rolls back', async () => {
    const dave = await signedIn(t);
    const stream = await subscribe(dave);
    await expect(
      t.database.db.transaction(async (tx) => {
        await addNotifications(tx, t.bus, [{ userId: dave.id, type: NotificationType.JOB, title: 'Gone' }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await pause(300);
    expect(stream.has(RealtimeEventType.NOTIFICATIONS_CHANGED)).toBe(false);
    const page = await fetch(`${base}/api/notifications/1`, { headers: dave.headers });
    expect(((await page.json()) as { notifications: unknown[] }).notifications).toEqual([]);
  });

  it("tells the recipient's other tabs when one is opened, once", async () => {
    const erin = await signedIn(t);
    const [id] = await addNotifications(t.database.db, t.bus, [
      { userId: erin.id, type: NotificationType.JOB, title: 'Open me' },
    ]);
    const stream = await subscribe(erin);
    const res = await fetch(`${base}/api/notifications/${id}`, { method: 'POST', headers: erin.headers });
    expect(res.status).toBe(200);
    // The 'created' event of addNotifications may reach this new stream late (NOTIFY is asynchronous):
    // only the 'viewed' ones are this test's.
    const viewed = (data: unknown) => (data as { change?: string }).change === 'viewed';
    const event = await stream.next(RealtimeEventType.NOTIFICATIONS_CHANGED, 5000, viewed);
    expect(event.data).toEqual({ ids: [id], change: 'viewed' });
    await fetch(`${base}/api/notifications/${id}`, { method: 'POST', headers: erin.headers });
    await pause(300);
    expect(
      stream.events.filter((e) => e.event === RealtimeEventType.NOTIFICATIONS_CHANGED && viewed(e.data)),
    ).toHaveLength(1);
  });
});
