import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { EmployeeStatus, type LookupSearchQuery } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { pickerPage, pickerSearch } from '../../db/pickerSearch';
import { fullNameSql } from '../../db/sqlText';
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

/**
 * A picker's search over active employees by code or full name (pickerSearch); ids answers those
 * people whether active or not, since a form may hold someone who has since left.
 */
export async function searchUsers(db: Executor, query: LookupSearchQuery) {
  const search = pickerSearch(query, { id: sql`u.id`, keys: [sql`u.code`], names: [fullNameSql('u')] });
  const rows = await queryRows<{
    id: number;
    code: string;
    name: string;
    division_id: number | null;
    role_id: number | null;
    image_id: string | null;
  }>(
    db,
    sql`select u.id, u.code, ${fullNameSql('u')} as name, u.division_id, u.role_id, u.image_id from users u
        where ${query.ids ? sql`true` : sql`u.status = ${EmployeeStatus.ACTIVE}`} and ${search.where}
        order by ${search.rankFirst} lower(u.first_name), lower(u.last_name), u.id
        limit ${search.limit}`,
  );
  const page = pickerPage(rows, search.size);
  return {
    users: page.items.map(({ image_id, ...u }) => ({ ...u, image_url: imageUrl(image_id) })),
    more: page.more,
  };
}
