import { CONFIRMATION_NEEDED_STATUS, Msg, type HolidaySummary, type PlanLeaveDay } from '@jobline/shared';
import { ApiError } from '../../api/client';
import { confirmAction } from '../../components/confirm';
import { notifyError } from '../../components/notify';
import { useCompanyToday } from '../auth/useCompanyToday';
import { dayOffQuestion, daysOfPlan } from './planEvents';
import { useTaskPlan } from './queries';

const M = Msg.planning;

export interface TaskPlanDraft {
  /** The assignment (task_users.id). */
  id: number;
  task_id?: number;
  plan_date: string;
  end_date: string | null;
  all_day: boolean;
}

interface Outcome {
  onDone?(): void;
  /** Puts a dragged event back where it was. */
  revert?(): void;
  /** A refusal the caller shows itself (a form's fields); otherwise it is notified. */
  onRefused?(error: unknown): void;
}

/**
 * Planning a task, however it was placed (dragged, resized, dropped from the list, or typed in): a
 * past day is refused at once, a holiday or approved leave is asked about first, then PUT
 * user/task_plan; a refusal puts the event back and says why. The server asks too (409
 * status 12) when it knows of a day off the page did not.
 */
export function usePlanTaskFlow(context: {
  employee: { id: number; name: string } | null;
  holidays: readonly HolidaySummary[];
  leave: readonly PlanLeaveDay[];
}) {
  const today = useCompanyToday();
  const save = useTaskPlan();

  const plan = (draft: TaskPlanDraft, outcome: Outcome = {}) => {
    const { employee } = context;
    if (!employee) return;
    const refuse = (error: unknown) => {
      outcome.revert?.();
      if (outcome.onRefused) outcome.onRefused(error);
      else notifyError(error);
    };
    if (draft.plan_date.slice(0, 10) < today) return refuse(new Error(M.previousDays));

    const send = (confirmed: boolean) =>
      save.mutate(
        { ...draft, user_id: employee.id, ...(confirmed ? { confirm_day_off: true } : {}) },
        {
          onSuccess: () => outcome.onDone?.(),
          onError: (error) => {
            if (!confirmed && error instanceof ApiError && error.code === CONFIRMATION_NEEDED_STATUS) {
              ask(error.message);
            } else refuse(error);
          },
        },
      );
    const ask = (question: string) =>
      confirmAction({
        title: 'Plan on a day off?',
        body: question,
        confirmLabel: M.planAnyway,
        onConfirm: () => send(true),
        onCancel: () => outcome.revert?.(),
      });

    const question = dayOffQuestion(daysOfPlan(draft), context.holidays, context.leave, employee.name);
    if (question) ask(question);
    else send(false);
  };

  return { plan, pending: save.isPending };
}
