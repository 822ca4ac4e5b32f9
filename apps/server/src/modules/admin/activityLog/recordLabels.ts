import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { anyInt } from '../../../db/sqlText';
import { entityNoun } from './actionLabels';

interface Labelled {
  id: number;
  label: string | null;
}

/** How each kind of record is named by a join, given the ids of a page (one small query per kind). */
const LOOKUPS: Record<string, (ids: SQL) => SQL> = {
  job: (ids) => sql`select id, job_no || ' · ' || title as label from jobs where id = ${ids}`,
  customer: (ids) => sql`select id, name || ' (' || code || ')' as label from customers where id = ${ids}`,
  user: (ids) =>
    sql`select id, concat_ws(' ', first_name, last_name) || ' (' || code || ')' as label from users where id = ${ids}`,
  task_user: (ids) => sql`select tu.id, j.job_no || ' · ' || t.task_no || ' ' || t.name as label
    from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id where tu.id = ${ids}`,
  task: (ids) => sql`select t.id, j.job_no || ' · ' || t.task_no || ' ' || t.name as label
    from tasks t join jobs j on j.id = t.job_id where t.id = ${ids}`,
  job_user: (ids) => sql`select ju.id, j.job_no || ' · ' || concat_ws(' ', u.first_name, u.last_name) as label
    from job_users ju join jobs j on j.id = ju.job_id join users u on u.id = ju.user_id where ju.id = ${ids}`,
  task_sheet: (ids) => sql`select s.id, j.job_no || ' · sheet ' || s.sheet_no as label
    from task_sheets s join jobs j on j.id = s.job_id where s.id = ${ids}`,
  job_request: (ids) => sql`select id, request_no as label from job_requests where id = ${ids}`,
  pending_approval: (ids) => sql`select id, approval_no as label from pending_approvals where id = ${ids}`,
  role: (ids) => sql`select id, name as label from roles where id = ${ids}`,
  holiday: (ids) => sql`select id, description as label from holidays where id = ${ids}`,
  service_visit: (ids) => sql`select v.id, c.name || ' · ' || to_char(v.service_date, 'DD/MM/YYYY') as label
    from service_visits v join customers c on c.id = v.customer_id where v.id = ${ids}`,
};

/** Keys of a record's own fields that name it, when no join can (a deleted row, another kind). */
const NAMING_KEYS = ['job_no', 'approval_no', 'request_no', 'name', 'title', 'description', 'email', 'key'];

export interface AuditRecordRef {
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

const keyOf = (entity: string, id: string | null) => `${entity}:${id ?? ''}`;

function namedInRow(row: AuditRecordRef): string | null {
  for (const side of [row.after, row.before]) {
    if (!side || typeof side !== 'object') continue;
    for (const key of NAMING_KEYS) {
      const value = (side as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 120);
    }
  }
  return null;
}

/**
 * A readable name for each record of a page ('Job J26-00012 · POS installation'): the record as it
 * is now where a join finds it, else what its audit row says of it, else its kind and number.
 */
export async function recordLabels(db: Executor, rows: AuditRecordRef[]): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<number>>();
  for (const row of rows) {
    const id = Number(row.entity_id);
    if (!LOOKUPS[row.entity] || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) continue;
    wanted.set(row.entity, (wanted.get(row.entity) ?? new Set()).add(id));
  }
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([entity, ids]) => {
      for (const hit of await queryRows<Labelled>(db, LOOKUPS[entity]!(anyInt(ids)))) {
        if (hit.label) found.set(keyOf(entity, String(hit.id)), hit.label);
      }
    }),
  );
  const labels = new Map<string, string>();
  for (const row of rows) {
    const key = keyOf(row.entity, row.entity_id);
    if (labels.has(key)) continue;
    const noun = entityNoun(row.entity);
    const name = found.get(key) ?? namedInRow(row);
    const number = row.entity_id ? ` #${row.entity_id}` : '';
    labels.set(key, name ? `${noun} ${name}` : `${noun}${number}`);
  }
  return labels;
}

export const recordKey = keyOf;
