import { eq } from 'drizzle-orm';
import type { EmployeeDetails, EmployeeListItem, EmployeeRequest } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { divisions, positions, roles, users } from '../../db/schema';
import { imageUrl } from '../auth/loggedUser';

/** The columns an employee answer is made of (never the password hash). */
export const employeeColumns = {
  id: users.id,
  code: users.code,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  divisionId: users.divisionId,
  positionId: users.positionId,
  roleId: users.roleId,
  userType: users.userType,
  status: users.status,
  imageId: users.imageId,
  version: users.version,
  position: positions.name,
  division: divisions.name,
  roleName: roles.name,
};

/** users joined with the names an answer shows. */
export const selectEmployees = (db: Executor) =>
  db
    .select(employeeColumns)
    .from(users)
    .leftJoin(positions, eq(positions.id, users.positionId))
    .leftJoin(divisions, eq(divisions.id, users.divisionId))
    .leftJoin(roles, eq(roles.id, users.roleId));

export type EmployeeRow = Awaited<ReturnType<typeof selectEmployees>>[number];

/** The spec's wire names (001 §3 Employee). */
export function presentEmployee(row: EmployeeRow): EmployeeDetails {
  return {
    id: row.id,
    Code: row.code,
    FirstName: row.firstName,
    LastName: row.lastName,
    Position: row.position,
    pos_id: row.positionId,
    Mobile: row.mobile,
    Email: row.email,
    image: row.imageId,
    image_url: imageUrl(row.imageId),
    Dep_id: row.divisionId,
    status: row.status,
    role_id: row.roleId,
    user_type: row.userType,
    version: row.version,
  };
}

export function presentListItem(row: EmployeeRow): EmployeeListItem {
  return {
    ...presentEmployee(row),
    designation: row.position,
    role_name: row.roleName,
    department: row.division,
  };
}

export async function findEmployee(db: Executor, id: number): Promise<EmployeeRow | undefined> {
  const [row] = await selectEmployees(db).where(eq(users.id, id));
  return row;
}

/** What the audit log keeps of an employee: the record's fields, never a hash or password. */
export const auditedFields = (u: typeof users.$inferSelect) => ({
  code: u.code,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  mobile: u.mobile,
  division_id: u.divisionId,
  position_id: u.positionId,
  role_id: u.roleId,
  user_type: u.userType,
  status: u.status,
  image_id: u.imageId,
  version: u.version,
});

/** The employee form's fields as the users table stores them (add and update alike). */
export const userColumns = (input: EmployeeRequest) => ({
  code: input.code,
  firstName: input.fname,
  lastName: input.lname,
  email: input.email,
  mobile: input.mobile,
  divisionId: input.selected_department,
  positionId: input.pos_id,
  roleId: input.role_id,
  userType: input.user_type,
  status: input.status,
});
