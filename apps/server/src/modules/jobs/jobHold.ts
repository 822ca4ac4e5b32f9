import type { JobUserRole } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { jobUsers } from '../../db/schema';

/**
 * The employee's hold on the job (job_users) for a role, made on first use. One statement, so two
 * assignments at once both end up with the same row.
 */
export async function holdOnJob(tx: Executor, jobId: number, userId: number, role: JobUserRole) {
  const [hold] = await tx
    .insert(jobUsers)
    .values({ jobId, userId, role })
    .onConflictDoUpdate({
      target: [jobUsers.jobId, jobUsers.userId, jobUsers.role],
      set: { updatedAt: new Date() },
    })
    .returning({ id: jobUsers.id });
  return hold!.id;
}
