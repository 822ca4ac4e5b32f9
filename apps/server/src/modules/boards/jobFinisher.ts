import { sql } from 'drizzle-orm';
import {
  boardNoticeTitles,
  EmployeeStatus,
  FinishedJobStatus,
  JobKind,
  NotificationType,
  RoleId,
  TaskSection,
} from '@jobline/shared';
import { queryRows, type Tx } from '../../db/client';
import { fullNameSql } from '../../db/sqlText';
import { addNotifications } from '../notifications/notificationCreator';
import type { BoardContext } from './boardContext';

/** Jobs whose holds need no HOD: accepted as soon as their tasks are finished. */
export const KINDS_WITHOUT_HOD: readonly number[] = [JobKind.QUICK, JobKind.INTERNAL, JobKind.ONLINE_URGENT];

interface HoldFacts {
  id: number;
  user_id: number;
  finished_status: number | null;
  holder_name: string;
  job_id: number;
  job_no: string;
  kind: number;
  division_id: number | null;
  coordinator_id: number | null;
  created_by_id: number | null;
  open_tasks: number;
  unfinished: number;
}

/**
 * After a work assignment reached Finished: when every open work task of the hold is finished, the
 * hold waits for the HOD (5, with a type-4 notification to each HOD of the job's division, else its
 * coordinator, else its creator), or is accepted at once (10) for quick, internal and online jobs.
 * The hold row is locked first, so the last two tasks finishing at once cannot both miss it.
 * Answers the hold's new finished status, or null when it did not change.
 */
export async function completeHoldIfDone(tx: Tx, ctx: BoardContext, holdId: number): Promise<number | null> {
  await tx.execute(sql`select id from job_users where id = ${holdId} for no key update`);
  const [hold] = await queryRows<HoldFacts>(
    tx,
    sql`select ju.id, ju.user_id, ju.finished_status, ${fullNameSql('u')} as holder_name,
          j.id as job_id, j.job_no, j.kind, j.division_id, j.coordinator_id, j.created_by_id,
          (select count(*)::int from task_users tu where tu.job_user_id = ju.id and tu.closed_at is null) as open_tasks,
          (select count(*)::int from task_users tu where tu.job_user_id = ju.id and tu.closed_at is null
             and tu.section <> ${TaskSection.FINISHED}) as unfinished
        from job_users ju
        join jobs j on j.id = ju.job_id
        join users u on u.id = ju.user_id
        where ju.id = ${holdId}`,
  );
  if (!hold || hold.open_tasks === 0 || hold.unfinished > 0) return null;
  const settled: readonly (number | null)[] = [FinishedJobStatus.AWAITING, FinishedJobStatus.ACCEPTED];
  if (settled.includes(hold.finished_status)) return null;

  const status = KINDS_WITHOUT_HOD.includes(hold.kind)
    ? FinishedJobStatus.ACCEPTED
    : FinishedJobStatus.AWAITING;
  await tx.execute(
    sql`update job_users set finished_status = ${status}, finished_at = ${ctx.now.toISOString()}::timestamptz,
          reviewed_by_id = null, review_reason = null, updated_at = ${ctx.now.toISOString()}::timestamptz
        where id = ${hold.id}`,
  );
  if (status === FinishedJobStatus.AWAITING) {
    const deciders = await decidersOf(tx, hold);
    await addNotifications(
      tx,
      ctx.bus,
      deciders.map((userId) => ({
        userId,
        type: NotificationType.FINISHED_JOB,
        title: boardNoticeTitles.awaitingApproval(hold.job_no, hold.holder_name),
        jobId: hold.job_id,
        jobUserId: hold.id,
        assignedById: hold.user_id,
        finishedJobStatus: FinishedJobStatus.AWAITING,
      })),
    );
  }
  return status;
}

/** The active HODs of the job's division; else its coordinator; else its creator. */
async function decidersOf(tx: Tx, hold: HoldFacts): Promise<number[]> {
  if (hold.division_id !== null) {
    const heads = await queryRows<{ id: number }>(
      tx,
      sql`select id from users
          where role_id = ${RoleId.HOD} and status = ${EmployeeStatus.ACTIVE} and division_id = ${hold.division_id}
          order by id`,
    );
    if (heads.length) return heads.map((h) => h.id);
  }
  const fallback = hold.coordinator_id ?? hold.created_by_id;
  return fallback === null ? [] : [fallback];
}
