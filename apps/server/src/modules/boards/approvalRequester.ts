import { sql } from 'drizzle-orm';
import { EmployeeStatus, Msg, Perm, TaskApprovalStatus } from '@jobline/shared';
import { effectivePermissionsSql } from '../../auth/sessions';
import { queryRows, type Db } from '../../db/client';
import { taskApprovals } from '../../db/schema';
import { fieldError, forbidden, notFound, stateChanged } from '../../errors';
import { audit } from '../admin/auditLog';
import { lockAssignmentJob } from './assignmentJob';
import type { BoardContext } from './boardContext';
import { publishTaskApprovalsChanged } from './boardEvents';

const M = Msg.boards;

/**
 * POST tasks/approve/request (Need Task Authorization, R-083): the holder of a task that used its
 * estimate asks someone with Job Authorization (13) to let the work go on. One request waits per
 * assignment (a partial unique index): a second answers status 7.
 */
export async function requestApproval(
  db: Db,
  ctx: BoardContext,
  body: { task_user_id: number; request_to: number },
): Promise<{ message: string; id: number }> {
  return db.transaction(async (tx) => {
    const row = await lockAssignmentJob(tx, body.task_user_id);
    if (!row) throw notFound(M.taskNotFound);
    if (row.userId !== ctx.userId) throw forbidden(M.accessDenied);
    if (row.closed) throw stateChanged(M.assignmentClosed);
    const [approver] = await queryRows<{ id: number }>(
      tx,
      sql`select u.id from users u
          where u.id = ${body.request_to} and u.status = ${EmployeeStatus.ACTIVE}
            and ${Perm.JOB_AUTHORIZATION} = any(${effectivePermissionsSql(sql`u.id`, sql`u.role_id`)})`,
    );
    if (!approver) throw fieldError('request_to', M.notAnApprover);

    const [created] = await tx
      .insert(taskApprovals)
      .values({
        taskUserId: row.id,
        requestedById: ctx.userId,
        requestToId: approver.id,
        status: TaskApprovalStatus.PENDING,
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ id: taskApprovals.id });
    if (!created) throw stateChanged(M.requestAlreadyPending);
    await audit(tx, ctx.actor, {
      action: 'task_approval.request',
      entity: 'task_approval',
      entityId: created.id,
      after: { task_user_id: row.id, request_to: approver.id, job_id: row.job.id },
    });
    await publishTaskApprovalsChanged(tx, ctx.bus, {
      jobId: row.job.id,
      approverIds: [approver.id],
      data: { task_user_ids: [row.id], change: 'requested' },
    });
    return { message: M.requestSent, id: created.id };
  });
}
