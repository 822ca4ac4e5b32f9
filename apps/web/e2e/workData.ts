import type { APIRequestContext } from '@playwright/test';
import { assignedJob, type Call } from './boardsData';
import { expect } from './fixtures';

export interface WorkJob {
  id: number;
  job_no: string;
  today: string;
  holderId: number;
  /** Work assignments in task order. */
  taskUsers: number[];
  taskIds: number[];
}

/**
 * A software-division job of its own with `tasks` estimated tasks assigned to `holder` (a demo name)
 * without a QC check.
 */
export async function workJob(
  request: APIRequestContext,
  { holder, label, tasks = 1 }: { holder: string; label: string; tasks?: number },
): Promise<WorkJob> {
  const job = await assignedJob(request, {
    holder,
    label,
    tasks: Array.from({ length: tasks }, (_, i) => ({
      task_no: `W-${i + 1}`,
      task_name: `${label} step ${i + 1}`,
      task_description: `Step ${i + 1} of the ${label} work`,
    })),
  });
  return {
    id: job.id,
    job_no: job.job_no,
    today: job.today,
    holderId: job.holderId,
    taskUsers: job.rows.map((r) => r.task_user_id),
    taskIds: job.rows.map((r) => r.task_id),
  };
}

/** The holder plans the task for today, starts it and finishes it, as the board would. */
export async function workThrough(holder: Call, job: WorkJob, index = 0) {
  const taskUserId = job.taskUsers[index]!;
  const task = job.taskIds[index]!;
  const planned = await holder('tasks/plan_date', { task_user_id: taskUserId, plan_date: job.today });
  expect(planned.status, JSON.stringify(planned.body)).toBe(200);
  for (const [from, to] of [
    [1, 3],
    [3, 6],
  ] as const) {
    const moved = await holder('activity', { task, taskUserId, previousSection: from, newSection: to });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}
