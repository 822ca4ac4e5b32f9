import { sql } from 'drizzle-orm';
import { Msg, type SummaryEmployee } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { fullNameSql } from '../../db/sqlText';
import { notFound } from '../../errors';

/** The employee a summary is about: name, code, division and position for its heading. */
export async function summaryEmployee(db: Executor, userId: number): Promise<SummaryEmployee> {
  const [row] = await queryRows<SummaryEmployee>(
    db,
    sql`select u.id, ${fullNameSql('u')} as name, u.code, u.division_id, d.name as division_name,
          p.name as position
        from users u
        left join divisions d on d.id = u.division_id
        left join positions p on p.id = u.position_id
        where u.id = ${userId}`,
  );
  if (!row) throw notFound(Msg.summaries.employeeNotFound);
  return row;
}
