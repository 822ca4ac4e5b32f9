import { eq } from 'drizzle-orm';
import { JobUserRole } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { jobs, jobUsers, taskSheets, tasks, taskUsers, workLog } from '../../db/schema';
import type { EventBus, RealtimeEvent } from '../../realtime/bus';

let jobCounter = 0;

/** A job straight in the table (the list tests need exact names, dates and priorities). */
export async function insertJob(db: Executor, values: Partial<typeof jobs.$inferInsert> = {}) {
  jobCounter += 1;
  const [job] = await db
    .insert(jobs)
    .values({
      jobNo: `TK${Date.now().toString(36).toUpperCase()}-${String(jobCounter).padStart(4, '0')}`,
      description: `Test job ${jobCounter}`,
      ...values,
    })
    .returning();
  return job!;
}

/** The employee's hold on the job (job_users), made on first use. */
async function holdFor(db: Executor, jobId: number, userId: number, qc: boolean) {
  const [hold] = await db
    .insert(jobUsers)
    .values({ jobId, userId, role: qc ? JobUserRole.QC : JobUserRole.WORK })
    .onConflictDoUpdate({
      target: [jobUsers.jobId, jobUsers.userId, jobUsers.role],
      set: { updatedAt: new Date() },
    })
    .returning({ id: jobUsers.id });
  return hold!.id;
}

export interface TaskSpec {
  taskNo?: string;
  mostLikely: string;
  /** Who holds it and where; none leaves the task unassigned. */
  assignee?: { userId: number; section: number; qc?: boolean; closed?: boolean };
}

/** One task sheet with these tasks; answers the task and assignment ids in the given order. */
export async function addSheet(db: Executor, jobId: number, specs: TaskSpec[]) {
  const [sheet] = await db
    .insert(taskSheets)
    .values({ jobId, sheetNo: 1 + (await db.$count(taskSheets, eq(taskSheets.jobId, jobId))) })
    .returning();
  const out: { taskId: number; taskUserId: number | null }[] = [];
  for (const [i, spec] of specs.entries()) {
    const [task] = await db
      .insert(tasks)
      .values({
        sheetId: sheet!.id,
        jobId,
        taskNo: spec.taskNo ?? String(i + 1),
        name: `Task ${i + 1}`,
        description: `Description of task ${i + 1}`,
        mostLikely: spec.mostLikely,
      })
      .returning({ id: tasks.id });
    let taskUserId: number | null = null;
    if (spec.assignee) {
      const a = spec.assignee;
      const [row] = await db
        .insert(taskUsers)
        .values({
          taskId: task!.id,
          jobUserId: await holdFor(db, jobId, a.userId, Boolean(a.qc)),
          userId: a.userId,
          section: a.section,
          closedAt: a.closed ? new Date() : null,
        })
        .returning({ id: taskUsers.id });
      taskUserId = row!.id;
    }
    out.push({ taskId: task!.id, taskUserId });
  }
  return out;
}

/** Assigns an existing task to someone else as well (a QC check or a re-assignment). */
export async function assign(
  db: Executor,
  jobId: number,
  taskId: number,
  a: { userId: number; section: number; qc?: boolean; closed?: boolean; checksId?: number },
) {
  const [row] = await db
    .insert(taskUsers)
    .values({
      taskId,
      jobUserId: await holdFor(db, jobId, a.userId, Boolean(a.qc)),
      userId: a.userId,
      section: a.section,
      checksId: a.checksId ?? null,
      closedAt: a.closed ? new Date() : null,
    })
    .returning({ id: taskUsers.id });
  return row!.id;
}

/** Minutes from a fixed instant, so intervals are exact. */
export const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

/** Appends work_log rows for one employee: [minute, state, task_user_id?]. */
export async function logWork(
  db: Executor,
  userId: number,
  base: Date,
  rows: [minute: number, state: number, taskUserId?: number | null, superseded?: boolean][],
) {
  await db.insert(workLog).values(
    rows.map(([minute, state, taskUserId, superseded]) => ({
      userId,
      at: at(base, minute),
      state,
      taskUserId: taskUserId ?? null,
      supersededAt: superseded ? new Date() : null,
    })),
  );
}

/** Collects bus events while `action` runs, until one matches (or 5 s pass); answers that one. */
export async function eventAfter(
  bus: EventBus,
  action: () => Promise<unknown>,
  until: (e: RealtimeEvent) => boolean,
) {
  const seen: RealtimeEvent[] = [];
  const stop = bus.subscribe((event) => seen.push(event));
  try {
    await action();
    for (let waited = 0; waited < 5000 && !seen.some(until); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return seen.find(until);
  } finally {
    stop();
  }
}
