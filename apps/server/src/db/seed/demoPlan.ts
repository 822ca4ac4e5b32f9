import { sql } from 'drizzle-orm';
import {
  ActivityPlanKind,
  ACTIVITY_PLAN_KINDS,
  DEFAULT_BUSINESS_HOURS,
  defaultPlanMinutes,
  formatWallTime,
  JobStatus,
  RoleId,
  shiftDay,
  TaskSection,
  type WallTime,
  weekdayOf,
} from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { effectivePermissionsSql } from '../../auth/sessions';
import { holidayDays } from '../../modules/holidays/holidayDays';
import { createActivityPlan } from '../../modules/planning/activityPlanCreator';
import type { PlanContext } from '../../modules/planning/planContext';
import { planTask } from '../../modules/planning/taskPlanner';
import { EventBus } from '../../realtime/bus';
import { queryRows, type Database, type Db } from '../client';

const TECHNICAL = 6;
const LUNCH = { from: 750, to: 810 };
/** At most this many tasks planned per person, so the two weeks read like a plan, not a backlog dump. */
const TASKS_EACH = 6;

interface Person {
  id: number;
  first_name: string;
  role_id: number | null;
}

/**
 * This week's and next week's plan for the Technical division, written through the planning commands
 * as its people would: each plans their open tasks not yet planned from today on into the working
 * hours (quick jobs stay on the day they were raised), the head of
 * the division books the weekly site planning and a customer handover, and one technician a personal
 * appointment. Runs after the demo company is committed.
 */
export async function seedDemoPlan(db: Db, today: string, timeZone: string) {
  const people = await queryRows<Person>(
    db,
    sql`select id, first_name, role_id from users
        where division_id = ${TECHNICAL} and status = 1 and role_id <> ${RoleId.QUICK_JOB_MANAGER}
        order by id`,
  );
  const head = people.find((p) => p.role_id === RoleId.HOD);
  if (!head || people.length === 0) return;
  // Nobody listens while the demo is seeded; the commands still announce their changes as always.
  const bus = new EventBus(null as unknown as Database);
  const contextOf = async (userId: number): Promise<PlanContext> => ({
    actor: { actorId: userId, ip: '127.0.0.1' },
    userId,
    today,
    now: new Date(),
    bus,
    timeZone,
    user: await plannerOf(db, userId),
  });

  const lastDay = nextWeekEnd(today);
  const closed = await holidayDays(db, today, lastDay);
  const workdays: string[] = [];
  for (let day = today; day <= lastDay; day = shiftDay(day, 1)) {
    if (DEFAULT_BUSINESS_HOURS[weekdayOf(day)] && !closed.has(day)) workdays.push(day);
  }
  if (workdays.length === 0) return;
  const nextMonday = workdays.find((d) => d > today && weekdayOf(d) === 1) ?? workdays[workdays.length - 1]!;
  const soon = workdays[Math.min(1, workdays.length - 1)]!;
  const later = workdays[Math.min(2, workdays.length - 1)]!;

  const booked = new Map<number, { day: string; from: number; to: number }[]>();
  const book = async (
    by: number,
    who: Person,
    kind: ActivityPlanKind,
    description: string,
    slot: { day: string; from: number; to: number },
  ) => {
    await createActivityPlan(db, await contextOf(by), {
      title: ACTIVITY_PLAN_KINDS[kind].label,
      description,
      start: formatWallTime({ day: slot.day, minutes: slot.from }),
      end: formatWallTime({ day: slot.day, minutes: slot.to }),
      user_id: who.id,
    });
    booked.set(who.id, [...(booked.get(who.id) ?? []), slot]);
  };

  for (const person of people) {
    await book(head.id, person, ActivityPlanKind.MEETING, 'Weekly site planning', {
      day: nextMonday,
      from: 510,
      to: 570,
    });
  }
  const lead = people.find((p) => p.role_id === RoleId.TEAM_LEADER);
  const technicians = people.filter((p) => p.role_id === RoleId.EMPLOYEE);
  for (const who of [lead, technicians[0]].filter((p): p is Person => !!p)) {
    await book(head.id, who, ActivityPlanKind.MEETING, 'Customer handover of the new POS counters', {
      day: soon,
      from: 840,
      to: 900,
    });
  }
  if (technicians[1]) {
    await book(technicians[1].id, technicians[1], ActivityPlanKind.PERSONAL, 'Medical appointment', {
      day: later,
      from: 960,
      to: 1050,
    });
  }

  for (const person of people) {
    const tasks = await queryRows<{ id: number; most_likely: number }>(
      db,
      sql`select tu.id, t.most_likely::float8 as most_likely
          from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id
          where tu.user_id = ${person.id} and tu.closed_at is null and tu.checks_id is null
            and tu.section in (${TaskSection.BACK_LOG}, ${TaskSection.PICKED}) and j.deleted_at is null
            and (tu.plan_date is null or tu.plan_date < ${today}::date)
            and j.status <> ${JobStatus.CANCELED}
          order by tu.section desc, tu.id
          limit ${TASKS_EACH}`,
    );
    const slots = slotFinder(workdays, booked.get(person.id) ?? []);
    const ctx = await contextOf(person.id);
    for (const task of tasks) {
      const slot = slots(defaultPlanMinutes(Number(task.most_likely)));
      if (!slot) break;
      await planTask(db, ctx, {
        id: task.id,
        user_id: person.id,
        plan_date: formatWallTime(slot.start),
        end_date: formatWallTime(slot.end),
        all_day: false,
      });
    }
  }
}

