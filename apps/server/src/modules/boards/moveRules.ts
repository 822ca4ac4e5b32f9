import { FinishedJobStatus, MoveRefusal, Msg, TaskSection } from '@jobline/shared';

const M = Msg.boards;
const S = TaskSection;

/**
 * How a move arrives: a drag (POST activity, or activity/change which first holds the ongoing
 * task), a QC verdict (activity/change/qc), an authority's force finish, or the quick job
 * manager's Finished button (every open task of the job at once).
 */
export type MoveVia = 'move' | 'change' | 'qc' | 'force' | 'quickFinish';

/** What the one transition guard reads; the caller has the rows locked. */
export interface MoveFacts {
  /** A QC assignment (it checks a work assignment) rather than the work itself. */
  isQc: boolean;
  from: number;
  to: number;
  via: MoveVia;
  /** The work hold's finished-job status: only a rejected job's finished tasks are reworked. */
  holdStatus: number | null;
  /** On a QC assignment: the section of the work it checks. */
  workSection: number | null;
}

export interface Refusal {
  status: number;
  message: string;
}

const invalid = (message: string = M.invalidSection): Refusal => ({
  status: MoveRefusal.INVALID_SECTION,
  message,
});

/** Drags of a work assignment; Finished → Picked/Ongoing is rework and needs a rejected job. */
const WORK_MOVES: Readonly<Record<number, readonly number[]>> = {
  [S.BACK_LOG]: [S.PICKED, S.ONGOING],
  [S.PICKED]: [S.BACK_LOG, S.ONGOING],
  [S.ONGOING]: [S.HOLD, S.FINISHED],
  [S.HOLD]: [S.ONGOING, S.FINISHED],
  [S.FINISHED]: [S.PICKED, S.ONGOING],
};

/** Drags of a QC assignment once the work is in QC: start checking, hold, go on. */
const QC_MOVES: Readonly<Record<number, readonly number[]>> = {
  [S.QC]: [S.ONGOING],
  [S.ONGOING]: [S.HOLD],
  [S.HOLD]: [S.ONGOING],
};

/** Sections a QC verdict (send back, pass) may be given from: waiting or being checked. */
const VERDICT_FROM: readonly number[] = [S.QC, S.ONGOING];
const QUICK_FINISH_FROM: readonly number[] = [S.BACK_LOG, S.PICKED, S.ONGOING, S.HOLD];
const VERDICTS: readonly number[] = [S.SEND_BACK_TO_FIX, S.PASS];

/**
 * The one exhaustive transition guard (design.md §5.6): null when the move is allowed, else the
 * status and message the client gets. Pure; the commands call it again under their row locks.
 */
export function moveRefusal(f: MoveFacts): Refusal | null {
  if (f.from === f.to) return invalid();
  return f.isQc ? qcRefusal(f) : workRefusal(f);
}

function workRefusal(f: MoveFacts): Refusal | null {
  if (f.via === 'qc' || VERDICTS.includes(f.to)) return invalid(M.qcOnlyOnQcBoard);
  if (f.via === 'force') {
    return f.from === S.ONGOING && f.to === S.FINISHED ? null : invalid(M.forceFinishOnlyOngoing);
  }
  if (f.via === 'quickFinish') {
    return QUICK_FINISH_FROM.includes(f.from) && f.to === S.FINISHED ? null : invalid();
  }
  if (!(WORK_MOVES[f.from] ?? []).includes(f.to)) return invalid();
  if (f.from === S.FINISHED && f.holdStatus !== FinishedJobStatus.REJECTED) return invalid(M.taskLocked);
  return null;
}

function qcRefusal(f: MoveFacts): Refusal | null {
  // Back Log and 'sent back' wait for the work: its holder may be on it right now.
  if (f.from === S.BACK_LOG || f.from === S.SEND_BACK_TO_FIX) {
    return f.workSection === S.ONGOING
      ? { status: MoveRefusal.SOMEONE_ELSE_ON_IT, message: M.someoneOnIt }
      : invalid(M.qcWaitingForWork);
  }
  if (f.via === 'force' || f.via === 'quickFinish') return invalid();
  if (f.via === 'qc') {
    const ready = VERDICTS.includes(f.to) && VERDICT_FROM.includes(f.from) && f.workSection === S.QC;
    return ready ? null : invalid();
  }
  return (QC_MOVES[f.from] ?? []).includes(f.to) ? null : invalid();
}

/** What starting a task (entering Ongoing) needs, besides being the holder's only ongoing task. */
export interface StartFacts {
  planDate: string | null;
  /** The task's most-likely estimate in minutes (0: no estimate, no limit). */
  estimateMinutes: number;
  /** Minutes already spent on this assignment. */
  spentMinutes: number;
  authorized: boolean;
}

/** Plan date first, then the estimate used up without an authorization (status 8). */
export function startRefusal(f: StartFacts): Refusal | null {
  if (!f.planDate) return invalid(M.planDateFirst);
  if (f.estimateMinutes > 0 && f.spentMinutes >= f.estimateMinutes && !f.authorized) {
    return { status: MoveRefusal.NEEDS_AUTHORIZATION, message: M.needsAuthorization };
  }
  return null;
}

/** Entering Ongoing from these counts as another attempt: a fresh start or a rework. */
export const countsAsAttempt = (from: number) =>
  from === S.BACK_LOG || from === S.PICKED || from === S.FINISHED;
