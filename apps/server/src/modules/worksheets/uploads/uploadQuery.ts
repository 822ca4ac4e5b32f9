import { sql } from 'drizzle-orm';
import type { WorksheetUpload } from '@jobline/shared';
import { keptQuery, type Executor } from '../../../db/client';

// Read by every worksheet and summary: built once (keptQuery), one index step per person.
const uploadRows = keptQuery<
  {
    day: string;
    user_id: number;
    uploaded_by_id: number;
    first_name: string;
    last_name: string;
    created_at: string | Date;
    changed: boolean;
  },
  { ids: number[]; from: string; to: string; timeZone: string }
>(
  'worksheet_uploads',
  sql`select u.day::text as day, u.user_id, u.uploaded_by_id, b.first_name, b.last_name, u.created_at,
        exists (
          select 1 from work_log w
          where w.user_id = u.user_id and w.superseded_at is null and w.created_at > u.created_at
            and w.at >= (u.day::timestamp at time zone ${sql.placeholder('timeZone')})
            and w.at < ((u.day + 1)::timestamp at time zone ${sql.placeholder('timeZone')})
        ) as changed
      from worksheet_uploads u
      join users b on b.id = u.uploaded_by_id
      where u.user_id = any(${sql.placeholder('ids')}::int[]) and u.day between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
      order by u.user_id, u.day`,
);

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
  const rows = await uploadRows(db, { ids: userIds, from: range.from, to: range.to, timeZone });
  return rows.map((r) => ({
    date: r.day,
    user_id: r.user_id,
    uploaded_by_id: r.uploaded_by_id,
    uploaded_by: `${r.first_name} ${r.last_name}`.trim(),
    uploaded_at: new Date(r.created_at).toISOString(),
    changed_since: r.changed,
  }));
}
