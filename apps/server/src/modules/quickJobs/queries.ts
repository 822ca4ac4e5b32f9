import { and, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  isPastDue,
  JOB_PICKER_LIMIT,
  JobKind,
  JobStatus,
  JobUserRole,
  PRESALES_CATEGORIES,
  QUICK_JOB_PAGE_SIZE,
  type JobPickerQuery,
  type PickableJob,
  type QuickJobPending,
  type QuickJobPendingPage,
} from '@jobline/shared';
import type { Executor } from '../../db/client';
import { branches, categories, customers, divisions, jobs, systems, users } from '../../db/schema';
import { isOnlineJob, TASKING_KINDS } from './addJobChecks';
import { mayDecideQuickJob } from './quickJobPolicy';
import { containing, optionalNameSql } from '../../db/sqlText';

/** LIKE treats % and _ as wildcards: a search for "a_b" means those characters. */
const employeeName = optionalNameSql(users);
const live = () => and(isNull(jobs.deletedAt), ne(jobs.status, JobStatus.CANCELED));

export async function divisionExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, id));
  return Boolean(row);
}

/**
 * The open jobs a task may be added to, newest first, at most JOB_PICKER_LIMIT: GET
 * jobs/division/{id} (New Job's jobs of a division) and GET jobs/online/0 (online/urgent jobs).
 * With a worker, only jobs on which that employee holds an open work assignment (GET
 * jobs/online/user/0).
 */
export async function listPickableJobs(
  db: Executor,
  scope: { divisionId: number } | { online: true },
  query: JobPickerQuery,
  options: { workerId?: number } = {},
): Promise<PickableJob[]> {
  const words = query.search ? containing(query.search) : null;
  const filters: (SQL | undefined)[] = [
    live(),
    'online' in scope
      ? isOnlineJob()
      : and(eq(jobs.divisionId, scope.divisionId), inArray(jobs.kind, TASKING_KINDS)),
    query.presales === '1' ? inArray(jobs.categoryId, [...PRESALES_CATEGORIES]) : undefined,
    query.category ? eq(jobs.categoryId, query.category) : undefined,
    options.workerId === undefined
      ? undefined
      : sql`exists (select 1 from task_users tu join job_users ju on ju.id = tu.job_user_id
          where ju.job_id = ${jobs.id} and ju.user_id = ${options.workerId} and ju.role = ${JobUserRole.WORK}
            and tu.closed_at is null)`,
    words
      ? or(
          ilike(jobs.jobNo, words),
          ilike(jobs.description, words),
          ilike(jobs.title, words),
          ilike(customers.name, words),
        )
      : undefined,
  ];
  const rows = await db
    .select({
      id: jobs.id,
      job_no: jobs.jobNo,
      job_title: jobs.title,
      job_description: jobs.description,
      customer_name: customers.name,
      cus_id: jobs.customerId,
      job_category_id: jobs.categoryId,
      category: categories.name,
      division_id: jobs.divisionId,
      location_id: jobs.branchId,
      branch_name: branches.name,
      system_id: jobs.systemId,
      system: systems.name,
      contact_person: jobs.contactPerson,
      contact_number: jobs.contactNumber,
      due_date: jobs.dueDate,
    })
    .from(jobs)
    .leftJoin(customers, eq(customers.id, jobs.customerId))
    .leftJoin(branches, eq(branches.id, jobs.branchId))
    .leftJoin(systems, eq(systems.id, jobs.systemId))
    .leftJoin(categories, eq(categories.id, jobs.categoryId))
    .where(and(...filters))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(JOB_PICKER_LIMIT);
  return rows;
}

/** GET jobs/approval/quick_job: quick jobs waiting for the monitor, searched and paged in SQL. */
export async function listPendingQuickJobs(
  db: Executor,
  viewer: { userId: number; today: string },
  query: { page?: number; records?: number; keyword?: string },
): Promise<QuickJobPendingPage> {
  const page = query.page ?? 1;
  const records = query.records ?? QUICK_JOB_PAGE_SIZE;
  const words = query.keyword ? containing(query.keyword) : null;
  const where = and(
    eq(jobs.kind, JobKind.QUICK),
    isNull(jobs.authStatus),
    live(),
    words
      ? or(
          ilike(jobs.jobNo, words),
          ilike(jobs.description, words),
          ilike(customers.name, words),
          ilike(branches.name, words),
          ilike(systems.name, words),
          ilike(employeeName, words),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        job_no: jobs.jobNo,
        employee: employeeName,
        customer: customers.name,
        branch: branches.name,
        system: systems.name,
        job_description: jobs.description,
        due_date: jobs.dueDate,
        created_at: jobs.createdAt,
        employeeId: jobs.employeeId,
        createdById: jobs.createdById,
      })
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.employeeId))
      .leftJoin(customers, eq(customers.id, jobs.customerId))
      .leftJoin(branches, eq(branches.id, jobs.branchId))
      .leftJoin(systems, eq(systems.id, jobs.systemId))
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(records)
      .offset((page - 1) * records),
    db
      .select({ total: count() })
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.employeeId))
      .leftJoin(customers, eq(customers.id, jobs.customerId))
      .leftJoin(branches, eq(branches.id, jobs.branchId))
      .leftJoin(systems, eq(systems.id, jobs.systemId))
      .where(where),
  ]);
  const pendings: QuickJobPending[] = rows.map(({ employeeId, createdById, ...row }) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    isJobExpired: isPastDue(row.due_date, viewer.today),
    can_decide: mayDecideQuickJob(viewer.userId, { employeeId, createdById }),
  }));
  return { pendings, count: Number(counted?.total ?? 0) };
}
