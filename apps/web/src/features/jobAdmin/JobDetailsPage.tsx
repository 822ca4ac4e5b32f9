import { Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { FINISHED_JOB_REVIEWER_ROLES, JOB_TASK_FILTER_LABELS } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { useAuth } from '../auth/AuthProvider';
import { JobNumberSearch } from './JobNumberSearch';
import { JobSummaryCard } from './JobSummaryCard';
import { JobTasksSection } from './JobTasksSection';
import { PendingFinishedJobs } from './PendingFinishedJobs';
import { useJobDetails, useJobsChangedRefresh } from './queries';

const positiveInt = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
const FILTERS = Object.keys(JOB_TASK_FILTER_LABELS).map(Number);

/**
 * The All Job Details page (spec 002 §2, /edit-job-details?job_no=…&id=…): find a job by number,
 * read its summary, time and tasks, change its due date, and (heads) decide finished jobs. The job,
 * the task filter and the view live in the address, so a reload shows the same.
 */
export function JobDetailsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const jobNo = params.get('job_no') ?? '';
  const filterParam = Number(params.get('filter') ?? 0);
  const filter = FILTERS.includes(filterParam) ? filterParam : 0;
  const developerWise = params.get('dev') === '1';
  const showPending = params.get('pending') === '1';
  const mayReview = FINISHED_JOB_REVIEWER_ROLES.includes(user?.role_id ?? -1);
  const details = useJobDetails(id, filter, developerWise);
  useJobsChangedRefresh();

  const set = (patch: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      // At once, not in a transition: the control that changed must show its new state now.
      { replace: true, flushSync: true },
    );

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Job Details
        </Title>
        <Text c="dimmed" size="sm">
          Find a job by its number to see its tasks, the time spent on them and its due date.
        </Text>
      </div>

      <JobNumberSearch
        initial={jobNo}
        resolveOnLoad={id === null && jobNo !== ''}
        onFound={(job) => set({ job_no: job.job_no, id: String(job.id) })}
      />

      {id === null ? (
        <Card withBorder padding="xl">
          <Text c="dimmed" ta="center">
            Enter a job number above and press Enter.
          </Text>
        </Card>
      ) : details.isError && !details.data ? (
        <QueryError what="the job" error={details.error} onRetry={() => details.refetch()} />
      ) : (
        <>
          {details.data ? (
            <JobSummaryCard details={details.data} />
          ) : (
            <Card withBorder padding="md" aria-busy="true">
              <Text size="sm" c="dimmed">
                Loading the job…
              </Text>
            </Card>
          )}
          <JobTasksSection
            details={details.data}
            filter={filter}
            developerWise={developerWise}
            refreshing={details.isPlaceholderData}
            onFilterChange={(next) => set({ filter: next ? String(next) : null })}
            onDeveloperWiseChange={(on) => set({ dev: on ? '1' : null })}
          />
        </>
      )}

      {mayReview && (
        <Stack gap="sm">
          <Checkbox
            label="Show Pending Finished Jobs"
            checked={showPending}
            onChange={(event) => set({ pending: event.currentTarget.checked ? '1' : null })}
          />
          {showPending && <PendingFinishedJobs />}
        </Stack>
      )}
    </Stack>
  );
}
