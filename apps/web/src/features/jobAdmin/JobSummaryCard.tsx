import { useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconCalendarEvent,
  IconHistory,
  IconPencil,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { EDIT_JOB_BUTTON_ROLES, formatMinutes, formatSpent, JobStatus, Msg, Perm } from '@jobline/shared';
import { useAuth } from '../auth/AuthProvider';
import { useCompanyToday } from '../auth/useCompanyToday';
import type { JobDetailsAnswer } from './api';
import { DueDateHistoryModal } from './DueDateHistoryModal';
import { DueDateModal } from './DueDateModal';
import { shownDay } from '../../components/format';
import { OverdueBadge, PriorityBadge } from './JobBadges';
import { JobPdfButton } from './JobPdfButton';
import { Fact } from '../../components/Fact';

/**
 * The job summary of the All Job Details page (screens §3.17): the job's facts, its spent and
 * allocated time, a banner for a canceled job, and the due date actions.
 */
export function JobSummaryCard({ details }: { details: JobDetailsAnswer }) {
  const { user, can } = useAuth();
  const { job } = details;
  const [dialog, setDialog] = useState<'due' | 'history' | null>(null);
  const companyToday = useCompanyToday();
  const canceled = job.status === JobStatus.CANCELED;
  const mayEdit = EDIT_JOB_BUTTON_ROLES.includes(user?.role_id ?? -1);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="job-summary-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id="job-summary-title">
              Job {job.job_no}
            </Title>
            {job.job_title && (
              <Text size="sm" c="dimmed">
                {job.job_title}
              </Text>
            )}
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              onClick={() => setDialog('due')}
              disabled={canceled}
            >
              Change due date
            </Button>
            <Button
              variant="default"
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={() => setDialog('history')}
            >
              History
            </Button>
            <JobPdfButton jobId={job.id} jobNo={job.job_no} />
            {can(Perm.NEW_JOB) && (
              <Button
                variant="default"
                component={Link}
                to={`/new-job?id=${job.id}`}
                leftSection={<IconArrowBackUp size={16} aria-hidden />}
              >
                Assign Back
              </Button>
            )}
            {mayEdit && (
              <Button
                component={Link}
                to={`/edit-job-details/edit?id=${job.id}`}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                Edit Job Details
              </Button>
            )}
          </Group>
        </Group>

        {canceled && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={Msg.jobAdmin.canceledJob}
          >
            Its due date can no longer be changed.
          </Alert>
        )}

        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
          <Fact label="Customer">{[job.customer_name, job.branch_name].filter(Boolean).join(' — ')}</Fact>
          <Fact label="System">{job.system}</Fact>
          <Fact label="Category">{job.category}</Fact>
          <Fact label="Job type">{job.job_type_name}</Fact>
          <Fact label="Employee">{job.employee}</Fact>
          <Fact label="Division">{job.division}</Fact>
          <Fact label="Requested employee">{job.requested_emp}</Fact>
          <Fact label="Job coordinator">{job.job_coordinator}</Fact>
          <Fact label="Due date">
            <Group gap={6}>
              {shownDay(job.due_date)}
              {job.isJobExpired && <OverdueBadge />}
            </Group>
          </Fact>
          <Fact label="Priority">
            <PriorityBadge priority={job.priority} />
          </Fact>
          <Fact label="Spent time">{formatSpent(job.spent_time)}</Fact>
          <Fact label="Allocated time">{formatMinutes(details.global_allocated_time)}</Fact>
        </SimpleGrid>
        <Fact label="Description">{job.job_description}</Fact>
        {job.remarks && <Fact label="Remarks">{job.remarks}</Fact>}
      </Stack>

      <DueDateModal
        opened={dialog === 'due'}
        job={job}
        today={companyToday}
        onClose={() => setDialog(null)}
      />
      <DueDateHistoryModal opened={dialog === 'history'} job={job} onClose={() => setDialog(null)} />
    </Card>
  );
}