/** The Saturday of next week. */
function nextWeekEnd(today: string) {
  const toSaturday = (6 - weekdayOf(today) + 7) % 7;
  return shiftDay(today, toSaturday + 7);
}

/** Hands out consecutive working slots, around lunch and what is already booked, with a short gap. */
function slotFinder(workdays: string[], booked: { day: string; from: number; to: number }[]) {
  let index = 0;
  let cursor = DEFAULT_BUSINESS_HOURS[weekdayOf(workdays[0]!)]![0];
  return (minutes: number): { start: WallTime; end: WallTime } | null => {
    while (index < workdays.length) {
      const day = workdays[index]!;
      const [, close] = DEFAULT_BUSINESS_HOURS[weekdayOf(day)]!;
      let from = cursor;
      for (const b of booked.filter((x) => x.day === day))
        if (from < b.to && from + minutes > b.from) from = b.to;
      if (from < LUNCH.to && from + minutes > LUNCH.from) from = LUNCH.to;
      const length = Math.min(minutes, close - from);
      if (length >= 30) {
        cursor = from + length + 15;
        return { start: { day, minutes: from }, end: { day, minutes: from + length } };
      }
      index += 1;
      cursor = index < workdays.length ? DEFAULT_BUSINESS_HOURS[weekdayOf(workdays[index]!)]![0] : 0;
    }
    return null;
  };
}

/** The employee as a signed-in planner would be: their role's and their own permissions. */
async function plannerOf(db: Db, userId: number): Promise<AuthUser> {
  const [row] = await queryRows<{
    id: number;
    role_id: number | null;
    division_id: number | null;
    user_type: number;
    first_name: string;
    last_name: string;
    email: string;
    permissions: number[];
  }>(
    db,
    sql`select u.id, u.role_id, u.division_id, u.user_type, u.first_name, u.last_name, u.email,
          ${effectivePermissionsSql(sql`u.id`, sql`u.role_id`)} as permissions
        from users u where u.id = ${userId}`,
  );
  return {
    id: row!.id,
    sessionId: 0,
    roleId: row!.role_id,
    roleName: null,
    divisionId: row!.division_id,
    userType: row!.user_type,
    firstName: row!.first_name,
    lastName: row!.last_name,
    email: row!.email,
    permissions: row!.permissions.map(Number),
  };
}
