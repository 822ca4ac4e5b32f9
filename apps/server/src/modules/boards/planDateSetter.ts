import { sql } from 'drizzle-orm';
import { JobStatus, Msg, type BoardTask } from '@jobline/shared';
import { queryRows, type Db } from '../../db/client';
import { fieldError, forbidden, notFound, refusal, stateChanged } from '../../errors';
import { audit } from '../admin/auditLog';
import { assignPolicy, type Assigner } from '../taskAssign/assignPolicy';
import type { BoardContext } from './boardContext';
import { publishBoardChanged } from './boardEvents';
import { loadBoardTask } from './boardTaskQuery';

const M = Msg.boards;

/**
 * POST tasks/plan_date: the holder, or someone who manages the job (as for assignment), sets the
 * day an assignment is planned for; not a day before today. A task can be started only once it
 * has one.
 */
export async function setPlanDate(
  db: Db,
  ctx: BoardContext,
  user: Assigner,
  body: { task_user_id: number; plan_date: string },
): Promise<{ message: string; task: BoardTask }> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{
      id: number;
      user_id: number;
      job_user_id: number;
      plan_date: string | null;
      closed_at: string | null;
      job_id: number;
      status: number;
      deleted: boolean;
      employee_id: number | null;
      coordinator_id: number | null;
      created_by_id: number | null;
      division_id: number | null;
    }>(
      tx,
      sql`select tu.id, tu.user_id, tu.job_user_id, tu.plan_date::text as plan_date, tu.closed_at, j.id as job_id,
            j.status, j.deleted_at is not null as deleted, j.employee_id, j.coordinator_id, j.created_by_id,
            j.division_id
          from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id
          where tu.id = ${body.task_user_id}
          for no key update of tu`,
    );
    if (!row || row.deleted) throw notFound(M.taskNotFound);
    const job = {
      employeeId: row.employee_id,
      coordinatorId: row.coordinator_id,
      createdById: row.created_by_id,
      divisionId: row.division_id,
    };
    if (row.user_id !== user.id && !assignPolicy.mayAssignOn(user, job)) throw forbidden(M.accessDenied);
    if (row.closed_at) throw stateChanged(M.assignmentClosed);
    if (row.status === JobStatus.CANCELED) throw refusal(JobStatus.CANCELED, M.jobCanceled);
    if (body.plan_date < ctx.today) throw fieldError('plan_date', M.planDateInPast);

    await tx.execute(
      sql`update task_users set plan_date = ${body.plan_date}::date, updated_at = ${ctx.now.toISOString()}::timestamptz
          where id = ${row.id}`,
    );
    await audit(tx, ctx.actor, {
      action: 'task.plan_date',
      entity: 'task_user',
      entityId: row.id,
      before: { plan_date: row.plan_date },
      after: { plan_date: body.plan_date },
    });
    await publishBoardChanged(tx, ctx.bus, {
      jobId: row.job_id,
      jobUserIds: [row.job_user_id],
      taskUserIds: [row.id],
      userId: row.user_id,
    });
    const task = await loadBoardTask(tx, row.id, ctx.now);
    return { message: M.planDateAdded, task: task! };
  });
}
