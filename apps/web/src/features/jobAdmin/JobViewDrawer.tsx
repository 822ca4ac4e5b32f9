import { Button, Drawer, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconListDetails, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EDIT_JOB_BUTTON_ROLES, Perm, type JobDetail } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { useAuth } from '../auth/AuthProvider';
import { shownDay } from '../../components/format';
import { OverdueBadge, PriorityBadge, ProgressBadge } from './JobBadges';
import { useJobSummary } from './queries';
import { Fact } from '../../components/Fact';

interface Props {
  jobId: number | null;
  onClose(): void;
}

/** The view panel of the jobs list (spec 000 §2): who, where, when and what of one job. */
export function JobViewDrawer({ jobId, onClose }: Props) {
  const job = useJobSummary(jobId);
  return (
    <Drawer
      opened={jobId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={job.data ? `Job ${job.data.job_no}` : 'Job'}
    >
      {job.isError ? (
        <QueryError what="the job" error={job.error} onRetry={() => job.refetch()} />
      ) : !job.data ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the job">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={40} />
          ))}
        </Stack>
      ) : (
        <JobFacts job={job.data} />
      )}
    </Drawer>
  );
}

function JobFacts({ job }: { job: JobDetail }) {
  const { can, user } = useAuth();
  const mayEdit = can(Perm.JOB_DETAILS) && EDIT_JOB_BUTTON_ROLES.includes(user?.role_id ?? -1);
  const detailsLink = `/edit-job-details?job_no=${encodeURIComponent(job.job_no)}&id=${job.id}`;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <ProgressBadge progress={job.progress} />
        <PriorityBadge priority={job.priority} />
        {job.isJobExpired && <OverdueBadge />}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Fact label="Customer">{[job.customer_name, job.branch_name].filter(Boolean).join(' — ')}</Fact>
        <Fact label="System">{job.system}</Fact>
        <Fact label="Employee">{job.employee}</Fact>
        <Fact label="Division">{job.division}</Fact>
        <Fact label="Requested employee">{job.requested_emp}</Fact>
        <Fact label="Job coordinator">{job.job_coordinator}</Fact>
        <Fact label="Due date">{shownDay(job.due_date)}</Fact>
        <Fact label="Category">{job.category}</Fact>
      </SimpleGrid>
      {job.job_title && <Fact label="Title">{job.job_title}</Fact>}
      <Fact label="Description">{job.job_description}</Fact>
      <Fact label="Remarks">{job.remarks}</Fact>
      <Group gap="xs">
        {can(Perm.JOB_DETAILS) && (
          <Button component={Link} to={detailsLink} leftSection={<IconListDetails size={16} aria-hidden />}>
            Job Details
          </Button>
        )}
        {mayEdit && (
          <Button
            component={Link}
            to={`/edit-job-details/edit?id=${job.id}`}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Button>
        )}
      </Group>
    </Stack>
  );
}
