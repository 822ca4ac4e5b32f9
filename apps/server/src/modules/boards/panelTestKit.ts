import { eq } from 'drizzle-orm';
import { RoleId, TaskSection } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { jobUsers, taskUsers } from '../../db/schema';
import { signedIn } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { boardJob, boardPeople, type AssignOptions } from './boardsTestKit';

/** The board's people plus a director (manages every job) and an employee of another division. */
export async function panelPeople(t: TestApp) {
  const people = await boardPeople(t);
  return {
    ...people,
    director: await signedIn(t, { roleId: RoleId.DIRECTOR, firstName: 'Dilan' }),
    /** A plain employee who is neither holder, checker nor manager. */
    stranger: await signedIn(t, { firstName: 'Sunil' }),
  };
}
export type PanelPeople = Awaited<ReturnType<typeof panelPeople>>;

/** Marks an assignment as started (it has been in Ongoing), so it takes comments. */
export const markStarted = (db: Executor, taskUserId: number, at = new Date()) =>
  db.update(taskUsers).set({ startedAt: at }).where(eq(taskUsers.id, taskUserId));

/** Sets columns of an assignment straight in the table. */
export const setAssignment = (
  db: Executor,
  taskUserId: number,
  values: Partial<typeof taskUsers.$inferInsert>,
) => db.update(taskUsers).set(values).where(eq(taskUsers.id, taskUserId));

/** Sets the finished-job state of a hold. */
export const setHold = (db: Executor, jobUserId: number, values: Partial<typeof jobUsers.$inferInsert>) =>
  db.update(jobUsers).set(values).where(eq(jobUsers.id, jobUserId));

/**
 * A job of the division with one task (2 h most likely) held by the holder in `section`, checked by
 * the checker (QC row in `qcSection`), already started unless `fresh`.
 */
export async function checkedTask(
  t: TestApp,
  p: PanelPeople,
  o: { section?: number; qcSection?: number; fresh?: boolean; assign?: AssignOptions } = {},
) {
  const db = t.database.db;
  const made = await boardJob(db, p, [[1, 2, 3]], {
    section: o.section ?? TaskSection.HOLD,
    checker: { userId: p.checker.id, section: o.qcSection ?? TaskSection.BACK_LOG },
    ...o.assign,
  });
  const work = made.assigned[0]!;
  if (!o.fresh) await markStarted(db, work.id);
  return { job: made.job, taskId: made.taskIds[0]!, work, qc: work.qc! };
}
