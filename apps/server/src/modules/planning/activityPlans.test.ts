import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_PAST_STATUS, ActivityPlanKind, Msg, RealtimeEventType } from '@jobline/shared';
import { queryRows } from '../../db/client';
import { auditRows, type Actor } from '../../test/helpers';
import { daysFromToday, todayInColombo } from '../../test/jobWorld';
import { eventsDuring, planningApp, workday, type PlanningWorld } from './planningTestKit';

const M = Msg.planning;
let w: PlanningWorld;
beforeAll(async () => {
  w = await planningApp();
});
afterAll(() => w.t.close());

const activity = (who: Actor, start: string, end: string | null, extra: Record<string, unknown> = {}) =>
  w.addActivity(who, {
    title: 'Meeting',
    description: 'Site visit planning',
    start,
    end,
    color: 'green',
    user_id: who.id,
    ...extra,
  });

const activityCount = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      w.t.database.db,
      sql`select count(*)::int as n from activity_plans where user_id = ${userId}`,
    )
  )[0]!.n;

describe('POST activity-plan', () => {
  it('adds a meeting (green), answers it with the spec message and shows it on the plan', async () => {
    const day = workday(1);
    const res = await activity(w.p.holder, `${day} 10:00`, `${day} 11:00`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: M.planUpdated,
      activity: {
        id: expect.any(Number),
        user_id: w.p.holder.id,
        kind: ActivityPlanKind.MEETING,
        title: 'Meeting',
        description: 'Site visit planning',
        start: `${day} 10:00`,
        end: `${day} 11:00`,
        all_day: false,
        color: 'green',
        created_by: w.p.holder.id,
      },
    });
    const plan = (await w.readPlan(w.p.holder, w.p.holder.id)).json();
    expect(plan.activityPlan.map((a: { id: number }) => a.id)).toContain(res.json().activity.id);
    const [stored] = await queryRows<{ start: string }>(
      w.t.database.db,
      sql`select to_json(start)#>>'{}' as start from activity_plans where id = ${res.json().activity.id}`,
    );
    expect(new Date(stored!.start).toISOString()).toBe(`${day}T04:30:00.000Z`);
  });

  it('takes whole days from a start without a time, and the kind and colour from the title', async () => {
    const [first, last] = [workday(3), workday(4)];
    const leave = await w.addActivity(w.p.holder, {
      title: 'leave',
      description: 'Out of office',
      start: first,
      end: last,
      color: 'whatever',
      user_id: w.p.holder.id,
    });
    expect(leave.statusCode, leave.body).toBe(200);
    expect(leave.json().activity).toMatchObject({
      kind: ActivityPlanKind.LEAVE,
      title: 'Leave',
      color: 'red',
      start: first,
      end: last,
      all_day: true,
    });
    const personal = await activity(w.p.holder, `${workday(5)} 16:00`, null, { title: 'Personal' });
    expect(personal.json().activity).toMatchObject({ color: 'teal', end: `${workday(5)} 17:00` });
  });

  it('refuses an activity overlapping another of the same person, on start (R-173)', async () => {
    const day = workday(6);
    expect((await activity(w.p.checker, `${day} 09:00`, `${day} 10:00`)).statusCode).toBe(200);
    const count = await activityCount(w.p.checker.id);
    for (const [start, end] of [
      ['09:30', '10:30'],
      ['08:00', '09:01'],
      ['09:15', '09:45'],
    ]) {
      const res = await activity(w.p.checker, `${day} ${start}`, `${day} ${end}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.activityOverlap, errors: { start: M.activityOverlap } });
    }
    const wholeDay = await activity(w.p.checker, day, day, { title: 'Personal' });
    expect(wholeDay.json().errors).toEqual({ start: M.activityOverlap });
    expect(await activityCount(w.p.checker.id)).toBe(count);
    // Touching ends do not overlap, and someone else's activity is theirs alone.
    expect((await activity(w.p.checker, `${day} 10:00`, `${day} 10:30`)).statusCode).toBe(200);
    expect((await activity(w.p.lead, `${day} 09:00`, `${day} 10:00`)).statusCode).toBe(200);
  });

  it('lets only one of two overlapping additions at the same moment through', async () => {
    const day = workday(7);
    const results = await Promise.all([
      activity(w.p.lead, `${day} 11:00`, `${day} 12:00`),
      activity(w.p.lead, `${day} 11:30`, `${day} 12:30`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a past day with the date-click message (R-170), and accepts today', async () => {
    const yesterday = daysFromToday(-1);
    const res = await activity(w.p.holder, `${yesterday} 10:00`, `${yesterday} 11:00`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.previousDates, errors: { start: M.previousDates } });
    const today = todayInColombo();
    expect((await activity(w.p.hod, `${today} 23:00`, `${today} 23:30`)).statusCode).toBe(200);
  });

  it('answers 400 on the field at fault', async () => {
    const day = workday(2);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'Party' }, 'title', M.activityKindRequired],
      [{ title: '' }, 'title', M.activityKindRequired],
      [{ description: '   ' }, 'description', M.descriptionRequired],
      [{ description: 'x'.repeat(501) }, 'description', M.descriptionTooLong],
      [{ start: 'soon' }, 'start', M.startInvalid],
      [{ end: `${day} 08:00` }, 'end', M.endBeforeStart],
      [{ start: day, end: daysFromToday(80) }, 'end', M.planTooLong],
      [{ user_id: 'me' }, 'user_id', M.employeeRequired],
    ];
    for (const [extra, field, message] of cases) {
      const res = await activity(w.p.holder, `${day} 09:00`, `${day} 10:00`, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(extra)).toBe(message);
    }
  });

  it('lets the HOD add to their division’s plans, not an employee to a colleague’s', async () => {
    const day = workday(8);
    const byHod = await activity(w.p.hod, `${day} 09:00`, `${day} 10:00`, { user_id: w.p.holder.id });
    expect(byHod.statusCode).toBe(200);
    expect(byHod.json().activity).toMatchObject({ user_id: w.p.holder.id, created_by: w.p.hod.id });
    const byColleague = await activity(w.p.checker, `${day} 11:00`, `${day} 12:00`, {
      user_id: w.p.holder.id,
    });
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json()).toEqual({ status: 11, message: M.otherEmployee });
    const byOtherHod = await activity(w.otherHod, `${day} 11:00`, `${day} 12:00`, { user_id: w.p.holder.id });
    expect(byOtherHod.statusCode).toBe(403);
  });
});

describe('DELETE activity-plan/{id}', () => {
  it('removes an activity, audits it and tells the plan’s viewers', async () => {
    const day = workday(9);
    const added = (await activity(w.p.holder, `${day} 09:00`, `${day} 10:00`)).json().activity;
    const events = await eventsDuring(
      w.t,
      async () => {
        const res = await w.deleteActivity(w.p.holder, added.id);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: M.planUpdated });
      },
      (e) => e.type === RealtimeEventType.PLAN_CHANGED,
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: RealtimeEventType.PLAN_CHANGED, data: { user_id: w.p.holder.id } }),
    );
    const [row] = await auditRows(w.t.database.db, 'activity_plan.delete', added.id);
    expect(row).toMatchObject({ actorId: w.p.holder.id, before: { description: 'Site visit planning' } });
    expect((await w.deleteActivity(w.p.holder, added.id)).statusCode).toBe(404);
  });

  it('refuses an activity that started before today (R-171: 409 status 13)', async () => {
    const [row] = await queryRows<{ id: number }>(
      w.t.database.db,
      sql`insert into activity_plans (user_id, kind, title, description, start, "end")
          values (${w.p.holder.id}, 1, 'Meeting', 'Yesterday', now() - interval '2 days', now() + interval '1 day')
          returning id`,
    );
    const res = await w.deleteActivity(w.p.holder, row!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: ACTIVITY_PAST_STATUS, message: M.activityPast });
  });

  it('answers 403 for someone else’s activity, 404 for none and 400 for a bad id', async () => {
    const day = workday(10);
    const added = (await activity(w.p.holder, `${day} 09:00`, `${day} 10:00`)).json().activity;
    const refused = await w.deleteActivity(w.p.checker, added.id);
    expect(refused.statusCode).toBe(403);
    expect(await activityCount(w.p.holder.id)).toBeGreaterThan(0);
    expect((await w.deleteActivity(w.p.hod, added.id)).statusCode).toBe(200);
    expect((await w.deleteActivity(w.p.holder, 99_999_999)).json()).toEqual({ message: M.activityNotFound });
    const bad = await w.deleteActivity(w.p.holder, 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ id: M.activityIdRequired });
  });
});
