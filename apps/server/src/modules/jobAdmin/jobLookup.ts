import { and, eq, isNull, sql } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * POST jobs/getIdByJobNo: the job with this number, ignoring case and surrounding spaces (the
 * upper(job_no) index answers it); a deleted or unknown number is 'No job found by given job no'.
 */
export async function findJobByNumber(db: Executor, searchText: string) {
  const [job] = await db
    .select({ id: jobs.id, job_no: jobs.jobNo })
    .from(jobs)
    .where(and(eq(sql`upper(${jobs.jobNo})`, searchText.trim().toUpperCase()), isNull(jobs.deletedAt)))
    .limit(1);
  if (!job) throw notFound(Msg.jobAdmin.jobNotFound);
  return job;
}
