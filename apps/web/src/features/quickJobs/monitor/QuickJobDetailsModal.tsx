import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Msg, type QuickJobPending } from '@jobline/shared';
import { shownDay, shownInstant } from '../../../components/format';
import type { Decision } from './QuickJobTable';
import { Fact } from '../../../components/Fact';

const M = Msg.quickJobs;

interface Props {
  job: QuickJobPending | null;
  onClose(): void;
  onDecide(job: QuickJobPending, decision: Decision): void;
}

/** The quick job details modal (spec 000 §2, screens 3.8): what it is, where, and whether it is overdue. */
export function QuickJobDetailsModal({ job, onClose, onDecide }: Props) {
  return (
    <Modal
      opened={job !== null}
      onClose={onClose}
      title={job ? `Quick job ${job.job_no}` : 'Quick job'}
      size="lg"
    >
      {job && (
        <Stack>
          {job.isJobExpired && (
            <Alert color="red" variant="outline" title={M.expired} icon={<IconAlertTriangle aria-hidden />}>
              {M.contactAdministration}
            </Alert>
          )}
          <Fact label="Description">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {job.job_description}
            </Text>
          </Fact>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label="Customer">{job.customer ?? '—'}</Fact>
            <Fact label="Location">{job.branch ?? '—'}</Fact>
            <Fact label="System">{job.system ?? '—'}</Fact>
            <Fact label="Employee">{job.employee ?? '—'}</Fact>
            <Fact label="Due date">{shownDay(job.due_date)}</Fact>
            <Fact label="Raised">{shownInstant(job.created_at)}</Fact>
          </SimpleGrid>
          {!job.can_decide && (
            <Text size="sm" c="dimmed">
              You raised or work on this quick job: someone else approves or rejects it.
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {job.can_decide && (
              <>
                <Button color="red" variant="outline" onClick={() => onDecide(job, 'reject')}>
                  Reject
                </Button>
                <Button onClick={() => onDecide(job, 'approve')}>Approve</Button>
              </>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
