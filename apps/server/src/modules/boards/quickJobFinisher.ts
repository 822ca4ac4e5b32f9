import { sql } from 'drizzle-orm';
import { JobStatus, JobUserRole, Msg, TaskSection } from '@jobline/shared';
import { queryRows, type Db } from '../../db/client';
import { forbidden, INVALID_SECTION_STATUS, notFound, refusal } from '../../errors';
import { audit } from '../admin/auditLog';
import { lockEmployee, lockOpenWork } from './assignmentLock';
import type { BoardContext } from './boardContext';
import { publishBoardChanged } from './boardEvents';
import { isQuickManagerJob } from './quickJobCards';
import { applyMove } from './taskMover';

const M = Msg.boards;
/** Sections a quick job's task is finished from: anything not already in QC or finished. */
const OPEN_SECTIONS = [TaskSection.BACK_LOG, TaskSection.PICKED, TaskSection.ONGOING, TaskSection.HOLD];

/**
 * POST jobs/quickJobFinished: the caller's Finished on a quick job finishes every open task
 * of their hold on it in one transaction, each like a drag to Finished (a checked task goes to QC;
 * the last one finishes the hold, accepted at once for quick jobs).
 */
export async function finishQuickJob(
  db: Db,
  ctx: BoardContext,
  body: { job_id: number; job_user_id: number },
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [hold] = await queryRows<{
      id: number;
      user_id: number;
      role: number;
      job_id: number;
      kind: number;
      job_type_id: number | null;
      status: number;
    }>(
      tx,
      sql`select ju.id, ju.user_id, ju.role, ju.job_id, j.kind, j.job_type_id, j.status
          from job_users ju join jobs j on j.id = ju.job_id
          where ju.id = ${body.job_user_id} and j.deleted_at is null`,
    );
    if (!hold || hold.job_id !== body.job_id) throw notFound(M.taskNotFound);
    if (hold.user_id !== ctx.userId || hold.role !== JobUserRole.WORK) throw forbidden(M.notAQuickJob);
    if (!isQuickManagerJob(hold.kind, hold.job_type_id))
      throw refusal(INVALID_SECTION_STATUS, M.notAQuickJob);
    if (hold.status === JobStatus.CANCELED) throw refusal(JobStatus.CANCELED, M.jobCanceled);

    // As every move locks: the employee first, then work in id order, then the checks.
    await lockEmployee(tx, ctx.userId);
    const open = await lockOpenWork(tx, hold.id, OPEN_SECTIONS);
    const finished: number[] = [];
    for (const a of open) {
      await applyMove(tx, ctx, a, {
        taskUserId: a.id,
        from: null,
        to: TaskSection.FINISHED,
        via: 'quickFinish',
      });
      finished.push(a.id);
    }
    if (finished.length) {
      await audit(tx, ctx.actor, {
        action: 'job_user.quick_finish',
        entity: 'job_user',
        entityId: hold.id,
        after: { job_id: hold.job_id, task_user_ids: finished },
      });
      await publishBoardChanged(tx, ctx.bus, {
        jobId: hold.job_id,
        jobUserIds: [hold.id],
        taskUserIds: finished,
        userId: ctx.userId,
      });
    }
    return { message: M.jobFinished };
  });
}
