import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  JOB_BELL_LIMIT,
  JOB_KIND_LABELS,
  type JobKind,
  type JobNotification,
  type JobNotificationsResponse,
} from '@jobline/shared';
import type { Db, Executor } from '../../db/client';
import { customers, jobs, jobTypes, users } from '../../db/schema';
import { audit, type AuditActor } from '../admin/auditLog';

/** Seen up to: the last time the bell was opened, or the day the employee joined. */
const seenUpTo = (userId: number) =>
  sql<Date>`(select coalesce(${users.jobBellSeenAt}, ${users.createdAt}) from ${users} where ${users.id} = ${userId})`;
/** Jobs the bell tells this user about: live ones someone else created. */
const othersJobs = (userId: number) =>
  and(isNull(jobs.deletedAt), or(isNull(jobs.createdById), sql`${jobs.createdById} <> ${userId}`));

/** GET jobNotifications: how many new jobs since the bell was last opened, and the latest. */
export async function jobBellFor(db: Executor, userId: number): Promise<JobNotificationsResponse> {
  const [[counted], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(othersJobs(userId), gt(jobs.createdAt, seenUpTo(userId)))),
    db
      .select({
        id: jobs.id,
        job_no: jobs.jobNo,
        job_type: jobTypes.name,
        kind: jobs.kind,
        customer_name: customers.name,
        created_at: jobs.createdAt,
        unread: sql<boolean>`${jobs.createdAt} > ${seenUpTo(userId)}`,
      })
      .from(jobs)
      .leftJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
      .leftJoin(customers, eq(customers.id, jobs.customerId))
      .where(othersJobs(userId))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(JOB_BELL_LIMIT),
  ]);
  const notifications: JobNotification[] = rows.map(({ unread, ...row }) => ({
    ...row,
    kind_label: JOB_KIND_LABELS[row.kind as JobKind] ?? 'Job',
    created_at: row.created_at.toISOString(),
    status: unread ? 1 : 0,
  }));
  return { count: Number(counted?.total ?? 0), notifications };
}

/**
 * POST jobNotifications/seen: the bell was opened. Seen up to the newest entry it showed (so a job
 * that arrived meanwhile stays new), never later than now and never moving back.
 */
export async function markJobBellSeen(db: Db, actor: AuditActor, userId: number, until?: Date) {
  return db.transaction(async (tx) => {
    // The client's time has milliseconds, the database's microseconds: cover the whole millisecond.
    const limit = until
      ? sql`least(now(), ${until.toISOString()}::timestamptz + interval '999 microseconds')`
      : sql`now()`;
    const [row] = await tx
      .update(users)
      .set({
        jobBellSeenAt: sql`greatest(coalesce(${users.jobBellSeenAt}, '-infinity'::timestamptz), ${limit})`,
      })
      .where(eq(users.id, userId))
      .returning({ seenAt: users.jobBellSeenAt });
    await audit(tx, actor, {
      action: 'jobBell.seen',
      entity: 'user',
      entityId: userId,
      after: { job_bell_seen_at: row!.seenAt },
    });
    return { seen_at: row!.seenAt!.toISOString() };
  });
}
