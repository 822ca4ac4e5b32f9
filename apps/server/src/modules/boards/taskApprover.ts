import { sql } from 'drizzle-orm';
import { Msg, TaskApprovalStatus } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { queryRows, type Db } from '../../db/client';
import { anyInt } from '../../db/sqlText';
import { forbidden, notFound, stateChanged } from '../../errors';
import { audit } from '../admin/auditLog';
import { approvalPolicy } from './approvalPolicy';
import { lockAssignmentJob } from './assignmentJob';
import type { BoardContext } from './boardContext';
import { publishBoardChanged, publishTaskApprovalsChanged } from './boardEvents';

const M = Msg.boards;

/**
 * POST tasks/approve: lets work on a task go on past its estimate. 'This task only'
 * authorizes the assignment; 'all tasks for this job' every open work assignment of the same hold.
 * Their waiting requests are marked approved. Someone who is not a super admin, admin or director
 * may approve only a task whose request was addressed to them.
 */
export async function approveTasks(
  db: Db,
  ctx: BoardContext,
  user: Pick<AuthUser, 'id' | 'roleId'>,
  body: { task_user_id: number; job_user_id: number; allTasks: boolean },
): Promise<{ message: string; task_user_ids: number[] }> {
  return db.transaction(async (tx) => {
    const row = await lockAssignmentJob(tx, body.task_user_id);
    // Only work is authorized, and only through the hold the screen showed.
    if (!row || row.jobUserId !== body.job_user_id || row.checksId !== null) throw notFound(M.taskNotFound);
    if (!approvalPolicy.seesEveryRequest(user)) {
      const [mine] = await queryRows<{ id: number }>(
        tx,
        sql`select id from task_approvals
            where task_user_id = ${row.id} and request_to_id = ${user.id} and status = ${TaskApprovalStatus.PENDING}`,
      );
      if (!mine) throw forbidden(M.approvalNotFound);
    }
    if (row.closed) throw stateChanged(M.assignmentClosed);

    const targets = body.allTasks
      ? (
          await queryRows<{ id: number }>(
            tx,
            sql`select id from task_users
                where job_user_id = ${row.jobUserId} and checks_id is null and closed_at is null
                order by id for no key update`,
          )
        ).map((r) => r.id)
      : [row.id];
    const at = ctx.now.toISOString();
    await tx.execute(
      sql`update task_users set authorized = true, authorized_by_id = ${user.id}, updated_at = ${at}::timestamptz
          where id = ${anyInt(targets)}`,
    );
    const decided = await queryRows<{ id: number; request_to_id: number }>(
      tx,
      sql`update task_approvals
          set status = ${TaskApprovalStatus.APPROVED}, decided_by_id = ${user.id}, decided_at = ${at}::timestamptz
          where task_user_id = ${anyInt(targets)} and status = ${TaskApprovalStatus.PENDING}
          returning id, request_to_id`,
    );
    await audit(tx, ctx.actor, {
      action: 'task_approval.approve',
      entity: 'job_user',
      entityId: row.jobUserId,
      after: { task_user_ids: targets, all_tasks: body.allTasks, approvals: decided.map((d) => d.id) },
    });
    await publishTaskApprovalsChanged(tx, ctx.bus, {
      jobId: row.job.id,
      approverIds: [user.id, ...decided.map((d) => Number(d.request_to_id))],
      data: { task_user_ids: targets, change: 'approved' },
    });
    await publishBoardChanged(tx, ctx.bus, {
      jobId: row.job.id,
      jobUserIds: [row.jobUserId],
      taskUserIds: targets,
      userId: row.userId,
    });
    return { message: M.approved, task_user_ids: targets };
  });
}
