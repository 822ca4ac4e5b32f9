import { eq } from 'drizzle-orm';
import {
  JobKind,
  JobPriority,
  JobStatus,
  Msg,
  RequestedFrom,
  addJobChargeable,
  type AddJobRequest,
  type AddJobResult,
} from '@jobline/shared';
import type { Db } from '../../db/client';
import { jobs, users } from '../../db/schema';
import { audit } from '../admin/auditLog';
import { branchLights } from '../jobs/branchLights';
import { amcStatusOf, type JobContext } from '../jobs/jobCreator';
import { nextJobNo } from '../jobs/jobNumber';
import { activeEmployee, assertQuickJobPlace } from './addJobChecks';
import { addAssignedTask } from './taskAssignment';
import { publishJobsChanged } from '../jobs/jobEvents';

/** What a phone request records about its caller (the job has no column for a customer's name). */
export const callerNote = (caller: string) => `Requested by phone: ${caller}`;

/**
 * POST jobs/assign/quick_job for a quick job (1) or internal office work (3): a new job due today,
 * one task on a first sheet, and the employee's Back Log assignment planned for today, in one
 * transaction. A quick job waits for the monitor (auth_status null); internal work needs no
 * approval. The New Job requirements the modal does not ask for (title, coordinator, type…) are
 * skipped, and so is need_approval: the monitor approves quick jobs afterwards.
 */
export async function createQuickJob(db: Db, ctx: JobContext, body: AddJobRequest): Promise<AddJobResult> {
  const kind = body.job_type === JobKind.QUICK ? JobKind.QUICK : JobKind.INTERNAL;
  const fromCustomer = body.job_requested_from === RequestedFrom.CUSTOMER;
  const caller = fromCustomer ? (body.job_requested_by ?? null) : null;
  const description = body.job_description!;
  return db.transaction(async (tx) => {
    // From office staff the picked employee works it; a customer's call is worked by who took it.
    const assignee = fromCustomer
      ? (
          await tx
            .select({ id: users.id, divisionId: users.divisionId })
            .from(users)
            .where(eq(users.id, ctx.userId))
        )[0]!
      : await activeEmployee(tx, body.job_assign_by!, 'job_assign_by');
    const quick = kind === JobKind.QUICK;
    if (quick) await assertQuickJobPlace(tx, body);
    const lights = quick ? await branchLights(tx, body.selected_location!, ctx.today) : null;

    const jobNo = await nextJobNo(tx, ctx.today);
    const [created] = await tx
      .insert(jobs)
      .values({
        jobNo,
        description,
        kind,
        customerId: quick ? body.selected_customer : null,
        branchId: quick ? body.selected_location : null,
        systemId: quick ? (body.selected_system ?? null) : null,
        categoryId: quick ? body.category : null,
        divisionId: assignee.divisionId,
        employeeId: assignee.id,
        requestedById: fromCustomer ? null : ctx.userId,
        createdById: ctx.userId,
        contactPerson: (quick ? body.branch_contact_person : null) || caller,
        contactNumber: (quick ? body.branch_mobile_no : null) || null,
        dueDate: ctx.today,
        priority: JobPriority.URGENT,
        remarks: caller ? callerNote(caller) : null,
        status: JobStatus.ACTIVE,
        requestedFrom: fromCustomer ? RequestedFrom.CUSTOMER : RequestedFrom.OFFICE_STAFF,
        chargeable: quick && addJobChargeable(body.category),
        qcEnabled: Boolean(body.qc),
        isTemporary: Boolean(body.is_temp_job),
        amcSoftware: lights ? lights.software !== 'none' : false,
        amcHardware: lights ? lights.hardware !== 'none' : false,
        ...(lights ? { amcStatus: amcStatusOf(lights) } : {}),
      })
      .returning({ id: jobs.id, jobNo: jobs.jobNo });
    const job = created!;

    const assignment = await addAssignedTask(tx, {
      jobId: job.id,
      description,
      assigneeId: assignee.id,
      assignedById: ctx.userId,
      planDate: ctx.today,
      dueDate: ctx.today,
    });
    await audit(tx, ctx.actor, {
      action: quick ? 'quickJob.create' : 'internalWork.create',
      entity: 'job',
      entityId: job.id,
      after: { job_no: job.jobNo, ...body, employee_id: assignee.id, task_user_id: assignment.taskUserId },
    });
    await publishJobsChanged(tx, ctx.bus, { id: job.id, jobNo: job.jobNo }, 'created');
    return {
      message: quick ? Msg.quickJobs.quickJobAdded : Msg.quickJobs.internalWorkAdded,
      task_user_id: assignment.taskUserId,
      new_job_user: assignment.jobUserId,
      old_task_user: assignment.oldTaskUserId,
      job: { id: job.id, job_no: job.jobNo },
    };
  });
}
