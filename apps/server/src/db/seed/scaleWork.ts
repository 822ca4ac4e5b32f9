import { sql } from 'drizzle-orm';
import { ActivityType, FinishedJobStatus, JobUserRole, TaskSection as S, WorkState } from '@jobline/shared';
import type { Db } from '../client';
import { constantSql } from '../sqlText';

/**
 * The work on the scale jobs (job numbers SJ…), written set-wise in SQL so millions of rows take
 * seconds: one estimate sheet per job with 3 to 10 tasks, the job's employee holding it and the
 * requester checking it, every task assigned, ten activity rows per assignment, and a work log of
 * an hour on each started task. Jobs older than 30 days are finished and accepted by the HOD (so
 * they leave the cards); newer ones spread over Back Log, Picked, Hold and QC. Nothing is Ongoing, so any scale employee can start a task. Sizes are
 * derived from ids, so the same jobs give the same work.
 */

export async function seedScaleWork(db: Db, log: (line: string) => void) {
  const scaleJobs = sql`select * from jobs where job_no like 'SJ%'`;

  log('task sheets and tasks');
  await db.execute(sql`
    insert into task_sheets (job_id, sheet_no, created_by_id, created_at)
    select id, 1, created_by_id, created_at from (${scaleJobs}) j`);
  await db.execute(sql`
    insert into tasks (sheet_id, job_id, task_no, name, description, optimistic, most_likely, pessimistic, created_at)
    select s.id, s.job_id, 'T-' || g, 'Task ' || g || ' of job ' || s.job_id, 'Work item ' || g,
           1, 2 + g % 3, 5 + g % 4, s.created_at
    from task_sheets s
    join (${scaleJobs}) j on j.id = s.job_id
    cross join lateral generate_series(1, 3 + j.id % 8) g`);

  log('holds and assignments');
  await db.execute(sql`
    insert into job_users (job_id, user_id, role, finished_status, finished_at, created_at)
    select j.id, h.user_id, h.role,
           case when j.created_at < now() - interval '30 days' then ${constantSql(FinishedJobStatus.ACCEPTED)} end,
           case when j.created_at < now() - interval '30 days' then j.created_at + interval '1 day' end,
           j.created_at
    from (${scaleJobs}) j
    cross join lateral (
      select j.employee_id as user_id, ${constantSql(JobUserRole.WORK)} as role
      union all
      select j.requested_by_id, ${constantSql(JobUserRole.QC)} where j.requested_by_id <> j.employee_id
    ) h`);
  // The unassigned-task set (migration 0011) is kept by a trigger planned for everyday statements; a
  // statement of hundreds of thousands of assignments is planned from statistics it has just made
  // wrong, so here the set is rebuilt once afterwards instead.
  await db.execute(sql`alter table task_users disable trigger task_users_unassigned_ins`);
  try {
    await insertAssignments(db);
  } finally {
    await db.execute(sql`alter table task_users enable trigger task_users_unassigned_ins`);
  }
  await db.execute(sql`analyze task_users`);
  await db.execute(sql`
    delete from unassigned_tasks u
    using task_users tu join job_users ju on ju.id = tu.job_user_id
    where tu.task_id = u.task_id and tu.closed_at is null and tu.checks_id is null
      and ju.role = ${constantSql(JobUserRole.WORK)}`);
  // The rebuild leaves one dead row per task behind the few still waiting: 'Show all jobs' would read
  // them all until autovacuum came by.
  await db.execute(sql`vacuum analyze unassigned_tasks`);

  log('activities (ten per assignment)');
  await db.execute(sql`
    insert into activities (task_user_id, job_id, user_id, type, from_section, to_section, comment, created_at)
    select tu.id, ju.job_id, tu.user_id,
           case when k in (4, 8) then ${constantSql(ActivityType.COMMENT)} else ${constantSql(ActivityType.MOVE)} end,
           case when k in (4, 8) then null else (array[1, 2, 3, 4, 3, 5, 3, 4, 3, 5])[k] end,
           case when k in (4, 8) then null else (array[2, 3, 4, 3, 5, 3, 4, 3, 5, 6])[k] end,
           case when k in (4, 8) then 'Progress note ' || k end,
           tu.created_at + k * interval '10 minutes'
    from task_users tu
    join job_users ju on ju.id = tu.job_user_id
    join jobs j on j.id = ju.job_id and j.job_no like 'SJ%'
    cross join generate_series(1, 10) k
    where tu.checks_id is null`);

  log('work log (an hour on each started task)');
  await db.execute(sql`
    insert into work_log (user_id, at, state, task_user_id)
    select tu.user_id, tu.started_at, ${constantSql(WorkState.WORKING)}, tu.id
    from task_users tu
    join job_users ju on ju.id = tu.job_user_id
    join jobs j on j.id = ju.job_id and j.job_no like 'SJ%'
    where tu.started_at is not null and tu.checks_id is null
    union all
    select tu.user_id, tu.started_at + interval '1 hour', ${constantSql(WorkState.IDLE)}, null
    from task_users tu
    join job_users ju on ju.id = tu.job_user_id
    join jobs j on j.id = ju.job_id and j.job_no like 'SJ%'
    where tu.started_at is not null and tu.checks_id is null`);
  await db.execute(sql`analyze`);
}

