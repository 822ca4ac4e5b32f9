import { sql } from 'drizzle-orm';
import { keptQuery, type Executor } from '../db/client';
import type { EmployeeAudience, JobAudience } from '../policies/eventAudience';

interface FactsRow {
  job_found: boolean;
  employee_id: number | null;
  coordinator_id: number | null;
  created_by_id: number | null;
  division_id: number | null;
  holder_ids: number[] | null;
  employee_found: boolean;
  employee_division_id: number | null;
}

const nullableId = (value: unknown) => (value === null || value === undefined ? null : Number(value));

// Read by every published event: built once (keptQuery).
const factsOf = keptQuery<FactsRow, { jobId: number | null; employeeId: number | null }>(
  'audience_facts',
  sql`select j.id is not null as job_found, j.employee_id, j.coordinator_id, j.created_by_id, j.division_id,
        array(select distinct ju.user_id from job_users ju where ju.job_id = j.id) as holder_ids,
        u.id is not null as employee_found, u.division_id as employee_division_id
      from (select 1) one
      left join jobs j on j.id = ${sql.placeholder('jobId')}::int
      left join users u on u.id = ${sql.placeholder('employeeId')}::int`,
);

/**
 * What an event's audience needs to know of its job and its employee, read once when the event is
 * published (one query, in the publishing transaction), so no stream has to ask the database.
 */
export async function audienceFacts(
  db: Executor,
  of: { jobId?: number | null; employeeId?: number | null },
): Promise<{ job?: JobAudience; employee?: EmployeeAudience }> {
  const jobId = of.jobId ?? null;
  const employeeId = of.employeeId ?? null;
  if (jobId === null && employeeId === null) return {};
  const [row] = await factsOf(db, { jobId, employeeId });
  const facts: { job?: JobAudience; employee?: EmployeeAudience } = {};
  if (row?.job_found) {
    facts.job = {
      employeeId: nullableId(row.employee_id),
      coordinatorId: nullableId(row.coordinator_id),
      createdById: nullableId(row.created_by_id),
      divisionId: nullableId(row.division_id),
      holderIds: (row.holder_ids ?? []).map(Number),
    };
  }
  if (employeeId !== null) {
    facts.employee = {
      id: employeeId,
      divisionId: row?.employee_found ? nullableId(row.employee_division_id) : null,
    };
  }
  return facts;
}
