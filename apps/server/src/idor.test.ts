import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaveStatus } from '@jobline/shared';
import type { RegisteredRoute } from './app';
import { queryRows } from './db/client';
import { worksheetPresetLines, worksheetPresets } from './db/schema';
import { seedDemo } from './db/seed/demo';
import { DEMO_PASSWORD } from './db/seed/demoData';
import { bearer, login } from './test/factories';
import { uniqueIp } from './test/helpers';
import { daysFromToday, todayInColombo } from './test/jobWorld';
import { sampleInput } from './test/sampleInput';
import { createTestApp, type TestApp } from './test/testApp';

/**
 * Row rules (policies/ and modules/*): a caller who holds the permission a route needs still may not
 * act on someone else's row. One row of the table per rule: the call on another person's (or another
 * division's) record is refused, 403 or 404 as the rule decides, and the tables it would change
 * are exactly as they were.
 */

let t: TestApp;
const headers: Record<'employee' | 'hod', Record<string, string>> = { employee: {}, hod: {} };

/** Ids from the demo company: rows that belong to someone other than the caller. */
interface Targets {
  employeeId: number;
  otherTaskUser: { id: number; task_id: number; section: number; email: string };
  otherNotification: number;
  otherPendingLeave: number;
  otherApprovedLeave: number;
  otherPreset: number;
  otherPresetLine: number;
  otherUser: number;
  /** The HOD's live session: someone else's, to the employee. */
  otherSession: number;
  /** For the HOD: an employee, a pending leave, an assignment and a preset of another division. */
  foreignEmployee: number;
  foreignLeave: number;
  foreignTaskUser: { id: number; task_id: number; section: number };
  foreignPreset: number;
}
let ids: Targets;

const one = async <T>(query: ReturnType<typeof sql>) => {
  const [row] = await queryRows<T>(t.database.db, query);
  if (!row) throw new Error('the demo company has no such row');
  return row;
};

async function presetOf(userId: number) {
  const [preset] = await t.database.db
    .insert(worksheetPresets)
    .values({ userId, day: daysFromToday(-1) })
    .returning();
  const [line] = await t.database.db
    .insert(worksheetPresetLines)
    .values({
      presetId: preset!.id,
      kind: 2,
      commentType: 6,
      description: 'Weekly meeting',
      startAt: new Date(`${daysFromToday(-1)}T03:30:00Z`),
      endAt: new Date(`${daysFromToday(-1)}T04:30:00Z`),
    })
    .returning();
  return { preset: preset!.id, line: line!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { timeZone: t.config.COMPANY_TIME_ZONE, companyName: t.config.COMPANY_NAME });
  for (const who of ['employee', 'hod'] as const) {
    headers[who] = bearer(
      await login(t, { email: `${who}@demo.local`, password: DEMO_PASSWORD }, uniqueIp()),
    );
  }
  const employee = await one<{ id: number; division_id: number }>(
    sql`select id, division_id from users where email = 'employee@demo.local'`,
  );
  const hod = await one<{ id: number; division_id: number }>(
    sql`select id, division_id from users where email = 'hod@demo.local'`,
  );
  const otherTaskUser = await one<Targets['otherTaskUser']>(
    // Of a job the employee holds no part in: a checker may read and comment on the work they check.
    sql`select tu.id, tu.task_id, tu.section, u.email from task_users tu join users u on u.id = tu.user_id
        join tasks k on k.id = tu.task_id
        where tu.user_id <> ${employee.id} and u.status = 1 and tu.section in (2, 3, 4) and not tu.locked
          and not exists (select 1 from job_users ju where ju.job_id = k.job_id and ju.user_id = ${employee.id})
        order by tu.id limit 1`,
  );
  // A task its holder has begun takes comments: the control below needs the holder's comment to land.
  await t.database.db.execute(sql`update task_users set started_at = now() where id = ${otherTaskUser.id}`);
  const foreignTaskUser = await one<Targets['foreignTaskUser']>(
    sql`select tu.id, tu.task_id, tu.section from task_users tu
        join tasks k on k.id = tu.task_id join jobs j on j.id = k.job_id
        join users u on u.id = tu.user_id
        where j.division_id <> ${hod.division_id} and u.division_id <> ${hod.division_id}
        order by tu.id limit 1`,
  );
  const leaveOf = (status: number, where: ReturnType<typeof sql>) =>
    one<{ id: number }>(
      sql`select l.id from leave_requests l join users u on u.id = l.user_id
          where l.status = ${status} and ${where} order by l.id limit 1`,
    );
  const otherUser = await one<{ id: number }>(
    sql`select id from users where id <> ${employee.id} and division_id = ${employee.division_id}
        and status = 1 order by id limit 1`,
  );
  const foreignEmployee = await one<{ id: number }>(
    sql`select id from users where division_id <> ${hod.division_id} and status = 1 and role_id = 8
        order by id limit 1`,
  );
  const otherPreset = await presetOf(otherUser.id);
  ids = {
    employeeId: employee.id,
    otherTaskUser,
    otherNotification: (
      await one<{ id: number }>(sql`select id from notifications where user_id <> ${employee.id} limit 1`)
    ).id,
    otherPendingLeave: (await leaveOf(LeaveStatus.PENDING, sql`l.user_id <> ${employee.id}`)).id,
    otherApprovedLeave: (await leaveOf(LeaveStatus.APPROVED, sql`l.user_id <> ${employee.id}`)).id,
    otherPreset: otherPreset.preset,
    otherPresetLine: otherPreset.line,
    otherUser: otherUser.id,
    otherSession: (
      await one<{ id: number }>(
        sql`select s.id from sessions s where s.user_id = ${hod.id} and s.revoked_at is null limit 1`,
      )
    ).id,
    foreignEmployee: foreignEmployee.id,
    foreignLeave: (await leaveOf(LeaveStatus.PENDING, sql`u.division_id <> ${hod.division_id}`)).id,
    foreignTaskUser,
    foreignPreset: (await presetOf(foreignEmployee.id)).preset,
  };
}, 60_000);
afterAll(() => t.close());

