import { Badge, Button, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Msg, TaskSection, type PlanTask } from '@jobline/shared';
import { errorMessage } from '../../api/client';
import { Fact } from '../../components/Fact';
import { CommentBox } from '../boards/CommentBox';
import { PanelFeed } from '../boards/PanelFeed';
import { useTaskPanel } from '../boards/queries';
import { TaskLayout } from '../boards/TaskLayout';
import { shownDay } from '../../components/format';
import { clockOfWall, shownDay as longDay } from './planEvents';

interface Props {
  task: PlanTask | null;
  onClose(): void;
  onReplan(task: PlanTask): void;
}

/** The plan as a sentence: 'Tue 12 May 2026, 09:00–11:00' or whole days. */
export function shownPlan(pivot: PlanTask['pivot']): string {
  if (!pivot.plan_date || !pivot.end_date) return 'Not planned';
  if (pivot.all_day) {
    return pivot.plan_date === pivot.end_date
      ? `${longDay(pivot.plan_date)}, all day`
      : `${longDay(pivot.plan_date)} – ${longDay(pivot.end_date)}`;
  }
  return `${longDay(pivot.plan_date.slice(0, 10))}, ${clockOfWall(pivot.plan_date)}–${clockOfWall(pivot.end_date)}`;
}

/**
 * The calendar's task dialog (screens.md §4.5): title, current list, description, the feed and the
 * comment box of the task panel (none for Back Log: 'No activities found'), and the side facts.
 */
export function CalendarTaskDialog({ task, onClose, onReplan }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={task !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={
        <Text component="span" fw={600} size="sm" c="gray.7">
          {task ? `${task.job_no}${task.customer_name ? ` · ${task.customer_name}` : ''}` : 'Task'}
        </Text>
      }
    >
      {task && <TaskDialogBody task={task} onReplan={onReplan} />}
    </Modal>
  );
}

function TaskDialogBody({ task, onReplan }: { task: PlanTask; onReplan(task: PlanTask): void }) {
  const backLog = task.current_status === TaskSection.BACK_LOG;
  const panel = useTaskPanel(backLog ? null : task.pivot.id);
  return (
    <TaskLayout
      taskNo={task.task_no}
      title={task.task_title}
      section={task.current_status}
      badges={
        task.qc_id === 0 && (
          <Badge variant="light" color="grape">
            QC check
          </Badge>
        )
      }
      description={task.task_description || task.task_name}
      activities={
        backLog ? (
          <Text size="sm" c="gray.7">
            {Msg.planning.noActivities}
          </Text>
        ) : panel.isError ? (
          <Text size="sm" c="gray.7">
            {errorMessage(panel.error)}
          </Text>
        ) : !panel.data ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading the activities">
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        ) : (
          <PanelFeed entries={panel.data.activitiesWithComments} />
        )
      }
      below={
        !backLog &&
        panel.data?.rights.can_comment && (
          <CommentBox details={panel.data.details} rights={panel.data.rights} />
        )
      }
      side={
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm">
            <Fact label="Due date">{shownDay(task.pivot.due_date)}</Fact>
            <Fact label="Plan">{shownPlan(task.pivot)}</Fact>
            <Fact label="Estimate">{`${task.Time02} h`}</Fact>
            <Fact label="Contact person">{task.contact_person}</Fact>
            <Fact label="Contact number">{task.contact_number}</Fact>
          </SimpleGrid>
          {!task.locked && (
            <Button
              variant="light"
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              onClick={() => onReplan(task)}
            >
              Change plan
            </Button>
          )}
        </Stack>
      }
    />
  );
}
