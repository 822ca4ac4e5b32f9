import './planCalendar.css';
import { useEffect, useRef } from 'react';
import { Badge, Button, Card, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Draggable } from '@fullcalendar/interaction';
import { IconCalendarPlus } from '@tabler/icons-react';
import {
  cut,
  defaultPlanMinutes,
  Msg,
  PLAN_DESCRIPTION_CUT,
  type PlanJob,
  type PlanJobTask,
} from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { shownDay } from '../../components/format';

const M = Msg.planning;

interface Props {
  jobs: readonly PlanJob[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  /** Plan a task without dragging (keyboard, phone). */
  onPlan(task: PlanJobTask, job: PlanJob): void;
}

/**
 * The employee's open jobs with their tasks (001 §2.4, left of the calendar). A task is dragged onto
 * the calendar (FullCalendar's Draggable) or planned with its Plan button.
 */
export function PlanJobList({ jobs, loading, error, onRetry, onPlan }: Props) {
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!list.current) return;
    const draggable = new Draggable(list.current, {
      itemSelector: '.plan-task',
      eventData: (el) => ({
        title: el.dataset.title,
        duration: { minutes: Number(el.dataset.minutes) || 60 },
        // The server plans it; the calendar shows it once the plan is read back.
        create: false,
      }),
    });
    return () => draggable.destroy();
  }, []);

  const total = jobs?.reduce((n, job) => n + job.tasks.length, 0) ?? 0;

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="plan-jobs-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="plan-jobs-title">
          Open jobs
        </Title>
        {jobs && (
          <Badge variant="light" color="gray">
            {total} {total === 1 ? 'task' : 'tasks'}
          </Badge>
        )}
      </Group>
      {error ? (
        <QueryError what="the jobs with their tasks" error={error} onRetry={onRetry} />
      ) : loading ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the jobs">
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : null}
      <ScrollArea.Autosize mah={{ base: 320, lg: 720 }} type="auto" offsetScrollbars>
        <div ref={list}>
          {jobs && jobs.length === 0 && (
            <Stack gap={4} py="sm">
              <Text size="sm" fw={600}>
                {M.noOpenTasks}
              </Text>
              <Text size="sm" c="gray.7">
                {M.noOpenTasksText}
              </Text>
            </Stack>
          )}
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {jobs?.map((job) => (
              <li key={job.id}>
                <Text size="sm" fw={700}>
                  {job.job_no}
                  {job.customer_name ? ` · ${job.customer_name}` : ''}
                </Text>
                <Text size="xs" c="gray.7" mb={4}>
                  {cut(job.job_description, PLAN_DESCRIPTION_CUT)}
                </Text>
                <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {job.tasks.map((task) => (
                    <PlanListTask key={task.task_user_id} task={task} onPlan={() => onPlan(task, job)} />
                  ))}
                </Stack>
              </li>
            ))}
          </Stack>
        </div>
      </ScrollArea.Autosize>
    </Card>
  );
}

function PlanListTask({ task, onPlan }: { task: PlanJobTask; onPlan(): void }) {
  const title = `${task.task_no} ${task.task_name}`;
  return (
    <li
      className="plan-task"
      data-task-user-id={task.task_user_id}
      data-title={title}
      data-minutes={defaultPlanMinutes(task.Time02)}
      data-testid="plan-task"
    >
      <Text size="sm" fw={600} className="plan-task__title">
        {title}
        {task.is_qc_task && (
          <Badge ml={6} size="xs" color="grape" variant="light">
            QC
          </Badge>
        )}
      </Text>
      {task.task_description && task.task_description !== task.task_name && (
        <Text size="xs" c="gray.7" className="plan-task__title">
          {cut(task.task_description, PLAN_DESCRIPTION_CUT)}
        </Text>
      )}
      <Group gap={4} justify="space-between" wrap="nowrap" mt={2}>
        <Text size="xs" c="gray.7">
          {task.plan_date ? shownDay(task.plan_date) : 'Not planned'} · {task.Time02} h
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconCalendarPlus size={14} aria-hidden />}
          onClick={onPlan}
          aria-label={`Plan ${title}`}
        >
          Plan
        </Button>
      </Group>
    </li>
  );
}
