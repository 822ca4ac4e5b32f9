import { FinishedJobStatus, TaskSection, type BoardTask } from '@jobline/shared';

const { BACK_LOG, PICKED, ONGOING, HOLD, QC, FINISHED, SEND_BACK_TO_FIX, PASS } = TaskSection;

/** The moves a work task allows (the server's state machine; a rejected job reopens Finished). */
const WORK_MOVES: Partial<Record<number, readonly number[]>> = {
  [BACK_LOG]: [PICKED, ONGOING],
  [PICKED]: [BACK_LOG, ONGOING],
  [ONGOING]: [HOLD, FINISHED],
  [HOLD]: [ONGOING, FINISHED],
};
const REWORK_MOVES: readonly number[] = [PICKED, ONGOING];

/** A check waits in Back Log until the work reaches QC; send back (7) and pass (8) end it. */
const QC_MOVES: Partial<Record<number, readonly number[]>> = {
  [QC]: [ONGOING, SEND_BACK_TO_FIX, PASS],
  [ONGOING]: [HOLD, SEND_BACK_TO_FIX, PASS],
  [HOLD]: [ONGOING],
};

export interface BoardContext {
  /** The viewer holds the board: only they move its tasks. */
  isHolder: boolean;
  /** The hold's finished status: 11 (rejected) lets finished work go back for rework. */
  finishedStatus: number | null;
}

/** A QC task checks someone's work: it is the checker's row (000 §3: qc_id 0). */
export const isQcTask = (task: Pick<BoardTask, 'qc_id' | 'checks_task_user_id'>) =>
  task.checks_task_user_id !== null || task.qc_id === 0;

/**
 * The sections a card offers to move to, in board order. The server decides every move; this only
 * keeps the menu to moves that can succeed. Someone who does not hold the board is offered Finished
 * on an ongoing work task, whose refusal (403, status 11) leads to a force finish.
 */
export function moveTargets(task: BoardTask, board: BoardContext): number[] {
  if (task.locked) return [];
  const section = task.current_section;
  if (isQcTask(task)) return board.isHolder ? [...(QC_MOVES[section] ?? [])] : [];
  if (!board.isHolder) return section === ONGOING ? [FINISHED] : [];
  if (section === FINISHED) {
    return board.finishedStatus === FinishedJobStatus.REJECTED ? [...REWORK_MOVES] : [];
  }
  return [...(WORK_MOVES[section] ?? [])];
}

/** A work task moves once it has a plan date; a check is planned by its work reaching QC. */
export const isPlanned = (task: BoardTask) => task.task_plan_date !== null || isQcTask(task);

/** Only the holder drags, and only a planned task that can move. */
export const canDrag = (task: BoardTask, board: BoardContext) =>
  board.isHolder && isPlanned(task) && moveTargets(task, board).length > 0;

const DONE_SECTIONS: readonly number[] = [FINISHED, SEND_BACK_TO_FIX, PASS];
/**
 * A work task without a plan date offers to set one while it can still be worked on; a QC check is
 * planned by its work reaching QC.
 */
export const needsPlanDate = (task: BoardTask) =>
  task.task_plan_date === null &&
  !task.locked &&
  !isQcTask(task) &&
  !DONE_SECTIONS.includes(task.current_section);
