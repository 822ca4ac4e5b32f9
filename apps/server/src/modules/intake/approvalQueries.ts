import { inArray, sql } from 'drizzle-orm';
import { agreementLights, PendingApprovalStatus, type PendingApprovalView } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { agreements } from '../../db/schema';
import { optionalNameSql } from '../../db/sqlText';

interface Row {
  id: number;
  approval_no: string;
  status: number;
  job_request_id: number | null;
  request_no: string | null;
  created_by_id: number;
  sender: string | null;
  draft: Record<string, unknown>;
  customer_id: number;
  customer_name: string;
  customer_code: string;
  branch_name: string | null;
  system_name: string | null;
  category: string | null;
  job_type_name: string | null;
  division: string | null;
  employee: string | null;
  requester: string | null;
  coordinator: string | null;
  collector: string | null;
  remark: string | null;
  job_remarks: string | null;
  approved_with_id: number | null;
  job_id: number | null;
  job_no: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const name = optionalNameSql;
const draftId = (field: string) => sql.raw(`(pa.draft->>'${field}')::int`);
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Jobs waiting for approval (GET job/pending), newest first, with the names the screens show and
 * the branch's lights today. `onlyFor` narrows to the approvals a user coordinates or sent;
 * `recentDays` adds approvals approved within that many days (the check icon on New Job).
 */
export async function listApprovals(
  db: Executor,
  options: { today: string; onlyFor?: number; recentDays?: number },
): Promise<PendingApprovalView[]> {
  const recent = options.recentDays ?? 0;
  const rows = await queryRows<Row>(
    db,
    sql`
      select pa.id, pa.approval_no, pa.status, pa.job_request_id, jr.request_no, pa.created_by_id,
        ${name('sender')} as sender, pa.draft, c.id as customer_id, c.name as customer_name,
        c.code as customer_code, b.name as branch_name, s.name as system_name, cat.name as category,
        jt.name as job_type_name, d.name as division, ${name('emp')} as employee,
        ${name('req')} as requester, ${name('co')} as coordinator, ${name('col')} as collector,
        pa.remark, pa.job_remarks, pa.approved_with_id, pa.job_id, j.job_no, pa.created_at, pa.decided_at
      from pending_approvals pa
      join customers c on c.id = pa.customer_id
      left join job_requests jr on jr.id = pa.job_request_id
      left join users sender on sender.id = pa.created_by_id
      left join branches b on b.id = ${draftId('location_id')}
      left join systems s on s.id = ${draftId('system_id')}
      left join categories cat on cat.id = ${draftId('job_category_id')}
      left join job_types jt on jt.id = ${draftId('job_type')}
      left join divisions d on d.id = ${draftId('division_id')}
      left join users emp on emp.id = ${draftId('employee_id')}
      left join users req on req.id = ${draftId('requested_by')}
      left join users co on co.id = ${draftId('job_coordinator_id')}
      left join users col on col.id = (pa.draft->'estimates'->>'collector')::int
      left join jobs j on j.id = pa.job_id
      where (pa.status = ${PendingApprovalStatus.WAITING}
          or (${recent}::int > 0 and pa.status = ${PendingApprovalStatus.APPROVED}
              and pa.decided_at >= now() - make_interval(days => ${recent}::int)))
        ${options.onlyFor === undefined ? sql`` : sql`and (pa.coordinator_id = ${options.onlyFor} or pa.created_by_id = ${options.onlyFor})`}
      order by pa.created_at desc, pa.id desc
      limit 500`,
  );
  const branchIds = [...new Set(rows.map((r) => Number(r.draft.location_id)))];
  const dated = branchIds.length
    ? await db
        .select({
          branchId: agreements.branchId,
          agreement_type: agreements.type,
          status: agreements.status,
          valid_from: agreements.validFrom,
          valid_to: agreements.validTo,
        })
        .from(agreements)
        .where(inArray(agreements.branchId, branchIds))
    : [];
  return rows.map((r) => {
    const d = r.draft;
    const e = d.estimates as Record<string, unknown> | null | undefined;
    const branchId = Number(d.location_id);
    return {
      id: r.id,
      pending_approval_id: r.approval_no,
      status: r.status,
      job_request_id: r.job_request_id,
      request_id: r.request_no,
      user: { id: r.created_by_id, name: r.sender ?? 'Unknown' },
      customer: { id: r.customer_id, customer_name: r.customer_name, customer_code: r.customer_code },
      customer_id: r.customer_id,
      location_id: branchId,
      branch_name: r.branch_name,
      system_id: Number(d.system_id),
      system_name: r.system_name,
      job_category_id: Number(d.job_category_id),
      job_category: r.category,
      job_type: Number(d.job_type),
      job_type_name: r.job_type_name,
      division_id: Number(d.division_id),
      division: r.division,
      employee_id: Number(d.employee_id),
      employee: r.employee,
      requested_by: Number(d.requested_by),
      requested_emp: r.requester,
      job_coordinator_id: Number(d.job_coordinator_id),
      job_coordinator: r.coordinator,
      contact_person: String(d.contact_person ?? ''),
      contact_number: String(d.contact_number ?? ''),
      due_date: String(d.due_date ?? ''),
      job_title: String(d.job_title ?? ''),
      job_description: String(d.job_description ?? ''),
      remarks: text(d.remarks),
      priority: Number(d.priority ?? 1),
      estimates: e
        ? {
            estimate_no: String(e.estimate_no ?? ''),
            estimate_amount: Number(e.estimate_amount ?? 0),
            confired_date: text(e.confired_date),
            billed_amount: Number(e.billed_amount ?? 0),
            collector: Number(e.collector),
            collector_name: r.collector,
          }
        : null,
      reassign_from: d.reassign_from ? Number(d.reassign_from) : null,
      lights: agreementLights(
        dated.filter((a) => a.branchId === branchId),
        options.today,
      ),
      remark: r.remark,
      job_remarks: r.job_remarks,
      approved_with: r.approved_with_id,
      job_id: r.job_id,
      job_no: r.job_no,
      created_at: iso(r.created_at)!,
      decided_at: iso(r.decided_at),
    };
  });
}
