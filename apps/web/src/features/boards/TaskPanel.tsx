import { useState } from 'react';
import { Badge, Grid, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { cut, JOB_TITLE_CUT, Msg, TASK_TITLE_CUT } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { CommentBox } from './CommentBox';
import { PanelFeed } from './PanelFeed';
import { PanelSide } from './PanelSide';
import { useTaskPanel } from './queries';
import { sectionName } from './TaskCard';

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
        <Stack gap="md">
          <Group gap="xs" align="baseline" wrap="wrap">
            <Title order={3} size="h3">
              <Text span inherit ff="monospace">
                {details.task_no}
              </Text>{' '}
              {cut(details.task_title || details.task_name, TASK_TITLE_CUT)}
            </Title>
            <Badge variant="light">{sectionName(details.current_section)}</Badge>
            {details.running && (
              <Badge color="green" variant="light">
                Running
              </Badge>
            )}
          </Group>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <div>
                  <Title order={4} size="h6" mb={4}>
                    Description
                  </Title>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {details.task_description || details.task_name}
                  </Text>
                </div>
                <div>
                  <Title order={4} size="h6" mb={6}>
                    Activities
                  </Title>
                  {details.fresh_task ? (
                    <Text size="sm" c="gray.7">
                      {Msg.boards.noActivities}
                    </Text>
                  ) : (
                    <PanelFeed entries={panel.data.activitiesWithComments} />
                  )}
                </div>
                {panel.data.rights.can_comment && <CommentBox details={details} rights={panel.data.rights} />}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <PanelSide data={panel.data} onDialogChange={setDialogOpen} />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </Modal>
  );
}
