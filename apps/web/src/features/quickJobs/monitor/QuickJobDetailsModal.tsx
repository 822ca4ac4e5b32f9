import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Msg, type QuickJobPending } from '@jobline/shared';
import { shownDay, shownInstant } from '../format';
import type { Decision } from './QuickJobTable';

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
            <Alert
              color="red"
              variant="outline"
              title={M.expired}
              icon={<IconAlertTriangle aria-hidden />}
            >
              {M.contactAdministration}
            </Alert>
          )}
          <Field label="Description">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {job.job_description}
            </Text>
          </Field>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label="Customer">{job.customer ?? '—'}</Field>
            <Field label="Location">{job.branch ?? '—'}</Field>
            <Field label="System">{job.system ?? '—'}</Field>
            <Field label="Employee">{job.employee ?? '—'}</Field>
            <Field label="Due date">{shownDay(job.due_date)}</Field>
            <Field label="Raised">{shownInstant(job.created_at)}</Field>
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

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
    </div>
  );
}
