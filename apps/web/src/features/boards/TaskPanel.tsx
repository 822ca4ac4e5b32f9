import { useState } from 'react';
import { Badge, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { cut, JOB_TITLE_CUT, Msg, TASK_TITLE_CUT } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { CommentBox } from './CommentBox';
import { PanelFeed } from './PanelFeed';
import { PanelSide } from './PanelSide';
import { useTaskPanel } from './queries';
import { TaskLayout } from './TaskLayout';

/**
 * The task detail panel (screens.md §3.15): the job and task titles, the description, the feed with
 * the comment box, and the side accordions. Full screen on a phone.
 */
export function TaskPanel({ taskUserId, onClose }: { taskUserId: number | null; onClose(): void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [dialogOpen, setDialogOpen] = useState(false);
  const panel = useTaskPanel(taskUserId);
  const details = panel.data?.details;
  const jobTitle = details ? cut(details.job_title || details.job_description, JOB_TITLE_CUT) : 'Task';

  return (
    <Modal
      opened={taskUserId !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      // A dialog opened from the panel takes Escape for itself.
      closeOnEscape={!dialogOpen}
      title={
        <Text component="span" fw={600} size="sm" c="gray.7">
          {details ? `${details.job_no} · ${jobTitle}` : 'Task details'}
        </Text>
      }
    >
      {panel.isError ? (
        <QueryError what="the task" error={panel.error} onRetry={() => panel.refetch()} />
      ) : !panel.data || !details ? (
        <Stack aria-busy="true" aria-label="Loading the task">
          <Skeleton h={28} w="60%" />
          <Skeleton h={80} />
          <Skeleton h={160} />
        </Stack>
      ) : (
        <TaskLayout
          taskNo={details.task_no}
          title={cut(details.task_title || details.task_name, TASK_TITLE_CUT)}
          section={details.current_section}
          badges={
            details.running && (
              <Badge color="green" variant="light">
                Running
              </Badge>
            )
          }
          description={details.task_description || details.task_name}
          activities={
            details.fresh_task ? (
              <Text size="sm" c="gray.7">
                {Msg.boards.noActivities}
              </Text>
            ) : (
              <PanelFeed entries={panel.data.activitiesWithComments} />
            )
          }
          below={panel.data.rights.can_comment && <CommentBox details={details} rights={panel.data.rights} />}
          side={<PanelSide data={panel.data} onDialogChange={setDialogOpen} />}
        />
      )}
    </Modal>
  );
}
