import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { EmployeeStatus } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { imageUrl } from '../auth/loggedUser';

/** Employees for pickers (active ones unless asked otherwise), filtered as asked, by name. */
export async function lookupUsers(
  db: Executor,
  { where, includeInactive = false }: { where?: SQL; includeInactive?: boolean } = {},
) {
  const rows = await db
    .select({
      id: users.id,
      code: users.code,
      firstName: users.firstName,
      lastName: users.lastName,
      divisionId: users.divisionId,
      roleId: users.roleId,
      imageId: users.imageId,
      status: users.status,
    })
    .from(users)
    .where(and(includeInactive ? undefined : eq(users.status, EmployeeStatus.ACTIVE), where))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
  return rows.map((u) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`,
    code: u.code,
    division_id: u.divisionId,
    role_id: u.roleId,
    image_url: imageUrl(u.imageId),
    status: u.status,
  }));
}
