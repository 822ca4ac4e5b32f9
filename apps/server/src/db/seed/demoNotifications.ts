import { asc, eq } from 'drizzle-orm';
import { NotificationStatus, NotificationType, TaskSection } from '@jobline/shared';
import type { Tx } from '../client';
import { jobs, notifications, tasks, taskUsers } from '../schema';

const HOUR = 3_600_000;

/**
 * The bell of every demo employee: each seeded assignment was told to its assignee. Finished work
 * was read long ago; open work arrived in the last two days and is still unread.
 */
export async function seedDemoNotifications(tx: Tx) {
  const assignments = await tx
    .select({
      taskUserId: taskUsers.id,
      jobUserId: taskUsers.jobUserId,
      userId: taskUsers.userId,
      assignedById: taskUsers.assignedById,
      section: taskUsers.section,
      taskNo: tasks.taskNo,
      taskName: tasks.name,
      jobId: jobs.id,
      jobNo: jobs.jobNo,
      jobCreatedAt: jobs.createdAt,
    })
    .from(taskUsers)
    .innerJoin(tasks, eq(tasks.id, taskUsers.taskId))
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .orderBy(asc(taskUsers.id));
  if (!assignments.length) return;
  const now = Date.now();
  await tx.insert(notifications).values(
    assignments.map((a, i) => {
      const done = a.section === TaskSection.FINISHED;
      const createdAt = done
        ? new Date(a.jobCreatedAt.getTime() + HOUR + (Number(a.taskNo) || 0) * 60_000)
        : new Date(now - 48 * HOUR + i * 5 * 60_000);
      return {
        userId: a.userId,
        type: NotificationType.JOB,
        status: done ? NotificationStatus.VIEWED : NotificationStatus.UNREAD,
        title: `New task on ${a.jobNo}: ${a.taskName}`,
        jobId: a.jobId,
        jobUserId: a.jobUserId,
        taskUserId: a.taskUserId,
        assignedById: a.assignedById,
        viewedAt: done ? new Date(createdAt.getTime() + HOUR) : null,
        createdAt,
      };
    }),
  );
}
