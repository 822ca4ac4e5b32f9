import { sql } from 'drizzle-orm';
import { TaskSection } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';

/**
 * Whether work has begun on a job: any assignment of its tasks beyond Picked (Ongoing, Hold, QC,
 * Finished, the QC board), or any time logged on one. Such a job keeps its record.
 */
export async function jobHasStarted(db: Executor, jobId: number): Promise<boolean> {
  const [row] = await queryRows<{ started: boolean }>(
    db,
    sql`select exists (
          select 1 from task_users tu join tasks t on t.id = tu.task_id
          where t.job_id = ${jobId} and tu.section > ${TaskSection.PICKED}
        ) or exists (
          select 1 from work_log wl join task_users tu on tu.id = wl.task_user_id
          join tasks t on t.id = tu.task_id where t.job_id = ${jobId}
        ) as started`,
  );
  return Boolean(row?.started);
}
