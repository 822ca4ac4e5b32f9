import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import { TaskSection, WorkState } from '@jobline/shared';
import { queryRows, type Tx } from '../../db/client';
import { taskUsers, workLog } from '../../db/schema';

export interface ClosedAssignment {
  id: number;
  userId: number;
  section: number;
  checksId: number | null;
}

/**
 * Closes work assignments and the open QC assignments that check them, at `now`. The rows stay (and
 * so does the time logged on them). An employee who was working on one of them right now stops:
 * an idle row ends their running interval, so the time up to now stays where it was spent.
 */
export async function closeAssignments(tx: Tx, workIds: number[], now: Date): Promise<ClosedAssignment[]> {
  const closed = await tx
    .update(taskUsers)
    .set({ closedAt: now, updatedAt: now })
    .where(
      and(
        isNull(taskUsers.closedAt),
        or(inArray(taskUsers.id, workIds), inArray(taskUsers.checksId, workIds)),
      ),
    )
    .returning({
      id: taskUsers.id,
      userId: taskUsers.userId,
      section: taskUsers.section,
      checksId: taskUsers.checksId,
    });
  for (const row of closed.filter((c) => c.section === TaskSection.ONGOING)) {
    if (await isWorkingOn(tx, row.userId, row.id)) {
      await tx.insert(workLog).values({ userId: row.userId, at: now, state: WorkState.IDLE });
    }
  }
  return closed;
}

/** True when the employee's latest work_log row (not superseded) says they work on this assignment. */
async function isWorkingOn(tx: Tx, userId: number, taskUserId: number): Promise<boolean> {
  const [latest] = await queryRows<{ state: number; task_user_id: number | null }>(
    tx,
    sql`select state, task_user_id from work_log
        where user_id = ${userId} and superseded_at is null
        order by at desc, id desc limit 1`,
  );
  return latest?.state === WorkState.WORKING && latest.task_user_id === taskUserId;
}

/** The QC assignments among closed rows, grouped by their holder. */
export const droppedChecksByUser = (closed: ClosedAssignment[]) => {
  const byUser = new Map<number, ClosedAssignment[]>();
  for (const row of closed.filter((c) => c.checksId !== null)) {
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  }
  return byUser;
};
