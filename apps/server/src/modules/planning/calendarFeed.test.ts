import ICAL from 'ical.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaveStatus, Msg } from '@jobline/shared';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { auditRows, signedIn, uniqueIp, type Actor } from '../../test/helpers';
import { FEED_READS_PER_MINUTE } from './feedRoutes';
import { holidayOn, leaveFor, planningApp, workday, type PlanningWorld } from './planningTestKit';

const M = Msg.planning;
let w: PlanningWorld;
beforeAll(async () => {
  w = await planningApp();
});
afterAll(() => w.t.close());

const createFeed = (who: Actor) => w.inject('POST', '/api/calendar/feed', who);
const feedPath = (url: string) => new URL(url).pathname;
const readFeed = (path: string, ip = uniqueIp()) =>
  w.t.app.inject({ method: 'GET', url: path, remoteAddress: ip });

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  start: string;
  end: string;
  allDay: boolean;
}

/** The feed as a calendar app reads it: parsed by a real iCalendar parser. */
function parseFeed(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const when = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description || null,
      start: when(event.startDate),
      end: when(event.endDate),
      allDay: event.startDate.isDate,
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? calendar.getFirstPropertyValue('name')),
    events,
  };
}

describe('the calendar feed address', () => {
  it('is made once, told only once, and stored as a SHA-256 only', async () => {
    const who = await signedIn(w.t, { divisionId: w.p.division.id, firstName: 'Feed' });
    const none = await w.inject('GET', '/api/calendar/feed', who);
    expect(none.json()).toEqual({ exists: false, created_at: null });

    const res = await createFeed(who);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({ message: M.feedCreated, url: expect.any(String), created_at: expect.any(String) });
    const token = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(body.url)?.[1];
    expect(token).toBeTruthy();

    const status = await w.inject('GET', '/api/calendar/feed', who);
    expect(status.json()).toEqual({ exists: true, created_at: body.created_at });
    const [stored] = await queryRows<{ token_hash: string }>(
      w.t.database.db,
      sql`select token_hash from calendar_feeds where user_id = ${who.id}`,
    );
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token!);
    const [audit] = await auditRows(w.t.database.db, 'calendar_feed.create', who.id);
    expect(JSON.stringify(audit)).not.toContain(token!);
  });

  it('answers the address the caller reached the server by (without PUBLIC_URL)', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/calendar/feed',
      headers: { ...w.p.lead.headers, host: 'office.test:3000' },
    });
    expect(res.json().url).toMatch(/^http:\/\/office\.test:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });

  it('is replaced by a new one, after which the old address is gone', async () => {
    const who = await signedIn(w.t, { firstName: 'Replace' });
    const first = (await createFeed(who)).json();
    const second = await createFeed(who);
    expect(second.json().message).toBe(M.feedReplaced);
    expect((await readFeed(feedPath(first.url))).statusCode).toBe(404);
    expect((await readFeed(feedPath(second.json().url))).statusCode).toBe(200);
  });

  it('stops working once revoked, and revoking twice is harmless', async () => {
    const who = await signedIn(w.t, { firstName: 'Revoke' });
    const { url } = (await createFeed(who)).json();
    const res = await w.inject('DELETE', '/api/calendar/feed', who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.feedRevoked });
    expect((await readFeed(feedPath(url))).statusCode).toBe(404);
    expect((await w.inject('DELETE', '/api/calendar/feed', who)).statusCode).toBe(200);
    expect((await w.inject('GET', '/api/calendar/feed', who)).json().exists).toBe(false);
    expect(await auditRows(w.t.database.db, 'calendar_feed.revoke', who.id)).toHaveLength(1);
  });

  it('answers 404 for unknown and malformed addresses, and for someone who left', async () => {
    for (const file of [`${'A'.repeat(43)}.ics`, 'feed.ics', `${'A'.repeat(43)}.txt`, '..%2Fetc.ics']) {
      const res = await readFeed(`/api/calendar/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toEqual({ message: Msg.common.notFound });
    }
    const leaver = await signedIn(w.t, { firstName: 'Leaver' });
    const { url } = (await createFeed(leaver)).json();
    await w.t.database.db.update(users).set({ status: 0 }).where(eq(users.id, leaver.id));
    expect((await readFeed(feedPath(url))).statusCode).toBe(404);
  });

  it('limits reads per client address (429 with retry-after), not per feed', async () => {
    const ip = uniqueIp();
    const path = `/api/calendar/${'B'.repeat(43)}.ics`;
    for (let i = 0; i < FEED_READS_PER_MINUTE; i++) expect((await readFeed(path, ip)).statusCode).toBe(404);
    const limited = await readFeed(path, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: M.feedTooMany });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await readFeed(path, uniqueIp())).statusCode).toBe(404);
  });
});

describe('the calendar feed itself (parsed as a calendar app would)', () => {
  it('carries the planned tasks, activities, approved leave and holidays, times in UTC', async () => {
    const who = await signedIn(w.t, { divisionId: w.p.division.id, firstName: 'Ical' });
    const [slotDay, wholeDay, leaveDay, holiday] = [workday(1), workday(2), workday(3), workday(4)];
    const { assigned, taskIds } = await w.tasksFor(who, [
      [1, 2, 3],
      [1, 1, 1],
      [1, 1, 1],
    ]);
    const plan = (i: number, body: Record<string, unknown>) =>
      w.planTask(who, { id: assigned[i]!.id, user_id: who.id, ...body });
    expect((await plan(0, { plan_date: `${slotDay} 09:00`, end_date: `${slotDay} 11:00` })).statusCode).toBe(
      200,
    );
    expect((await plan(1, { plan_date: wholeDay, end_date: workday(3), all_day: true })).statusCode).toBe(
      200,
    );
    const meeting = await w.addActivity(who, {
      title: 'Meeting',
      description: 'Weekly planning, with the leads',
      start: `${slotDay} 14:00`,
      end: `${slotDay} 15:30`,
      user_id: who.id,
    });
    expect(meeting.statusCode).toBe(200);
    await leaveFor(w.t.database.db, who.id, [leaveDay]);
    await leaveFor(w.t.database.db, who.id, [workday(5)], { status: LeaveStatus.REJECTED });
    const holidayId = await holidayOn(w.t.database.db, holiday, 'Poson Poya Day');

    const { url } = (await createFeed(who)).json();
    const res = await readFeed(feedPath(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = parseFeed(res.body);
    expect(feed.name).toContain('Ical');
    const byUid = new Map(feed.events.map((e) => [e.uid, e]));

    expect(byUid.get(`task-${assigned[0]!.id}@jobline`)).toMatchObject({
      summary: '1 Task 1',
      start: `${slotDay}T03:30:00.000Z`,
      end: `${slotDay}T05:30:00.000Z`,
      allDay: false,
    });
    expect(byUid.get(`task-${assigned[0]!.id}@jobline`)!.description).toContain('Step 1');
    expect(byUid.get(`task-${assigned[1]!.id}@jobline`)).toMatchObject({
      start: wholeDay,
      end: dayAfter(workday(3)),
      allDay: true,
    });
    // An unplanned task is not on any calendar.
    expect(byUid.has(`task-${assigned[2]!.id}@jobline`)).toBe(false);
    expect(taskIds).toHaveLength(3);
    expect(byUid.get(`activity-${meeting.json().activity.id}@jobline`)).toMatchObject({
      summary: 'Meeting: Weekly planning, with the leads',
      start: `${slotDay}T08:30:00.000Z`,
      end: `${slotDay}T10:00:00.000Z`,
    });
    const leave = feed.events.filter((e) => e.uid.startsWith('leave-'));
    expect(leave).toEqual([
      expect.objectContaining({
        summary: 'Leave (Full day)',
        start: leaveDay,
        end: dayAfter(leaveDay),
        allDay: true,
      }),
    ]);
    expect(byUid.get(`holiday-${holidayId}@jobline`)).toMatchObject({
      summary: 'Holiday: Poson Poya Day',
      start: holiday,
      allDay: true,
    });
  });

  it('is the owner’s plan only', async () => {
    const who = await signedIn(w.t, { firstName: 'Alone' });
    const { url } = (await createFeed(who)).json();
    const feed = parseFeed((await readFeed(feedPath(url))).body);
    expect(feed.events.filter((e) => !e.uid.startsWith('holiday-'))).toEqual([]);
  });
});

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
