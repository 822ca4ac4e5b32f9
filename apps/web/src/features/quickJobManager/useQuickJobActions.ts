import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anotherOngoingBody, Msg, MoveRefusal, TaskSection, type QuickJobCard } from '@jobline/shared';
import { ApiError } from '../../api/client';
import { confirmAction } from '../../components/confirm';
import { notifySuccess } from '../../components/notify';
import { notifyRefusal } from '../holds/notifyRefusal';
import { refreshWork } from '../holds/refreshWork';
import { finishQuickJob, moveQuickTask } from './api';

type Move = { card: QuickJobCard; section: typeof TaskSection.ONGOING | typeof TaskSection.HOLD };

/** The ongoing task a status-1 refusal names, for the question (or null when it names none). */
function ongoingOf(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== MoveRefusal.ANOTHER_ONGOING) return undefined;
  const parsed = anotherOngoingBody.safeParse(error.body);
  return parsed.success ? parsed.data.ongoing : null;
}

/**
 * Start, Hold and Finished of a quick-job card (screens §3.9). Start while another task is ongoing
 * asks to put that one on hold, then starts through activity/change.
 */
export function useQuickJobActions() {
  const queryClient = useQueryClient();
  const settle = () => void refreshWork(queryClient);
  const move = useMutation({
    mutationFn: ({ card, section, holdingOngoing }: Move & { holdingOngoing: boolean }) =>
      moveQuickTask(
        {
          task: card.task_id,
          taskUserId: card.task_user_id,
          newSection: section,
          previousSection: card.current_section,
          is_qjm: true,
        },
        holdingOngoing,
      ),
    onSuccess: (answer) => notifySuccess(answer.message || Msg.boards.moved),
    onError: (error, variables) => {
      const ongoing = ongoingOf(error);
      if (ongoing === undefined || variables.holdingOngoing) return notifyRefusal(error);
      confirmAction({
        title: 'Another task is ongoing',
        body: [
          Msg.boards.holdOngoingQuestion,
          ...(ongoing ? [`Task ${ongoing.task_no} of ${ongoing.job_no}: ${ongoing.task_name}`] : []),
        ],
        confirmLabel: 'Hold it and start this one',
        onConfirm: () => move.mutate({ ...variables, holdingOngoing: true }),
      });
    },
    onSettled: settle,
  });
  const finish = useMutation({
    mutationFn: (card: QuickJobCard) => finishQuickJob({ job_id: card.id, job_user_id: card.job_user.id }),
    onSuccess: (answer) => notifySuccess(answer.message || Msg.boards.jobFinished),
    onError: notifyRefusal,
    onSettled: settle,
  });

  /** Which action of this card is on its way (a section, or the finish), if any. */
  const busyOf = (card: QuickJobCard): number | 'finish' | null => {
    if (move.isPending && move.variables?.card.task_user_id === card.task_user_id)
      return move.variables.section;
    if (finish.isPending && finish.variables?.task_user_id === card.task_user_id) return 'finish';
    return null;
  };

  return {
    busyOf,
    start: (card: QuickJobCard) => move.mutate({ card, section: TaskSection.ONGOING, holdingOngoing: false }),
    hold: (card: QuickJobCard) => move.mutate({ card, section: TaskSection.HOLD, holdingOngoing: false }),
    finish: (card: QuickJobCard) =>
      confirmAction({
        title: Msg.boards.finishJobQuestion,
        body: `${card.job_no}: your open work on it is finished and the job is done.`,
        confirmLabel: 'Finish job',
        onConfirm: () => finish.mutate(card),
      }),
  };
}
