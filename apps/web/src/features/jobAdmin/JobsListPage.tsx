import { useEffect, useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChecklist, IconListCheck, IconPlus, IconSearch, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { JOB_PROGRESS_LABELS, Msg, PENDING_APPROVALS_BUTTON_ROLES, Perm } from '@jobline/shared';
import { SCREENS } from '../../app/screens';
import { QueryError } from '../../components/QueryError';
import { useAuth } from '../auth/AuthProvider';
import { JobListTable } from './JobListTable';
import { JobViewDrawer } from './JobViewDrawer';
import { useJobPage, useJobsChangedRefresh } from './queries';
import { listRequest, useJobListParams } from './useJobListParams';

/**
 * The jobs list (spec 000 §2, /all-jobs): a server-paged, searchable and sortable table with a view
 * panel. Its state lives in the address, and it refreshes itself when any job changes.
 */
export function JobsListPage() {
  const [params, setParams] = useJobListParams();
  const page = useJobPage(listRequest(params));
  useJobsChangedRefresh();

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Jobs
          </Title>
          <Text c="dimmed" size="sm">
            Every job of the company: search, sort and open one to see who does what, and when.
          </Text>
        </div>
        <JobActions />
      </Group>

      <Group align="flex-end" gap="sm">
        <SearchBox keyword={params.keyword} onSearch={(keyword) => setParams({ keyword })} />
        <StatusFilter progress={params.progress} onChange={(progress) => setParams({ progress })} />
      </Group>

      {page.isError && !page.data ? (
        <QueryError what="the jobs" error={page.error} onRetry={() => page.refetch()} />
      ) : (
        <JobListTable
          records={page.data?.jobs.data ?? []}
          total={page.data?.count ?? 0}
          page={params.page}
          perPage={params.perPage}
          sort={params.sort}
          fetching={page.isFetching}
          searching={Boolean(params.keyword.trim()) || params.progress !== null}
          onPageChange={(next) => setParams({ page: next })}
          onPerPageChange={(perPage) => setParams({ perPage })}
          onSortChange={(sort) => setParams({ sort })}
          onView={(job) => setParams({ view: job.id })}
        />
      )}

      <JobViewDrawer jobId={params.view} onClose={() => setParams({ view: null })} />
    </Stack>
  );
}

const CREATED_JOBS_PATH = '/created-jobs';

/**
 * Job Request, New Job, (admin, super admin, director only: R-069) Pending Approvals, and Created Job,
 * which opens the Created Jobs report once that screen is part of the app.
 */
function JobActions() {
  const { can, user } = useAuth();
  const approvals =
    can(Perm.PENDING_APPROVALS) && PENDING_APPROVALS_BUTTON_ROLES.includes(user?.role_id ?? -1);
  return (
    <Group gap="xs">
      {can(Perm.JOB_REQUESTS) && (
        <Button
          component={Link}
          to="/job-request"
          variant="default"
          leftSection={<IconSend size={16} aria-hidden />}
        >
          Job Request
        </Button>
      )}
      {can(Perm.NEW_JOB) && (
        <Button component={Link} to="/new-job" leftSection={<IconPlus size={16} aria-hidden />}>
          New Job
        </Button>
      )}
      {approvals && (
        <Button
          component={Link}
          to="/pending-approvals"
          variant="default"
          leftSection={<IconChecklist size={16} aria-hidden />}
        >
          Pending Approvals
        </Button>
      )}
      {can(Perm.CREATED_JOBS) && SCREENS.some((s) => s.path === CREATED_JOBS_PATH) && (
        <Button
          component={Link}
          to={CREATED_JOBS_PATH}
          variant="default"
          leftSection={<IconListCheck size={16} aria-hidden />}
        >
          Created Job
        </Button>
      )}
    </Group>
  );
}

/** The keyword search: typed text settles for 300 ms before it loads. */
function SearchBox({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const [text, setText] = useState(keyword);
  const [settled] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (settled.trim() !== keyword.trim()) onSearch(settled.trim());
    // Only a newly settled text searches; other address changes must not retrigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <TextInput
      label="Search"
      type="search"
      placeholder={Msg.jobAdmin.searchPlaceholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={100}
      maw={480}
      style={{ flex: '1 1 260px' }}
    />
  );
}

const STATUS_OPTIONS = Object.entries(JOB_PROGRESS_LABELS).map(([value, label]) => ({ value, label }));

/** Only the jobs in one status (open, in progress…); cleared, every job. */
function StatusFilter({ progress, onChange }: { progress: number | null; onChange(p: number | null): void }) {
  return (
    <Select
      label="Status"
      placeholder="All statuses"
      data={STATUS_OPTIONS}
      value={progress === null ? null : String(progress)}
      onChange={(value) => onChange(value === null ? null : Number(value))}
      clearable
      w={200}
    />
  );
}