interface Rule {
  rule: string;
  as: 'employee' | 'hod';
  method: 'GET' | 'POST' | 'PUT';
  /** The route as registered: its schema gives the rest of a valid body. */
  route: string;
  url?: () => string;
  body?: () => Record<string, unknown>;
  /** 404 where the rule hides that the row exists; 403 otherwise. */
  refusal?: 403 | 404;
  /** The tables the call would change if the rule let it through (or one row, where every request touches the table). */
  tables: (string | { table: string; id: () => number })[];
}

const BOARD = ['task_users', 'activities', 'work_log', 'notifications'];
const PRESETS = ['worksheet_presets', 'worksheet_preset_lines'];
const LEAVE = ['leave_requests', 'leave_request_days'];

const RULES: Rule[] = [
  {
    rule: "an employee moves another employee's task",
    as: 'employee',
    method: 'POST',
    route: '/api/activity',
    body: () => ({
      task: ids.otherTaskUser.task_id,
      taskUserId: ids.otherTaskUser.id,
      previousSection: ids.otherTaskUser.section,
      newSection: 3,
    }),
    tables: BOARD,
  },
  {
    rule: "an employee plans another employee's task",
    as: 'employee',
    method: 'POST',
    route: '/api/tasks/plan_date',
    body: () => ({ task_user_id: ids.otherTaskUser.id, plan_date: todayInColombo() }),
    tables: BOARD,
  },
  {
    rule: "an employee comments on another employee's task",
    as: 'employee',
    method: 'POST',
    route: '/api/activity/comment/add',
    body: () => ({
      task_id: ids.otherTaskUser.task_id,
      task_user_id: ids.otherTaskUser.id,
      comment: 'Not my task',
    }),
    tables: BOARD,
  },
  {
    rule: "an employee changes the due date of another employee's assignment",
    as: 'employee',
    method: 'POST',
    route: '/api/tasks/due_date/change',
    body: () => ({ task_user_id: ids.otherTaskUser.id, new_due_date: daysFromToday(5) }),
    tables: BOARD,
  },
  {
    rule: "an employee reads another employee's assignment",
    as: 'employee',
    method: 'POST',
    route: '/api/tasks/single',
    body: () => ({ task_user_id: ids.otherTaskUser.id, task_id: ids.otherTaskUser.task_id }),
    tables: BOARD,
  },
  {
    rule: "an employee marks another employee's notification read",
    as: 'employee',
    method: 'POST',
    route: '/api/notifications/:id',
    url: () => `/api/notifications/${ids.otherNotification}`,
    refusal: 404,
    tables: ['notifications'],
  },
  {
    rule: "an employee withdraws another employee's pending leave request",
    as: 'employee',
    method: 'GET',
    route: '/api/leave/delete/:id',
    url: () => `/api/leave/delete/${ids.otherPendingLeave}`,
    tables: LEAVE,
  },
  {
    rule: "an employee asks to cancel another employee's approved leave",
    as: 'employee',
    method: 'GET',
    route: '/api/leave/cancel/:id',
    url: () => `/api/leave/cancel/${ids.otherApprovedLeave}`,
    tables: LEAVE,
  },
  {
    rule: "an employee reads another employee's leave request",
    as: 'employee',
    method: 'GET',
    route: '/api/leave/get/:id',
    url: () => `/api/leave/get/${ids.otherPendingLeave}`,
    tables: LEAVE,
  },
  {
    rule: "an employee adds a line to another employee's worksheet preset",
    as: 'employee',
    method: 'POST',
    route: '/api/comment/custom/add',
    body: () => ({ preset_id: ids.otherPreset, comment_type: 6, start_time: '11:00', end_time: '11:30' }),
    tables: PRESETS,
  },
  {
    rule: "an employee edits a line of another employee's worksheet preset",
    as: 'employee',
    method: 'POST',
    route: '/api/activity/custom/update',
    body: () => ({
      preset_id: ids.otherPreset,
      line_id: ids.otherPresetLine,
      start_time: '09:00',
      end_time: '09:15',
    }),
    tables: PRESETS,
  },
  {
    rule: "an employee deletes a line of another employee's worksheet preset",
    as: 'employee',
    method: 'POST',
    route: '/api/activity/custom/delete',
    body: () => ({ preset_id: ids.otherPreset, line_id: ids.otherPresetLine }),
    tables: PRESETS,
  },
  {
    rule: "an employee sends another employee's worksheet preset for review",
    as: 'employee',
    method: 'POST',
    route: '/api/reports/emp_daily_activity/request',
    body: () => ({ preset_id: ids.otherPreset }),
    tables: PRESETS,
  },
  {
    rule: "an employee resets another user's password",
    as: 'employee',
    method: 'POST',
    route: '/api/employee/reset-password/:id',
    url: () => `/api/employee/reset-password/${ids.otherUser}`,
    tables: ['users', { table: 'sessions', id: () => ids.otherSession }],
  },
  {
    rule: "an employee signs out another user's session",
    as: 'employee',
    method: 'POST',
    route: '/api/profile/sessions/:id/revoke',
    url: () => `/api/profile/sessions/${ids.otherSession}/revoke`,
    refusal: 404,
    tables: [{ table: 'sessions', id: () => ids.otherSession }],
  },
  {
    rule: "a HOD reads the planned tasks of another division's employee",
    as: 'hod',
    method: 'GET',
    route: '/api/user/:id/tasks',
    url: () => `/api/user/${ids.foreignEmployee}/tasks`,
    tables: BOARD,
  },
  {
    rule: "a HOD plans a task of another division's employee",
    as: 'hod',
    method: 'PUT',
    route: '/api/user/task_plan',
    body: () => ({
      id: ids.foreignTaskUser.id,
      user_id: ids.foreignEmployee,
      plan_date: `${daysFromToday(1)} 09:00`,
    }),
    tables: BOARD,
  },
  {
    rule: "a HOD approves leave of another division's employee",
    as: 'hod',
    method: 'POST',
    route: '/api/leave/approve',
    body: () => ({ leave_data: { id: ids.foreignLeave } }),
    tables: LEAVE,
  },
  {
    rule: "a HOD changes the due date of an assignment on another division's job",
    as: 'hod',
    method: 'POST',
    route: '/api/tasks/due_date/change',
    body: () => ({ task_user_id: ids.foreignTaskUser.id, new_due_date: daysFromToday(5) }),
    tables: BOARD,
  },
  {
    rule: "a HOD approves the worksheet preset of another division's employee",
    as: 'hod',
    method: 'POST',
    route: '/api/reports/activity/preset/approve',
    body: () => ({ preset: ids.foreignPreset, version: 1 }),
    tables: PRESETS,
  },
];

