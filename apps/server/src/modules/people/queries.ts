import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  EMPLOYEE_PAGE_SIZE,
  firstSearchWord,
  type EmployeeListRequest,
  type EmployeeListResponse,
} from '@jobline/shared';
import type { Executor } from '../../db/client';
import { divisions, positions, users } from '../../db/schema';
import { lookupUsers } from '../lookups/queries';
import { presentListItem, selectEmployees } from './employeeRecord';
import { escapeLike } from '../../db/sqlText';

/** GET employee/getdepartment: divisions are the departments of the employee screens (O-52). */
export async function listDepartments(db: Executor) {
  const rows = await db.select().from(divisions).orderBy(asc(divisions.name));
  return rows.map((d) => ({ id: d.id, name: d.name, full_name: d.name }));
}

export async function departmentExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, id));
  return Boolean(row);
}

/** GET employee/getposition/{id}: the positions of one department. */
export async function listPositions(db: Executor, divisionId: number) {
  return db
    .select({ id: positions.id, position: positions.name })
    .from(positions)
    .where(eq(positions.divisionId, divisionId))
    .orderBy(asc(positions.name));
}

/** GET employee/list/active: every active employee, for pickers such as leave's covered-by. */
export const listActiveEmployees = (db: Executor) => lookupUsers(db);

/** GET users/division/inactive/{id}: a division's employees, the inactive ones too. */
export const listDivisionUsers = (db: Executor, divisionId: number) =>
  lookupUsers(db, { where: eq(users.divisionId, divisionId), includeInactive: true });

/** LIKE treats % and _ as wildcards: a search for "a_b" means those characters. */

/**
 * POST employee/division: one page, filtered and ordered in SQL so a large company stays fast.
 * The search uses only its first word, against the start of the first name (R-182).
 */
export async function listEmployeesPage(
  db: Executor,
  request: EmployeeListRequest,
): Promise<EmployeeListResponse> {
  const page = request.page ?? 1;
  const perPage = request.per_page ?? EMPLOYEE_PAGE_SIZE;
  const word = firstSearchWord(request.search);
  const filters: (SQL | undefined)[] = [
    request.division == null ? undefined : eq(users.divisionId, request.division),
    request.status == null ? undefined : eq(users.status, request.status),
    word ? sql`lower(${users.firstName}) like ${`${escapeLike(word.toLowerCase())}%`}` : undefined,
  ];
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    selectEmployees(db)
      .where(where)
      .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    employees: rows.map(presentListItem),
    total: Number(counted?.total ?? 0),
    page,
    per_page: perPage,
  };
}
