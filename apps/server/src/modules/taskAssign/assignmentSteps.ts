import { Msg, type TaskAssignRequest, type TaskAssignResponse } from '@jobline/shared';
import type { Tx } from '../../db/client';
import { fieldError } from '../../errors';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { assignableJob } from './assignableJob';
import { activePeople, distinct, lockJobTasks, openWorkOf } from './assignChecks';
import type { Assigner } from './assignPolicy';
import { assignmentRows, writeAssignments, type WrittenAssignments } from './assignmentWriter';
import { publishTasksChanged } from '../jobs/jobEvents';

/**
 * What assigning and re-assigning both check first, in this order: the job is the user's to
 * manage, the due date is not past, the people are active, the tasks are on the job (now locked),
 * and who holds each of them open.
 */
export async function openAssignment(tx: Tx, ctx: JobContext, user: Assigner, body: TaskAssignRequest) {
  const job = await assignableJob(tx, user, body.job_id, true);
  if (body.task_due_date < ctx.today) throw fieldError('task_due_date', Msg.taskAssign.dueDateInPast);
  const { assignee, qc } = await activePeople(tx, body);
  const locked = await lockJobTasks(tx, job.id, distinct(body.tasks));
  const held = await openWorkOf(
    tx,
    locked.map((t) => t.id),
  );
  const write = () =>
    writeAssignments(tx, {
      jobId: job.id,
      taskIds: locked.map((t) => t.id),
      assigneeId: assignee.id,
      qcId: qc?.id ?? null,
      priority: body.task_priority,
      dueDate: body.task_due_date,
      assignedById: ctx.userId,
    });
  return { job, assignee, qc, locked, held, write };
}

type Opened = Awaited<ReturnType<typeof openAssignment>>;

/** Audits the change, tells the task screens, and answers with the new assignments. */
export async function closeAssignment(
  tx: Tx,
  ctx: JobContext,
  body: TaskAssignRequest,
  opened: Pick<Opened, 'job' | 'assignee' | 'qc'>,
  written: WrittenAssignments,
  change: { action: 'task.assign' | 'task.reassign'; event: string; before: Record<string, unknown> | null },
): Promise<TaskAssignResponse> {
  const { job, assignee, qc } = opened;
  const rows = assignmentRows(written.assignments);
  await audit(tx, ctx.actor, {
    action: change.action,
    entity: 'job',
    entityId: job.id,
    before: change.before,
    after: {
      job_no: job.jobNo,
      employee_id: assignee.id,
      qc_employee_id: qc?.id ?? null,
      priority: body.task_priority,
      due_date: body.task_due_date,
      tasks: rows,
    },
  });
  await publishTasksChanged(tx, ctx.bus, {
    jobId: job.id,
    employeeId: assignee.id,
    data: { change: change.event },
  });
  return {
    message: Msg.taskAssign.assigned,
    assigned_emp: assignee,
    job: { id: job.id, job_no: job.jobNo },
    tasks: rows,
  };
}
