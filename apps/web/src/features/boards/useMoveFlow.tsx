import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Msg, TaskSection, type BoardTask, type MoveRequest, type SectionsResponse } from '@jobline/shared';
import { confirmAction } from '../../components/confirm';
import { notifySuccess } from '../../components/notify';
import { postMove, postMoveHoldingOngoing, postQcDecision } from './api';
import { AuthorizationRequestModal } from './AuthorizationRequestModal';
import { ForceFinishModal } from './ForceFinishModal';
import { classifyRefusal, type OngoingTask } from './moveRefusal';
import { refusalToast } from '../holds/notifyRefusal';
import { QcFixModal } from './QcFixModal';
import { boardKeys } from './queries';

const M = Msg.boards;

const moveBody = (task: BoardTask, to: number): MoveRequest => ({
  task: task.task_id,
  taskUserId: task.task_user_id,
  newSection: to,
  previousSection: task.current_section,
});

const ongoingLine = (ongoing: OngoingTask | null) =>
  ongoing ? `Ongoing now: ${ongoing.task_no} ${ongoing.task_name} (${ongoing.job_no}).` : '';

/**
 * Every move of a board goes through here (R-006..R-010): the card moves at once, the server
 * decides, and each refusal leads where the spec says: hold the ongoing task, ask for
 * authorization, force finish, or a message. The board reloads after every answer.
 */
export function useMoveFlow({ type, jobUserId }: { type: number; jobUserId: number }) {
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<number | null>(null);
  const [authorizing, setAuthorizing] = useState<BoardTask | null>(null);
  const [forcing, setForcing] = useState<BoardTask | null>(null);
  const [fixing, setFixing] = useState<BoardTask | null>(null);
  const key = boardKeys.board(type, jobUserId);

  const reload = () => queryClient.invalidateQueries({ queryKey: boardKeys.all });

  /** Shows the card in its new column while the server answers. */
  const placeAhead = (task: BoardTask, to: number) => {
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<SectionsResponse>(key, (board) => {
      if (!board) return board;
      const moved = { ...task, current_section: to };
      return {
        ...board,
        sections: board.sections.map((s) => ({
          ...s,
          tasks:
            s.id === to
              ? [moved, ...s.tasks.filter((t) => t.id !== task.id)]
              : s.tasks.filter((t) => t.id !== task.id),
        })),
      };
    });
  };

  const refused = (error: unknown, task: BoardTask, to: number) => {
    const refusal = classifyRefusal(error);
    switch (refusal.kind) {
      case 'anotherOngoing':
        confirmAction({
          title: M.anotherOngoing,
          body: [M.holdOngoingQuestion, ongoingLine(refusal.ongoing)].filter(Boolean),
          confirmLabel: 'Hold it and move',
          onConfirm: () => void send(task, to, postMoveHoldingOngoing),
        });
        return;
      case 'someoneOnIt':
        return refusalToast('Error!', M.someoneOnIt);
      case 'invalidSection':
        return refusalToast(M.invalidSection, refusal.message);
      case 'stale':
        return refusalToast('Error!', refusal.message);
      case 'needsAuthorization':
        return setAuthorizing(task);
      case 'accessDenied':
        // Only an ongoing task can be force finished.
        if (task.current_section !== TaskSection.ONGOING)
          return refusalToast(M.accessDenied, refusal.message);
        confirmAction({
          title: M.accessDenied,
          body: refusal.message,
          confirmLabel: M.forceFinish,
          danger: true,
          onConfirm: () => setForcing(task),
        });
        return;
      default:
        return refusalToast('Error!', refusal.message);
    }
  };

  async function send(task: BoardTask, to: number, call: typeof postMove) {
    setMoving(task.id);
    placeAhead(task, to);
    try {
      const answer = await call(moveBody(task, to));
      notifySuccess(answer.message || M.moved);
    } catch (error) {
      refused(error, task, to);
    } finally {
      setMoving(null);
      void reload();
    }
  }

  /** Moves a card; on the QC board, send back and pass ask first. */
  const start = (task: BoardTask, to: number) => {
    if (to === task.current_section || moving !== null) return;
    if (to === TaskSection.SEND_BACK_TO_FIX) return setFixing(task);
    if (to === TaskSection.PASS) {
      confirmAction({
        title: `Pass ${task.task_no}?`,
        body: M.qcFinishConfirm,
        confirmLabel: M.qcPassed,
        onConfirm: () => void send(task, to, (body) => postQcDecision({ ...body, qc_message: M.qcPassed })),
      });
      return;
    }
    void send(task, to, postMove);
  };

  const dialogs = (
    <>
      <AuthorizationRequestModal task={authorizing} onClose={() => setAuthorizing(null)} />
      <ForceFinishModal task={forcing} onClose={() => setForcing(null)} />
      <QcFixModal
        task={fixing}
        onClose={() => setFixing(null)}
        onSent={(message) => notifySuccess(message || M.moved)}
        onRefused={(error, task) => refused(error, task, TaskSection.SEND_BACK_TO_FIX)}
      />
    </>
  );

  return { start, moving, dialogs };
}
