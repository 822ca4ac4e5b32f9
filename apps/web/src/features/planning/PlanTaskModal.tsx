import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultPlanMinutes } from '@jobline/shared';
import { ApiError } from '../../api/client';
import { notifyError } from '../../components/notify';
import { useCompanyToday } from '../auth/useCompanyToday';
import { calendarTime } from './planEvents';
import { validateWhen, whenErrors, whenOfSlot, whenToWire, type WhenValues } from './planWhen';
import { PlanWhenFields } from './PlanWhenFields';
import type { TaskPlanDraft } from './usePlanTaskFlow';

/** The task being planned from the list or its dialog, with its current plan if it has one. */
export interface TaskToPlan {
  taskUserId: number;
  taskId: number;
  title: string;
  /** Most-likely hours: the default length of a new slot. */
  hours: number;
  plan: { plan_date: string; end_date: string; all_day: boolean } | null;
}

interface Props {
  task: TaskToPlan | null;
  pending: boolean;
  onPlan(draft: TaskPlanDraft, outcome: { onDone(): void; onRefused(error: unknown): void }): void;
  onClose(): void;
}

/** Plans a task with the keyboard or on a phone: the same call as dragging it onto the calendar. */
export function PlanTaskModal({ task, pending, onPlan, onClose }: Props) {
  return (
    <Modal opened={task !== null} onClose={onClose} title={task ? `Plan ${task.title}` : 'Plan a task'}>
      {task && <PlanTaskForm task={task} pending={pending} onPlan={onPlan} onClose={onClose} />}
    </Modal>
  );
}

function startingWhen(task: TaskToPlan, today: string): WhenValues {
  const { plan } = task;
  if (plan?.all_day) {
    return whenOfSlot({
      start: new Date(`${plan.plan_date}T00:00:00Z`),
      end: new Date(Date.parse(`${plan.end_date}T00:00:00Z`) + 86_400_000),
      allDay: true,
    });
  }
  if (plan) {
    return whenOfSlot({
      start: new Date(`${calendarTime(plan.plan_date)}Z`),
      end: new Date(`${calendarTime(plan.end_date)}Z`),
      allDay: false,
    });
  }
  const start = new Date(`${today}T09:00:00Z`);
  return whenOfSlot({
    start,
    end: new Date(start.getTime() + defaultPlanMinutes(task.hours) * 60_000),
    allDay: false,
  });
}

function PlanTaskForm({ task, pending, onPlan, onClose }: Omit<Props, 'task'> & { task: TaskToPlan }) {
  const today = useCompanyToday();
  const form = useForm<WhenValues>({
    initialValues: startingWhen(task, today),
    validate: (values) => validateWhen(values, today),
  });
  const send = form.onSubmit((values) => {
    const wire = whenToWire(values);
    onPlan(
      {
        id: task.taskUserId,
        task_id: task.taskId,
        plan_date: wire.start,
        end_date: wire.end,
        all_day: wire.allDay,
      },
      {
        onDone: onClose,
        onRefused: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
            form.setErrors(whenErrors(values, error.fieldErrors, 'plan_date', 'end_date'));
          } else if (error instanceof ApiError || !(error instanceof Error)) notifyError(error);
          else form.setErrors(values.allDay ? { days: error.message } : { day: error.message });
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={send} aria-label="Plan the task">
      <Stack>
        <Text size="sm" c="gray.7">
          Times are in the company&apos;s time zone. The estimate is {task.hours} h.
        </Text>
        <PlanWhenFields form={form} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Plan task
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
