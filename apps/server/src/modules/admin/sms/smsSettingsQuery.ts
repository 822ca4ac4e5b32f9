import { sql } from 'drizzle-orm';
import { RoleId, type SmsSettingsResponse } from '@jobline/shared';
import { queryRows, type Executor } from '../../../db/client';
import { fullNameSql } from '../../../db/sqlText';

/**
 * SMS Settings' matrix: every active director (R-204: role 3) with the departments they are texted
 * about, and the departments (divisions) to choose from, so the screen needs no other call.
 */
export async function readSmsSettings(db: Executor): Promise<SmsSettingsResponse> {
  const directors = await queryRows<{
    id: number;
    code: string;
    name: string;
    mobile: string | null;
    departments: number[] | null;
  }>(
    db,
    sql`select u.id, u.code, ${fullNameSql('u')} as name, nullif(trim(u.mobile), '') as mobile,
               (select array_agg(r.division_id order by r.division_id)
                from sms_recipients r where r.director_id = u.id) as departments
        from users u
        where u.role_id = ${RoleId.DIRECTOR} and u.status = 1
        order by lower(u.first_name), lower(u.last_name), u.id`,
  );
  const departments = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from divisions order by id`,
  );
  return {
    settings: directors.map((d) => ({ director_id: d.id, departments: d.departments ?? [] })),
    directors: directors.map((d) => ({ id: d.id, code: d.code, name: d.name, mobile: d.mobile })),
    departments,
  };
}
