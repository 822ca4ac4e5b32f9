import { sql } from 'drizzle-orm';
import { Msg, type SubTaskBody, type SubTaskView } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { queryRows, type Db, type Executor } from '../../db/client';
import { subTasks } from '../../db/schema';
import { fieldError, forbidden, notFound } from '../../errors';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { isoInstant } from './sheetQueries';
import { assertMayTaskJob, mayTaskJobSql } from './taskingPolicy';
import { optionalNameSql } from '../../db/sqlText';
import { publishTasksChanged } from '../jobs/jobEvents';

const M = Msg.tasking;

interface SubTaskRow extends Omit<SubTaskView, 'estimate'> {
  estimate: string;
}

async function subTasksWhere(db: Executor, where: ReturnType<typeof sql>): Promise<SubTaskView[]> {
  const rows = await queryRows<SubTaskRow>(
    db,
    sql`select st.id, st.task_id, st.name, st.estimate, st.due_date::text as due_date,
          ${optionalNameSql('u')} as created_by_name,
          ${isoInstant(sql`st.created_at`)} as created_at
        from sub_tasks st left join users u on u.id = st.created_by_id
        where ${where}
        order by st.id`,
  );
  return rows.map((r) => ({ ...r, estimate: Number(r.estimate) }));
}

/**
 * GET tasks/sub_tasks/{id}: a task's sub tasks, for whoever may task its job or holds one of its
 * assignments (the employee working it reads how it is split up).
 */
export async function listSubTasks(db: Executor, user: AuthUser, taskId: number) {
  const [task] = await queryRows<{ allowed: boolean }>(
    db,
    sql`select ((${mayTaskJobSql(user)}) or exists (select 1 from task_users tu
          where tu.task_id = t.id and tu.user_id = ${user.id})) as allowed
        from tasks t join jobs j on j.id = t.job_id and j.deleted_at is null
        where t.id = ${taskId}`,
  );
  if (!task) throw notFound(M.taskNotFound);
  if (!task.allowed) throw forbidden(M.notYourJob);
  return subTasksWhere(db, sql`st.task_id = ${taskId}`);
}

/** POST tasks/sub_tasks: adds a sub task (stn name, ste hours, stdd due day) to a task of a job the user tasks. */
export async function addSubTask(db: Db, ctx: JobContext, user: AuthUser, body: SubTaskBody) {
  return db.transaction(async (tx) => {
    const [task] = await queryRows<{ job_id: number }>(
      tx,
      sql`select t.job_id from tasks t where t.id = ${body.task_id}`,
    );
    if (!task) throw fieldError('task_id', M.taskNotFound);
    const job = await assertMayTaskJob(tx, user, task.job_id);
    const dueDate = body.stdd || null;
    if (dueDate && dueDate < ctx.today) throw fieldError('stdd', M.subTaskDueDateInPast);
    const [row] = await tx
      .insert(subTasks)
      .values({
        taskId: body.task_id,
        name: body.stn,
        estimate: body.ste.toFixed(2),
        dueDate,
        createdById: ctx.userId,
      })
      .returning({ id: subTasks.id });
    await audit(tx, ctx.actor, {
      action: 'sub_task.add',
      entity: 'sub_task',
      entityId: row!.id,
      after: { task_id: body.task_id, job_no: job.job_no, name: body.stn, estimate: body.ste, dueDate },
    });
    await publishTasksChanged(tx, ctx.bus, {
      jobId: job.id,
      data: { task_id: body.task_id, change: 'sub-task' },
    });
    const [created] = await subTasksWhere(tx, sql`st.id = ${row!.id}`);
    return created!;
  });
}