/** Every scale task assigned to its job's employee, and the checker's side of work in QC or finished. */
async function insertAssignments(db: Db) {
  const scaleJobs = sql`select * from jobs where job_no like 'SJ%'`;
  // Finished when the job is over 30 days old, else by task id over the open sections.
  await db.execute(sql`
    insert into task_users (task_id, job_user_id, user_id, section, plan_date, due_date,
                            started_at, finished_at, assigned_by_id, created_at)
    select t.id, ju.id, ju.user_id, w.section,
           (j.created_at + (t.id % 5) * interval '1 day')::date, j.due_date,
           case when w.section in (${constantSql(S.HOLD)}, ${constantSql(S.QC)}, ${constantSql(S.FINISHED)}) then w.started end,
           case when w.section = ${constantSql(S.FINISHED)} then w.started + interval '1 hour' end,
           j.created_by_id, j.created_at
    from tasks t
    join (${scaleJobs}) j on j.id = t.job_id
    join job_users ju on ju.job_id = j.id and ju.role = ${constantSql(JobUserRole.WORK)}
    cross join lateral (
      select case when j.created_at < now() - interval '30 days' then ${constantSql(S.FINISHED)}
                  else (array[${constantSql(S.BACK_LOG)}, ${constantSql(S.PICKED)}, ${constantSql(S.HOLD)}, ${constantSql(S.QC)}])[1 + t.id % 4] end as section,
             least(j.created_at + (t.id % 10) * interval '2 hours', now() - interval '2 hours') as started
    ) w`);
  // The checker's side of work in QC (waiting in the QC column) or finished (passed).
  await db.execute(sql`
    insert into task_users (task_id, job_user_id, user_id, section, plan_date, due_date, checks_id,
                            assigned_by_id, created_at)
    select tu.task_id, qc.id, qc.user_id,
           case when tu.section = ${constantSql(S.QC)} then ${constantSql(S.QC)} else ${constantSql(S.PASS)} end,
           tu.plan_date, tu.due_date, tu.id, tu.assigned_by_id, tu.created_at
    from task_users tu
    join job_users ju on ju.id = tu.job_user_id
    join job_users qc on qc.job_id = ju.job_id and qc.role = ${constantSql(JobUserRole.QC)}
    join jobs j on j.id = ju.job_id and j.job_no like 'SJ%'
    where tu.section in (${constantSql(S.QC)}, ${constantSql(S.FINISHED)}) and tu.checks_id is null`);
}
