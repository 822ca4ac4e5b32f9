import { sql } from 'drizzle-orm';
import type { WorksheetUpload } from '@jobline/shared';
import { queryRows, type Executor } from '../../../db/client';
import { anyInt } from '../../../db/sqlText';

/**
 * The uploaded days of these people within [from, to], with who uploaded each and when, and whether
 * the day's work log gained rows after it (work resumed, or a correction approved).
 */
export async function uploadsOf(
  db: Executor,
  userIds: number[],
  range: { from: string; to: string },
  timeZone: string,
): Promise<WorksheetUpload[]> {
  if (!userIds.length || range.to < range.from) return [];
  const rows = await queryRows<{
    day: string;
    user_id: number;
    uploaded_by_id: number;
    first_name: string;
    last_name: string;
    created_at: string | Date;
    changed: boolean;
  }>(
    db,
    sql`select u.day::text as day, u.user_id, u.uploaded_by_id, b.first_name, b.last_name, u.created_at,
          exists (
            select 1 from work_log w
            where w.user_id = u.user_id and w.superseded_at is null and w.created_at > u.created_at
              and w.at >= (u.day::timestamp at time zone ${timeZone})
              and w.at < ((u.day + 1)::timestamp at time zone ${timeZone})
          ) as changed
        from worksheet_uploads u
        join users b on b.id = u.uploaded_by_id
        where u.user_id = ${anyInt(userIds)} and u.day between ${range.from} and ${range.to}
        order by u.user_id, u.day`,
  );
  return rows.map((r) => ({
    date: r.day,
    user_id: r.user_id,
    uploaded_by_id: r.uploaded_by_id,
    uploaded_by: `${r.first_name} ${r.last_name}`.trim(),
    uploaded_at: new Date(r.created_at).toISOString(),
    changed_since: r.changed,
  }));
}
