import { and, eq, inArray } from 'drizzle-orm';
import {
  isChargeable,
  JobKind,
  type JobStatus,
  Msg,
  needApproval,
  RequestStatus,
  type JobDraft,
} from '@jobline/shared';
import type { Tx } from '../../db/client';
import { jobEstimates, jobRequests, jobs } from '../../db/schema';
import { refusal } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';
import { branchLights } from './branchLights';
import { assertJobReferences } from './jobChecks';
import { nextJobNo } from './jobNumber';
import { publishJobsChanged } from './jobEvents';

export interface JobContext {
  actor: AuditActor;
  userId: number;
  today: string;
  /** The company's time zone: a refused stale save says when, on its clock (requests set it). */
  timeZone?: string;
  bus: EventBus;
}

/** Where a new job comes from: the New Job form (status 1), an approval (status 10), a re-assignment. */
export interface JobSource {
  status: JobStatus;
  kind?: JobKind;
  approvedWithId?: number | null;
  reassignFromId?: number | null;
}

/** Status code of a refusal because the job needs approval first (as a move that needs authorization). */
export const NEEDS_APPROVAL_STATUS = 8;

export const amcStatusOf = (lights: { software: string; hardware: string }) =>
  lights.software === 'none' && lights.hardware === 'none' ? 'not in agreement' : 'in agreement';

/**
 * Creates a job inside the caller's transaction: checks every reference, refuses a job that needs
 * approval unless it comes from one, numbers it, stores the estimate of a chargeable job, closes the
 * request it came from, audits it and tells open screens.
 */
export async function createJob(tx: Tx, ctx: JobContext, draft: JobDraft, source: JobSource) {
  const chargeable = isChargeable(draft.job_category_id);
  await assertJobReferences(tx, draft, { today: ctx.today, dueDateChanged: true, chargeable });
  const lights = await branchLights(tx, draft.location_id, ctx.today);
  if (needApproval({ categoryId: draft.job_category_id, status: source.status, lights })) {
    throw refusal(NEEDS_APPROVAL_STATUS, Msg.jobs.needsApproval);
  }

  const jobNo = await nextJobNo(tx, ctx.today);
  const [created] = await tx
    .insert(jobs)
    .values({
      jobNo,
      title: draft.job_title,
      description: draft.job_description,
      customerId: draft.customer_id,
      branchId: draft.location_id,
      systemId: draft.system_id,
      categoryId: draft.job_category_id,
      jobTypeId: draft.job_type,
      kind: source.kind ?? JobKind.TASKING,
      divisionId: draft.division_id,
      employeeId: draft.employee_id,
      requestedById: draft.requested_by,
      coordinatorId: draft.job_coordinator_id,
      createdById: ctx.userId,
      contactPerson: draft.contact_person,
      contactNumber: draft.contact_number,
      dueDate: draft.due_date,
      priority: draft.priority,
      remarks: draft.remarks ?? null,
      status: source.status,
      chargeable,
      amcSoftware: lights.software !== 'none',
      amcHardware: lights.hardware !== 'none',
      amcStatus: amcStatusOf(lights),
      jobRequestId: draft.job_request_id ?? null,
      pendingApprovalId: draft.job_pending_approval_id ?? null,
      approvedWithId: source.approvedWithId ?? null,
      reassignFromId: source.reassignFromId ?? null,
    })
    .returning({ id: jobs.id, jobNo: jobs.jobNo });
  const job = created!;

  if (chargeable && draft.estimates) {
    const e = draft.estimates;
    await tx.insert(jobEstimates).values({
      jobId: job.id,
      estimateNo: e.estimate_no,
      estimateAmount: e.estimate_amount.toFixed(2),
      confirmedDate: e.confired_date ?? null,
      billedAmount: e.billed_amount.toFixed(2),
      collectorId: e.collector,
    });
  }
  if (draft.job_request_id) {
    // The request has become a job: it leaves the open lists.
    await tx
      .update(jobRequests)
      .set({ status: RequestStatus.JOB_CREATED, updatedAt: new Date() })
      .where(
        and(
          eq(jobRequests.id, draft.job_request_id),
          inArray(jobRequests.status, [RequestStatus.PENDING, RequestStatus.SENT_FOR_APPROVAL]),
        ),
      );
  }
  await audit(tx, ctx.actor, {
    action: 'job.create',
    entity: 'job',
    entityId: job.id,
    after: {
      job_no: job.jobNo,
      ...draft,
      status: source.status,
      reassign_from: source.reassignFromId ?? null,
    },
  });
  await publishJobsChanged(tx, ctx.bus, { id: job.id, jobNo: job.jobNo }, 'created');
  return { id: job.id, job_no: job.jobNo };
}
