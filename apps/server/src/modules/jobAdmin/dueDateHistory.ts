import { and, desc, eq, isNull } from 'drizzle-orm';
import { Msg, type DueDateHistoryEntry } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { jobDueDateChanges, jobs, users } from '../../db/schema';
import { notFound } from '../../errors';
import { optionalNameSql } from '../../db/sqlText';

/** GET jobs/{id}/due-date-history: every due-date change of a job, newest first. */
export async function dueDateHistory(db: Executor, jobId: number): Promise<DueDateHistoryEntry[]> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)));
  if (!job) throw notFound(Msg.jobAdmin.jobNotFound);
  const rows = await db
    .select({
      id: jobDueDateChanges.id,
      due_date: jobDueDateChanges.dueDate,
      previous_due_date: jobDueDateChanges.previousDueDate,
      name: optionalNameSql(users),
      created_at: jobDueDateChanges.createdAt,
      reason: jobDueDateChanges.reason,
    })
    .from(jobDueDateChanges)
    .leftJoin(users, eq(users.id, jobDueDateChanges.changedById))
    .where(eq(jobDueDateChanges.jobId, job.id))
    .orderBy(desc(jobDueDateChanges.createdAt), desc(jobDueDateChanges.id));
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