/** Every row of the named tables (or the one named row), as digests: any insert, update or delete changes them. */
async function digest(tables: Rule['tables']) {
  return Promise.all(
    tables.map(async (entry) => {
      const table = typeof entry === 'string' ? entry : entry.table;
      const where = typeof entry === 'string' ? sql`true` : sql`r.id = ${entry.id()}`;
      const row = await one<{ digest: string }>(
        sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest
            from ${sql.identifier(table)} r where ${where}`,
      );
      return `${table}: ${row.digest}`;
    }),
  );
}

const routeOf = (rule: Rule): RegisteredRoute => {
  const route = t.app.registeredRoutes.find((r) => r.method === rule.method && r.url === rule.route);
  if (!route) throw new Error(`no route ${rule.method} ${rule.route}`);
  return route;
};

describe('row rules refuse another person’s rows (IDOR)', () => {
  it.each(RULES)('$rule', async (rule) => {
    const route = routeOf(rule);
    const generated = sampleInput(route.schema?.body, todayInColombo()).value as Record<string, unknown>;
    const body = rule.body ? { ...generated, ...rule.body() } : generated;
    const before = await digest(rule.tables);
    const res = await t.app.inject({
      method: rule.method,
      url: rule.url?.() ?? rule.route,
      headers: headers[rule.as],
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(res.statusCode, res.body).toBe(rule.refusal ?? 403);
    expect(await digest(rule.tables)).toEqual(before);
  });

  it('lets the holder make the same comment, which the digest sees (the refusals are not malformed calls)', async () => {
    const holder = bearer(
      await login(t, { email: ids.otherTaskUser.email, password: DEMO_PASSWORD }, uniqueIp()),
    );
    const before = await digest(BOARD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activity/comment/add',
      headers: holder,
      payload: {
        task_id: ids.otherTaskUser.task_id,
        task_user_id: ids.otherTaskUser.id,
        comment: 'My own task',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await digest(BOARD)).not.toEqual(before);
  });

  it('changes only the caller’s own profile, whatever user id the request names', async () => {
    const otherRow = [{ table: 'users', id: () => ids.otherUser }];
    const before = await digest(otherRow);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/update',
      headers: headers.employee,
      payload: { id: ids.otherUser, user_id: ids.otherUser, fname: 'Intruder' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(ids.employeeId);
    const own = await one<{ first_name: string }>(
      sql`select first_name from users where id = ${ids.employeeId}`,
    );
    expect(own.first_name).toBe('Intruder');
    expect(await digest(otherRow)).toEqual(before);
  });
});
