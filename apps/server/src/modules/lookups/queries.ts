import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { EmployeeStatus } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { imageUrl } from '../auth/loggedUser';

/** Active employees for pickers, filtered as asked. */
export async function lookupUsers(db: Executor, where?: SQL) {
  const rows = await db
    .select({
      id: users.id,
      code: users.code,
      firstName: users.firstName,
      lastName: users.lastName,
      divisionId: users.divisionId,
      roleId: users.roleId,
      imageId: users.imageId,
    })
    .from(users)
    .where(and(eq(users.status, EmployeeStatus.ACTIVE), where))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(users.lastName));
  return rows.map((u) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`,
    code: u.code,
    division_id: u.divisionId,
    role_id: u.roleId,
    image_url: imageUrl(u.imageId),
  }));
}
