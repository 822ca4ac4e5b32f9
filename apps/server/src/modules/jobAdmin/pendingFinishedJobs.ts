import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { FinishedJobStatus, type PendingFinishedJob } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { customers, jobs, jobUsers, users } from '../../db/schema';
import { fullNameSql } from '../../db/sqlText';

/**
 * GET jobs/pending/finishedJobsForHOD: employees' holds on jobs they have finished, waiting for a
 * head's decision (finished_status 5), the longest-waiting first; deleted jobs never show.
 */
export async function pendingFinishedJobs(db: Executor): Promise<PendingFinishedJob[]> {
  const rows = await db
    .select({
      jobUserId: jobUsers.id,
      jobId: jobs.id,
      jobNo: jobs.jobNo,
      customerName: customers.name,
      employeeId: users.id,
      employeeName: fullNameSql(users),
      finishedAt: jobUsers.finishedAt,
    })
    .from(jobUsers)
    .innerJoin(jobs, eq(jobs.id, jobUsers.jobId))
    .innerJoin(users, eq(users.id, jobUsers.userId))
    .leftJoin(customers, eq(customers.id, jobs.customerId))
    .where(and(eq(jobUsers.finishedStatus, FinishedJobStatus.AWAITING), isNull(jobs.deletedAt)))
    .orderBy(sql`${jobUsers.finishedAt} asc nulls last`, asc(jobUsers.id));
  return rows.map((r) => ({
    job_user_id: r.jobUserId,
    job: { id: r.jobId, job_no: r.jobNo, customer_name: r.customerName },
    employee: { id: r.employeeId, name: r.employeeName },
    finished_at: r.finishedAt?.toISOString() ?? null,
  }));
}
