import { eq } from 'drizzle-orm';
import { Perm, RoleId, TaskSection } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { jobUsers, tasks, taskSheets, taskUsers } from '../../db/schema';
import { createUser } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { createJobWorld } from '../../test/jobWorld';
import type { TestApp } from '../../test/testApp';

/**
 * A job world with the people who raise, send, approve and delete, each logged in: coord (a
 * coordinator), admin, superAdmin, director, staff (an employee), lead (a team leader) and raiser
 * (Job Requests only). The world's own employee, requester and coordinator stay as they were.
 */
export async function createIntakeWorld(t: TestApp) {
  const world = await createJobWorld(t.database.db);
  const [coord, admin, superAdmin, director, staff, lead] = await Promise.all([
    signedIn(t, { roleId: RoleId.COORDINATOR }),
    signedIn(t, { roleId: RoleId.ADMIN }),
    signedIn(t, { roleId: RoleId.SUPER_ADMIN }),
    signedIn(t, { roleId: RoleId.DIRECTOR }),
    signedIn(t, { roleId: RoleId.EMPLOYEE }),
    signedIn(t, { roleId: RoleId.TEAM_LEADER }),
  ]);
  /** A raiser of requests who may not create jobs (Job Requests only). */
  const raiser = await signedIn(t, { roleId: null, permissions: [Perm.JOB_REQUESTS] });
  const inactiveDirector = await createUser(t.database.db, { roleId: RoleId.DIRECTOR, status: 0 });
  return { ...world, coord, admin, superAdmin, director, staff, lead, raiser, inactiveDirector };
}
export type IntakeWorld = Awaited<ReturnType<typeof createIntakeWorld>>;

/** Calls the API as someone (or nobody). */
export const caller = (t: TestApp) => ({
  get: (url: string, who?: Actor) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} }),
  post: (url: string, payload: unknown, who?: Actor) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: who?.headers ?? {} }),
});

/**
 * A task sheet on a job with one task per entry: a section number assigns it to the employee in
 * that section, null leaves it unassigned. Answers the task ids and their assignment ids.
 */
export async function addTasks(db: Executor, jobId: number, userId: number, sections: (number | null)[]) {
  const existing = await db.select({ id: taskSheets.id }).from(taskSheets).where(eq(taskSheets.jobId, jobId));
  const [sheet] = await db
    .insert(taskSheets)
    .values({ jobId, sheetNo: existing.length + 1 })
    .returning({ id: taskSheets.id });
  const [holder] = await db
    .insert(jobUsers)
    .values({ jobId, userId })
    .onConflictDoNothing()
    .returning({ id: jobUsers.id });
  const jobUserId =
    holder?.id ??
    (await db.select({ id: jobUsers.id }).from(jobUsers).where(eq(jobUsers.jobId, jobId)))[0]!.id;
  const made: { taskId: number; taskUserId: number | null }[] = [];
  for (const [i, section] of sections.entries()) {
    const [task] = await db
      .insert(tasks)
      .values({
        sheetId: sheet!.id,
        jobId,
        taskNo: String(i + 1),
        name: `Task ${i + 1}`,
        description: `Step ${i + 1} of the work`,
      })
      .returning({ id: tasks.id });
    let taskUserId: number | null = null;
    if (section !== null) {
      const [row] = await db
        .insert(taskUsers)
        .values({ taskId: task!.id, jobUserId, userId, section: section ?? TaskSection.BACK_LOG })
        .returning({ id: taskUsers.id });
      taskUserId = row!.id;
    }
    made.push({ taskId: task!.id, taskUserId });
  }
  return made;
}
