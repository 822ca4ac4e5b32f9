import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Perm } from '@jobline/shared';
import { useAuth } from '../../auth/AuthProvider';

export interface CreatedJob {
  id: number;
  job_no: string;
  /** 'created' from New Job, 'reassigned' from Assign Back. */
  how: 'created' | 'reassigned';
}

/** The brief modal after a job is created: its number and where to go next. */
export function CreatedJobModal({ job, onClose }: { job: CreatedJob | null; onClose(): void }) {
  const { can } = useAuth();
  return (
    <Modal opened={job !== null} onClose={onClose} title="Good job!" centered>
      {job && (
        <Stack>
          <Group gap="sm" wrap="nowrap">
            <IconCircleCheckFilled size={32} color="var(--mantine-color-green-8)" aria-hidden />
            <Text>
              Job <strong data-testid="created-job-no">{job.job_no}</strong> was{' '}
              {job.how === 'reassigned' ? 're-assigned' : 'created'}.
            </Text>
          </Group>
          <Group justify="flex-end" gap="xs">
            {can(Perm.JOBS) && (
              <Button component={Link} to="/all-jobs" variant="default">
                Go to the jobs list
              </Button>
            )}
            {can(Perm.JOB_DETAILS) && (
              <Button
                component={Link}
                to={`/edit-job-details?id=${job.id}&job_no=${encodeURIComponent(job.job_no)}`}
                variant="default"
              >
                Open job details
              </Button>
            )}
            <Button onClick={onClose} data-autofocus>
              Create another job
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
