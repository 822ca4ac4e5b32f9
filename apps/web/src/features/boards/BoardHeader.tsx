import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FinishedJobStatus, Msg, type BoardHeader as Header } from '@jobline/shared';
import { PriorityBadge } from '../jobAdmin/JobBadges';
import { shownDay } from '../../components/format';

const M = Msg.boards;

/** The job and hold a board shows (screens.md §3.13): number, title, customer, due date, holder, and its finish. */
export function BoardHeader({ header, qc }: { header: Header; qc: boolean }) {
  const { job, holder } = header;
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={qc ? '/qcs' : '/jobs'} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {qc ? M.qcsTitle : M.jobsTitle}
        </Group>
      </Anchor>
      <Group gap="sm" align="baseline" wrap="wrap">
        <Title order={1} size="h2">
          <Text span inherit ff="monospace">
            {job.job_no}
          </Text>{' '}
          {job.job_title || job.job_description}
        </Title>
        <PriorityBadge priority={job.priority} />
        {job.isJobExpired && (
          <Badge color="red" variant="filled">
            {M.expired}
          </Badge>
        )}
        {job.canceled && (
          <Badge color="gray" variant="outline">
            Canceled
          </Badge>
        )}
      </Group>
      <Group wrap="wrap" style={{ rowGap: 2, columnGap: 'var(--mantine-spacing-lg)' }}>
        <Text size="sm">
          <strong>Customer:</strong> {job.customer_name ?? '—'}
        </Text>
        <Text size="sm">
          <strong>Due:</strong> {shownDay(job.due_date)}
        </Text>
        <Text size="sm">
          <strong>{qc ? 'Checker' : 'Holder'}:</strong> {holder.name}
        </Text>
      </Group>
      {job.isJobExpired && (
        <Text size="sm" c="red.9" fw={600}>
          {M.expiredText}
        </Text>
      )}
      {header.finished_status === FinishedJobStatus.AWAITING && (
        <Alert color="yellow" variant="light" title={M.awaitingApproval} p="xs">
          Every task of this job is finished; the head of division decides.
        </Alert>
      )}
      {header.finished_status === FinishedJobStatus.REJECTED && (
        <Alert color="red" variant="light" title="Rejected by the head of division" p="xs">
          {header.review_reason || 'No reason given.'} Finished tasks may go back to Picked or Ongoing for
          rework.
        </Alert>
      )}
      {header.finished_status === FinishedJobStatus.ACCEPTED && (
        <Alert color="green" variant="light" title="Accepted" p="xs">
          The head of division accepted this job.
        </Alert>
      )}
      {!header.is_holder && (
        <Text size="sm" c="gray.7">
          You are viewing {holder.name}’s board: only they move its tasks.
        </Text>
      )}
    </Stack>
  );
}
