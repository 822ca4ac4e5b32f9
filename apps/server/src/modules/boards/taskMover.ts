import { FinishedJobStatus, JobStatus, Msg, TaskSection, type MoveResponse } from '@jobline/shared';
import type { Db, Tx } from '../../db/client';
import { forbidden, INVALID_SECTION_STATUS, notFound, refusal, stateChanged } from '../../errors';
import { audit } from '../admin/auditLog';
import { lockAssignment, lockOwner, type LockedAssignment } from './assignmentLock';
import type { BoardContext } from './boardContext';
import { publishBoardChanged } from './boardEvents';
import { loadBoardTask } from './boardTaskQuery';
import { moveRefusal, type MoveVia } from './moveRules';
import { guardOneOngoing, type OngoingTask } from './ongoingHolder';
import { judgeCheck } from './qcJudge';
import { changeSection } from './sectionWriter';
import { assertMayStart, makeRoomToStart } from './taskStarter';
import { finishWork } from './workFinisher';

const M = Msg.boards;

export interface MoveInput {
  taskUserId: number;
  /** The section the screen showed; null takes the stored one (the quick job manager's Start). */
  from: number | null;
  to: number;
  via: MoveVia;
  /** What to fix, for a QC send back. */
  qcMessage?: string | null;
  /** A force finish: the authority whose credentials allowed it. */
  authority?: { id: number; name: string; comment: string };
  /** The hold the caller named (the quick job manager's Start): another hold's task is not found. */
  jobUserId?: number | null;
}

export interface AppliedMove {
  from: number;
  /** Where the assignment ended up (finishing checked work ends in QC). */
  section: number;
  held: OngoingTask | null;
  /** The hold's new finished status when this move finished it. */
  holdStatus: number | null;
}

/**
 * One move of one assignment, checked again under the row locks: the assignment is open, its job
 * not canceled, the screen saw its current section, the transition guard allows it, and a start
 * passes the plan-date, authorization and one-ongoing checks. Then the move and what it causes
 * (QC round, verdict, the hold's completion). Runs in the caller's transaction.
 */
export async function applyMove(
  tx: Tx,
  ctx: BoardContext,
  a: LockedAssignment,
  input: MoveInput,
): Promise<AppliedMove> {
  if (a.closedAt) throw stateChanged(M.assignmentClosed);
  if (a.job.status === JobStatus.CANCELED) throw refusal(JobStatus.CANCELED, M.jobCanceled);
  const from = input.from ?? a.section;
  if (from !== a.section) throw stateChanged(M.staleBoard);
  if (a.locked) throw refusal(INVALID_SECTION_STATUS, M.taskLocked);
  const refused = moveRefusal({
    isQc: a.isQc,
    from,
    to: input.to,
    via: input.via,
    holdStatus: a.hold.finishedStatus,
    workSection: a.isQc ? (a.pair?.section ?? null) : null,
  });
  if (refused) throw refusal(refused.status, refused.message);

  const actorId = input.authority?.id ?? ctx.userId;
  let held: OngoingTask | null = null;
  if (input.to === TaskSection.ONGOING) {
    await assertMayStart(tx, a, ctx.now);
    held = await makeRoomToStart(tx, a, { holdCurrent: input.via === 'change', actorId, now: ctx.now });
  }
  if (a.isQc && input.via === 'qc') {
    const holdStatus = await judgeCheck(tx, ctx, a, a.pair!, {
      to: input.to,
      message: input.qcMessage ?? null,
    });
    return { from, section: input.to, held, holdStatus };
  }
  if (!a.isQc && input.to === TaskSection.FINISHED) {
    const finished = await finishWork(tx, ctx, a, { actorId, comment: input.authority?.comment });
    return { from, ...finished, held };
  }
  await changeSection(tx, { row: a, jobId: a.job.id, to: input.to, actorId }, ctx.now);
  return { from, section: input.to, held, holdStatus: null };
}

/**
 * POST activity, activity/change, activity/change/qc, jobs/force_finish: one move in one
 * transaction. Only the holder moves a task (403 status 11), except an authority's force finish.
 * The holder's board changes are serialized (lockOwner, as lockEmployee); a start that still races into the
 * one-ongoing index answers status 1.
 */
export async function moveTask(db: Db, ctx: BoardContext, input: MoveInput): Promise<MoveResponse> {
  let holder: number | null = null;
  return guardOneOngoing(
    db,
    () => holder,
    () =>
      db.transaction(async (tx) => {
        // The holder is locked with the read (one statement): a refusal below rolls it back at once.
        const owner = await lockOwner(tx, input.taskUserId);
        if (!owner || (input.jobUserId != null && owner.jobUserId !== input.jobUserId)) {
          throw notFound(M.taskNotFound);
        }
        holder = owner.userId;
        if (!input.authority && holder !== ctx.userId) throw forbidden(M.notYourTask);
        const a = await lockAssignment(tx, input.taskUserId, owner);
        if (!a || a.job.deleted) throw notFound(M.taskNotFound);
        const moved = await applyMove(tx, ctx, a, input);
        await recordMoveChange(tx, ctx, a, input, moved);
        return moveAnswer(tx, ctx, a.id, input.authority ? M.forceFinished : M.moved, moved);
      }),
  );
}

/** Audits the move and tells the boards. */
export async function recordMoveChange(
  tx: Tx,
  ctx: BoardContext,
  a: LockedAssignment,
  input: MoveInput,
  moved: AppliedMove,
) {
  await audit(tx, ctx.actor, {
    action: input.via === 'force' ? 'task.force_finish' : 'task.move',
    entity: 'task_user',
    entityId: a.id,
    jobId: a.job.id,
    before: { section: moved.from },
    after: {
      section: moved.section,
      via: input.via,
      held_task_user_id: moved.held?.id ?? null,
      finished_status: moved.holdStatus,
      ...(input.qcMessage ? { qc_message: input.qcMessage } : {}),
      ...(input.authority ? { authorized_by: input.authority.id } : {}),
    },
  });
  await publishBoardChanged(tx, ctx.bus, {
    jobId: a.job.id,
    jobUserIds: [a.jobUserId, a.pair?.jobUserId, moved.held?.jobUserId],
    taskUserIds: [a.id, a.pair?.id, moved.held?.id],
    userId: a.userId,
  });
}

/** The moved card as the board shows it now, and what else changed. */
export async function moveAnswer(
  tx: Tx,
  ctx: BoardContext,
  taskUserId: number,
  message: string,
  moved: AppliedMove,
): Promise<MoveResponse> {
  const task = await loadBoardTask(tx, taskUserId, ctx.now);
  if (!task) throw notFound(M.taskNotFound);
  return {
    message,
    task,
    held_task_user_id: moved.held?.id ?? null,
    job_awaiting_approval: moved.holdStatus === FinishedJobStatus.AWAITING,
  };
}
