import { sql } from 'drizzle-orm';
import { LeaveStatus, LeaveType, Perm, RoleId, TaskSection, weekdayOf } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { holidays, leaveRequestDays, leaveRequests } from '../../db/schema';
import type { RealtimeEvent } from '../../realtime/bus';
import { createDivision } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { todayInColombo } from '../../test/jobWorld';
import type { TestApp } from '../../test/testApp';
import { boardJob, boardPeople, boardsApp, type AssignOptions } from '../boards/boardsTestKit';
import type { Estimate } from '../taskAssign/taskAssignTestKit';

/** The nth day from today that is not a Sunday (the company is closed then), n ≥ 1. */
export function workday(n: number): string {
  let day = todayInColombo();
  for (let found = 0; found < n;) {
    day = shift(day, 1);
    if (weekdayOf(day) !== 0) found += 1;
  }
  return day;
}
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * What each planning test file starts from: the boards' people (a division with its HOD, team lead,
 * a holder and a checker, and an outsider without a division), a director who sees every division,
 * an HOD of another division and someone without Calendar (11), with the planning calls.
 */
export async function planningApp() {
  const { t, p, api } = await boardsApp(boardPeople);
  const otherDivision = await createDivision(t.database.db);
  const director = await signedIn(t, { roleId: RoleId.DIRECTOR, firstName: 'Dilan' });
  const otherHod = await signedIn(t, { roleId: RoleId.HOD, divisionId: otherDivision.id });
  const noCalendar = await signedIn(t, {
    roleId: null,
    permissions: [Perm.TASKS],
    divisionId: p.division.id,
  });
  const inject = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    who: Actor | null,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: who?.headers ?? {}, payload: payload as object | undefined });
  return {
    t,
    p,
    api,
    director,
    otherHod,
    noCalendar,
    inject,
    readPlan: (who: Actor | null, userId: number | string, query = '') =>
      inject('GET', `/api/user/${userId}/tasks${query}`, who),
    readJobs: (who: Actor | null, userId: number | string) => inject('GET', `/api/user/${userId}/jobs`, who),
    planTask: (who: Actor | null, body: Record<string, unknown>) =>
      inject('PUT', '/api/user/task_plan', who, body),
    addActivity: (who: Actor | null, body: Record<string, unknown>) =>
      inject('POST', '/api/activity-plan', who, body),
    deleteActivity: (who: Actor | null, id: number | string) =>
      inject('DELETE', `/api/activity-plan/${id}`, who),
    /** A job of the division with tasks of these estimates assigned to `holder`, unplanned in Back Log by default. */
    tasksFor: (holder: Actor, estimates: Estimate[] = [[1, 2, 4]], options: AssignOptions = {}) =>
      boardJob(t.database.db, { ...p, holder }, estimates, {
        section: TaskSection.BACK_LOG,
        planDate: null,
        ...options,
      }),
  };
}
export type PlanningWorld = Awaited<ReturnType<typeof planningApp>>;

/** Approved (or other) leave written straight into the leave tables, one type for every day. */
export async function leaveFor(
  db: Executor,
  userId: number,
  days: string[],
  options: { status?: number; type?: number } = {},
) {
  const type = options.type ?? LeaveType.FULL_DAY;
  const [request] = await db
    .insert(leaveRequests)
    .values({
      userId,
      leaveFrom: days[0]!,
      leaveTo: days[days.length - 1]!,
      leaveType: type,
      remark: 'Family event',
      status: options.status ?? LeaveStatus.APPROVED,
      dayCount: days.length,
    })
    .returning({ id: leaveRequests.id });
  await db
    .insert(leaveRequestDays)
    .values(days.map((date) => ({ leaveRequestId: request!.id, date, leaveType: type })));
  return request!.id;
}

export async function holidayOn(db: Executor, day: string, description = 'Test Poya Day') {
  const [row] = await db
    .insert(holidays)
    .values({ description, startDate: day, endDate: day })
    .returning({ id: holidays.id });
  return row!.id;
}

/** An assignment's stored plan, the instants as ISO strings. */
export async function storedPlan(db: Executor, taskUserId: number) {
  const [row] = await queryRows<{
    plan_date: string | null;
    plan_start: string | null;
    plan_end: string | null;
    plan_all_day: boolean;
  }>(
    db,
    sql`select plan_date::text as plan_date, to_json(plan_start)#>>'{}' as plan_start,
          to_json(plan_end)#>>'{}' as plan_end, plan_all_day from task_users where id = ${taskUserId}`,
  );
  return {
    plan_date: row!.plan_date,
    plan_start: row!.plan_start && new Date(row!.plan_start).toISOString(),
    plan_end: row!.plan_end && new Date(row!.plan_end).toISOString(),
    all_day: row!.plan_all_day,
  };
}

/** Collects bus events while `action` runs, until one matches (or a while passes). */
export async function eventsDuring(
  t: TestApp,
  action: () => Promise<unknown>,
  until: (e: RealtimeEvent) => boolean,
) {
  const seen: RealtimeEvent[] = [];
  const stop = t.bus.subscribe((event) => seen.push(event));
  try {
    await action();
    for (let waited = 0; waited < 5000 && !seen.some(until); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return seen;
  } finally {
    stop();
  }
}
