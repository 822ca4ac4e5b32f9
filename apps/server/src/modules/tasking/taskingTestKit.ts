import { eq } from 'drizzle-orm';
// Test-only: the people and jobs the Create Task tests share, and short ways to call its routes.
import { Perm, RoleId, type TaskStoreBody, type TaskStoreRequest } from '@jobline/shared';
import { taskSheets } from '../../db/schema';
import { createDivision } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { insertJob } from '../jobAdmin/jobAdminTestKit';

/** Everyone a tasking rule tells apart: the job's owner, its managers, heads, and outsiders. */
export async function createTaskingWorld(t: TestApp) {
  const db = t.database.db;
  const division = await createDivision(db);
  const otherDivision = await createDivision(db);
  const withTasking = (roleId: number | null, divisionId: number | null = division.id, firstName = 'Test') =>
    signedIn(t, { roleId, permissions: [Perm.CREATE_TASK], divisionId, firstName });
  const owner = await withTasking(RoleId.EMPLOYEE, division.id, 'Owner');
  const coordinator = await withTasking(RoleId.COORDINATOR, otherDivision.id);
  const creator = await withTasking(RoleId.EMPLOYEE, otherDivision.id);
  const lead = await withTasking(RoleId.TEAM_LEADER, division.id, 'Lead');
  const hod = await withTasking(RoleId.HOD, division.id);
  const otherLead = await withTasking(RoleId.TEAM_LEADER, otherDivision.id);
  const admin = await withTasking(RoleId.ADMIN, otherDivision.id);
  const outsider = await withTasking(RoleId.EMPLOYEE, division.id);
  // Seeded role rights without Create Task (9): an employee.
  const employee = await signedIn(t, { roleId: RoleId.EMPLOYEE, divisionId: division.id });
  const approver = await signedIn(t, {
    roleId: RoleId.TEAM_LEADER,
    divisionId: division.id,
    firstName: 'Approver',
  });

  /** A live job of the division, owned, coordinated and raised by the world's people. */
  const job = (values: Parameters<typeof insertJob>[1] = {}) =>
    insertJob(db, {
      divisionId: division.id,
      employeeId: owner.id,
      coordinatorId: coordinator.id,
      createdById: creator.id,
      ...values,
    });

  return {
    division,
    otherDivision,
    owner,
    coordinator,
    creator,
    lead,
    hod,
    otherLead,
    admin,
    outsider,
    employee,
    approver,
    job,
  };
}
export type TaskingWorld = Awaited<ReturnType<typeof createTaskingWorld>>;

/** One line of the entry row: number, optimistic, most likely, pessimistic (blank when left out). */
type Line = TaskStoreBody['tasks'][number];

export const line = (
  taskNo: string,
  o: number,
  m: number,
  p?: number | null,
  extra: Partial<Line> = {},
): Line => ({
  task_no: taskNo,
  task_name: `Task ${taskNo}`,
  task_description: `Do the work of task ${taskNo}`,
  Time01: o,
  Time02: m,
  Time03: p ?? null,
  status: extra.id ? 1 : 0,
  ...extra,
});

/** Short ways to call the API as someone (or nobody). */
export function tasking(t: TestApp) {
  const headers = (who: Actor | null) => who?.headers ?? {};
  return {
    get: (url: string, who: Actor | null) => t.app.inject({ method: 'GET', url, headers: headers(who) }),
    post: (url: string, payload: unknown, who: Actor | null) =>
      t.app.inject({ method: 'POST', url, headers: headers(who), payload: payload as object }),
    /** A save from a form opened just now: a saved sheet's current version unless the body names one. */
    store: async (body: Partial<TaskStoreRequest> & Record<string, unknown>, who: Actor | null) => {
      const sheetId = typeof body.sheet_id === 'number' ? body.sheet_id : null;
      const [row] = sheetId
        ? await t.database.db
            .select({ version: taskSheets.version })
            .from(taskSheets)
            .where(eq(taskSheets.id, sheetId))
        : [];
      const payload = sheetId && !('version' in body) ? { ...body, version: row?.version ?? 1 } : body;
      return t.app.inject({ method: 'POST', url: '/api/tasks/store', headers: headers(who), payload });
    },
  };
}
