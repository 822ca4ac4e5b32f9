import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** The next readable job number, e.g. J26-00042: the year (YY) and a sequence no two jobs share. */
export async function nextJobNo(db: Executor, today: string): Promise<string> {
  const [row] = await queryRows<{ n: string }>(db, sql`select nextval('job_number_seq')::text as n`);
  return `J${today.slice(2, 4)}-${row!.n.padStart(5, '0')}`;
}

/** REQ-00001, PA-00001: request and approval numbers from their own sequences. */
export async function nextNumber(db: Executor, prefix: 'REQ' | 'PA'): Promise<string> {
  const sequence = prefix === 'REQ' ? 'job_request_number_seq' : 'pending_approval_number_seq';
  const [row] = await queryRows<{ n: string }>(db, sql.raw(`select nextval('${sequence}')::text as n`));
  return `${prefix}-${row!.n.padStart(5, '0')}`;
}
