import { TaskSection, type MoveResponse } from '@jobline/shared';
import type { Db } from '../../db/client';
import type { BoardContext } from './boardContext';
import { moveTask } from './taskMover';

/**
 * POST activity/change/quickjob ('make it ongoing?' yes, R-071): the quick job's task becomes
 * ongoing from wherever it is, the holder's ongoing task going on Hold first (as activity/change).
 * A job_user_id that is not the task's own hold is not found.
 */
export async function startQuickJob(
  db: Db,
  ctx: BoardContext,
  body: { task_user_id: number; job_user_id?: number | null },
): Promise<MoveResponse> {
  return moveTask(db, ctx, {
    taskUserId: body.task_user_id,
    from: null,
    to: TaskSection.ONGOING,
    via: 'change',
    jobUserId: body.job_user_id,
  });
}
