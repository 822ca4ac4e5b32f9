import { eq } from 'drizzle-orm';
import {
  addJobErrors,
  JobKind,
  Msg,
  RequestedFrom,
  type AddJobRequest,
  type AddJobResult,
} from '@jobline/shared';
import type { Db, Tx } from '../../db/client';
import { jobs } from '../../db/schema';
import { fieldErrors } from '../../errors';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import {
  activeEmployee,
  assertDivisionExists,
  assertSystemExists,
  lockJobForTask,
  type JobRow,
} from './addJobChecks';
import { callerNote } from './quickJobCreator';
import { addAssignedTask } from './taskAssignment';
import { publishJobsChanged } from '../jobs/jobEvents';

/**
 * POST jobs/assign/quick_job/tasking (2, 6) and POST jobs/assign/online (4): a new task on an
 * existing job, assigned to the employee in Back Log planned for today, in one transaction. A
 * tasking job is picked from the chosen division (pre-sales ones only for 6); an online/urgent job
 * supplies its own category, customer and system, and is worked by the user who takes it.
 */
export async function assignJobTask(db: Db, ctx: JobContext, body: AddJobRequest): Promise<AddJobResult> {
  const kind = body.job_type as JobKind;
  const online = kind === JobKind.ONLINE_URGENT;
  const fromCustomer = body.job_requested_from === RequestedFrom.CUSTOMER;
  return db.transaction(async (tx) => {
    if (!online) await assertDivisionExists(tx, body.selected_division!);
    const job = await lockJobForTask(tx, body.selected_job!, {
      kind,
      divisionId: online ? null : body.selected_division,
    });
    const systemFilled = online ? await onlineJobSystem(tx, job, body) : null;
    const assigneeId =
      online || fromCustomer
        ? ctx.userId
        : (await activeEmployee(tx, body.job_assign_by!, 'job_assign_by')).id;

    const typed = body.job_description?.trim();
    const caller = fromCustomer ? body.job_requested_by : null;
    const description = [typed || job.description, caller ? callerNote(caller) : null]
      .filter(Boolean)
      .join('\n\n');
    const assignment = await addAssignedTask(tx, {
      jobId: job.id,
      description,
      assigneeId,
      assignedById: ctx.userId,
      planDate: ctx.today,
      dueDate: job.dueDate,
    });
    // QC is switched on for the job; the checker is picked when tasks are assigned (boards issue).
    if (body.qc && !job.qcEnabled) {
      await tx.update(jobs).set({ qcEnabled: true, updatedAt: new Date() }).where(eq(jobs.id, job.id));
    }
    await audit(tx, ctx.actor, {
      action: 'job.task.add',
      entity: 'job',
      entityId: job.id,
      before: { qc_enabled: job.qcEnabled, system_id: job.systemId },
      after: {
        job_no: job.jobNo,
        ...body,
        employee_id: assigneeId,
        task_id: assignment.taskId,
        task_no: assignment.taskNo,
        task_user_id: assignment.taskUserId,
        system_filled: systemFilled,
      },
    });
    await publishJobsChanged(tx, ctx.bus, { id: job.id, jobNo: job.jobNo }, 'task-added');
    return {
      message: Msg.quickJobs.taskAdded,
      task_user_id: assignment.taskUserId,
      new_job_user: assignment.jobUserId,
      old_task_user: assignment.oldTaskUserId,
      job: { id: job.id, job_no: job.jobNo },
    };
  });
}

/**
 * An online job's category, customer and system come from the job, whatever the client sent: the
 * rules are checked again with them. A job without a system takes the one picked (and keeps it).
 */
async function onlineJobSystem(tx: Tx, job: JobRow, body: AddJobRequest): Promise<number | null> {
  const errors = addJobErrors({
    ...body,
    category: job.categoryId,
    selected_customer: job.customerId,
    selected_system: job.systemId ?? body.selected_system,
    jobHasSystem: job.systemId !== null,
  });
  if (Object.keys(errors).length) throw fieldErrors(errors);
  if (job.systemId !== null || body.selected_system == null) return null;
  await assertSystemExists(tx, body.selected_system);
  await tx
    .update(jobs)
    .set({ systemId: body.selected_system, updatedAt: new Date() })
    .where(eq(jobs.id, job.id));
  return body.selected_system;
}
