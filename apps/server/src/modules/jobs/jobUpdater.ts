import { and, eq, isNull } from 'drizzle-orm';
import { isChargeable, JobStatus, Msg, needApproval, type JobUpdate } from '@jobline/shared';
import type { Db } from '../../db/client';
import { jobDueDateChanges, jobEstimates, jobs } from '../../db/schema';
import { fieldError, notFound, refusal } from '../../errors';
import { audit } from '../admin/auditLog';
import { branchLights } from './branchLights';
import { amcStatusOf, NEEDS_APPROVAL_STATUS, type JobContext } from './jobCreator';
import { assertJobReferences } from './jobChecks';
import { publishJobsChanged } from './jobEvents';
import { assertVersion } from '../../versions/editVersion';
import { publishRecordChanged } from '../../versions/recordChanged';
import { findJobDetail } from './jobDetail';
import { jobComparables } from './jobComparable';

/** The reason recorded when the due date moves through the job form rather than its own dialog. */
export const FORM_DUE_DATE_REASON = 'Changed with the job details';

/**
 * PUT jobs: changes a job's details in one transaction. An approved job keeps its category;
 * moving an unapproved job into a category or location that needs approval is refused; a new due
 * date may not be in the past and is recorded in the due-date history. The save is made from the
 * version the form loaded, or refused (409 status 21) when the job changed since.
 */
export async function updateJob(db: Db, ctx: JobContext, input: JobUpdate) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, input.id), isNull(jobs.deletedAt)))
      .for('update');
    if (!job) throw notFound(Msg.jobs.jobNotFound);
    await assertVersion(tx, {
      entity: 'job',
      id: job.id,
      record: Msg.staleSaves.records.job,
      loaded: input.version,
      current: job.version,
      overwrite: input.overwrite,
      actor: ctx.actor,
      timeZone: ctx.timeZone,
      compare: async () => jobComparables(tx, (await findJobDetail(tx, job.id, ctx.today))!, input),
    });
    if (job.status === JobStatus.APPROVED && input.job_category_id !== job.categoryId) {
      throw fieldError('job_category_id', Msg.jobs.approvedCategoryLocked);
    }
    const chargeable = isChargeable(input.job_category_id);
    const dueDateChanged = input.due_date !== job.dueDate;
    await assertJobReferences(tx, input, { today: ctx.today, dueDateChanged, chargeable });
    const lights = await branchLights(tx, input.location_id, ctx.today);
    const approvalRelevant = input.job_category_id !== job.categoryId || input.location_id !== job.branchId;
    if (approvalRelevant && needApproval({ categoryId: input.job_category_id, status: job.status, lights })) {
      throw refusal(NEEDS_APPROVAL_STATUS, Msg.jobs.needsApproval);
    }

    const [before] = await tx.select().from(jobEstimates).where(eq(jobEstimates.jobId, job.id));
    await tx
      .update(jobs)
      .set({
        title: input.job_title ?? null,
        description: input.job_description,
        customerId: input.customer_id,
        branchId: input.location_id,
        systemId: input.system_id,
        categoryId: input.job_category_id,
        jobTypeId: input.job_type,
        divisionId: input.division_id,
        employeeId: input.employee_id,
        requestedById: input.requested_by,
        coordinatorId: input.job_coordinator_id,
        contactPerson: input.contact_person,
        contactNumber: input.contact_number,
        dueDate: input.due_date,
        priority: input.priority,
        remarks: input.remarks ?? null,
        chargeable,
        amcSoftware: lights.software !== 'none',
        amcHardware: lights.hardware !== 'none',
        amcStatus: amcStatusOf(lights),
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, job.id));

    if (chargeable && input.estimates) {
      const e = input.estimates;
      const values = {
        estimateNo: e.estimate_no,
        estimateAmount: e.estimate_amount.toFixed(2),
        confirmedDate: e.confired_date ?? null,
        billedAmount: e.billed_amount.toFixed(2),
        collectorId: e.collector,
        updatedAt: new Date(),
      };
      await tx
        .insert(jobEstimates)
        .values({ jobId: job.id, ...values })
        .onConflictDoUpdate({ target: jobEstimates.jobId, set: values });
    } else if (before) {
      // Free of charge clears the estimate.
      await tx.delete(jobEstimates).where(eq(jobEstimates.jobId, job.id));
    }
    if (dueDateChanged) {
      await tx.insert(jobDueDateChanges).values({
        jobId: job.id,
        previousDueDate: job.dueDate,
        dueDate: input.due_date,
        reason: FORM_DUE_DATE_REASON,
        changedById: ctx.userId,
      });
    }
    const [{ version }] = (await tx
      .select({ version: jobs.version })
      .from(jobs)
      .where(eq(jobs.id, job.id))) as [{ version: number }];
    const { overwrite: _o, ...saved } = input;
    await audit(tx, ctx.actor, {
      action: 'job.update',
      entity: 'job',
      entityId: job.id,
      before: { ...job, estimate: before ?? null },
      after: { ...saved, chargeable, version },
    });
    if (version !== job.version)
      await publishRecordChanged(tx, ctx.bus, ctx.actor, { entity: 'job', id: job.id, version });
    await publishJobsChanged(tx, ctx.bus, { id: job.id, jobNo: job.jobNo }, 'updated');
    return { id: job.id, job_no: job.jobNo, version };
  });
}
