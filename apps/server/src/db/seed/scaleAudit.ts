import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { moveAfterTheRest } from './demoActivity';

/** Audit rows per scale job: 60,000 jobs make 2.4 million rows, two years of a 300-person company. */
export const AUDIT_ROWS_PER_JOB = 40;

/**
 * What the log of a busy company holds, per thousand rows: mostly board moves, holds and comments,
 * then jobs, sign-ins, leave, worksheets and customers; roles, holidays and switches now and then.
 * [action, entity, share ‰, concerns a customer]
 */
const MIX: [string, string, number, boolean][] = [
  ['task.move', 'task_user', 360, true],
  ['task.comment', 'task_user', 70, true],
  ['hold.change', 'user', 110, false],
  ['hold.restore', 'user', 100, false],
  ['day.end', 'user', 50, false],
  ['auth.login', 'session', 60, false],
  ['job.create', 'job', 40, true],
  ['job.update', 'job', 40, true],
  ['job.due_date.change', 'job', 15, true],
  ['task.assign', 'job', 30, true],
  ['pending_approval.create', 'pending_approval', 12, true],
  ['job_user.finish.accept', 'job_user', 20, true],
  ['customer.update', 'customer', 18, true],
  ['service.create', 'service_visit', 8, true],
  ['leave.request', 'leave_request', 15, false],
  ['leave.approve', 'leave_request', 13, false],
  ['worksheet_preset.create', 'worksheet_preset', 10, false],
  ['worksheet_preset.approve', 'worksheet_preset', 8, false],
  ['employee.update', 'user', 12, false],
  ['activity_plan.create', 'activity_plan', 6, false],
  ['role.permissions.set', 'role', 1, false],
  ['holiday.create', 'holiday', 1, false],
  ['feature.switch', 'feature', 1, false],
];

/**
 * Two years of audit history for the scale data set, written in one statement from generate_series
 * (a minute for millions of rows): actions in the MIX's shares, by the scale employees, about the
 * scale customers' jobs, with before/after of the size the app writes, stamped in id order. Rows
 * already in the log (the demo company's) are renumbered after the history, so ids follow time.
 */
export async function seedScaleAudit(db: Db, log: (line: string) => void, rows: number) {
  if (rows < 1) return;
  log(`audit history: ${rows} rows over two years`);
  // Constants of this file, written into the statement so VALUES sees numbers and booleans.
  let from = 0;
  const kinds = sql.raw(
    MIX.map(([action, entity, share, customer]) => {
      const row = `('${action}', '${entity}', ${from}, ${from + share}, ${customer})`;
      from += share;
      return row;
    }).join(', '),
  );
  const step = sql.raw(`interval '722 days' / ${Math.max(1, Math.round(rows))}`);
  const [before] = await queryRows<{ existing: string | number }>(
    db,
    sql`select coalesce(max(id), 0) as existing from audit_log`,
  );
  const existing = Number(before?.existing ?? 0);
  await db.execute(sql`
    with people as (select array_agg(id order by id) as ids, count(*)::int as n from users where code like 'SC%'),
    work as (select min(id) as first, max(id) - min(id) + 1 as n from jobs where job_no like 'SJ%'),
    kinds (action, entity, lo, hi, customer) as (values ${kinds})
    insert into audit_log (actor_id, action, entity, entity_id, before, after, ip, customer_id, at)
    select p.ids[1 + (r.h % p.n)], k.action, k.entity,
      (case k.entity
        when 'job' then r.job
        when 'customer' then j.customer_id
        when 'user' then p.ids[1 + (r.h % p.n)]
        else 1 + r.h2 % 400000 end)::text,
      case k.action
        when 'task.move' then jsonb_build_object('section', 1 + r.h2 % 5)
        when 'job.update' then jsonb_build_object('priority', 1 + r.h % 3, 'due_date', r.at::date,
          'description', 'Install the POS terminals at the branch', 'customer_id', j.customer_id)
        when 'job.due_date.change' then jsonb_build_object('due_date', r.at::date)
        when 'customer.update' then jsonb_build_object('name', 'Scale Customer ' || j.customer_id, 'address',
          r.h2 % 200 || ' Galle Road', 'mobile_no', '07' || (10000000 + r.h % 89999999), 'version', 1 + r.h2 % 9)
        when 'employee.update' then jsonb_build_object('mobile', '07' || (10000000 + r.h2 % 89999999), 'position_id', 1 + r.h % 20)
        when 'leave.approve' then jsonb_build_object('status', 1)
        else null end,
      case k.action
        when 'task.move' then jsonb_build_object('section', 2 + r.h % 5, 'via', 'move', 'held_task_user_id', null,
          'finished_status', null)
        when 'task.comment' then jsonb_build_object('comment', 'Checked the ' || (array['printer', 'scanner', 'till',
          'server', 'network', 'card terminal'])[1 + r.h % 6] || ' with the branch manager', 'comment_type', 2)
        when 'hold.change' then jsonb_build_object('type', 1 + r.h % 6, 'comment', null, 'held_task_user_id', 1 + r.h2 % 400000)
        when 'hold.restore' then jsonb_build_object('hold_activity_id', r.g, 'task_user_id', 1 + r.h2 % 400000)
        when 'day.end' then jsonb_build_object('held_task_user_id', null)
        when 'job.create' then jsonb_build_object('job_no', 'SJ' || lpad(r.job::text, 7, '0'), 'customer_id', j.customer_id,
          'job_title', 'Scale job', 'job_description', 'Configure the branch server', 'priority', 1 + r.h % 3)
        when 'job.update' then jsonb_build_object('priority', 1 + r.h2 % 3, 'due_date', (r.at + interval '7 days')::date,
          'description', 'Install and configure the POS terminals at the branch', 'customer_id', j.customer_id)
        when 'job.due_date.change' then jsonb_build_object('due_date', (r.at + interval '14 days')::date,
          'reason', 'Parts arrive next week')
        when 'customer.update' then jsonb_build_object('name', 'Scale Customer ' || j.customer_id, 'address',
          r.h % 200 || ' Kandy Road', 'mobile_no', '07' || (10000000 + r.h % 89999999), 'version', 2 + r.h2 % 9)
        when 'employee.update' then jsonb_build_object('mobile', '07' || (10000000 + r.h % 89999999), 'position_id', 1 + r.h2 % 20)
        when 'leave.request' then jsonb_build_object('leave_type', 1 + r.h % 5, 'start', r.at::date,
          'reason', 'Family matters')
        when 'leave.approve' then jsonb_build_object('status', 2)
        else jsonb_build_object('note', k.action) end,
      '10.0.' || (r.h % 250) || '.' || (r.h2 % 250),
      case when k.customer then j.customer_id end,
      r.at
    from (
      select g, (g::bigint * 2654435761) % 4294967296 as h, (g::bigint * 40503 + 977) % 1000003 as h2,
        (g::bigint * 7919) % 1000 as bucket, now() - interval '730 days' + g * (${step}) as at
      from generate_series(1, ${rows}) g
    ) r0
    cross join people p
    cross join work w
    cross join lateral (select r0.*, w.first + (r0.h % w.n) as job) r
    join kinds k on r.bucket >= k.lo and r.bucket < k.hi
    left join jobs j on j.id = r.job
    order by r.g`);
  // The rows that were there (written now) move after the history, so ids keep following time.
  await moveAfterTheRest(db, existing);
  await db.execute(sql`analyze audit_log`);
}
