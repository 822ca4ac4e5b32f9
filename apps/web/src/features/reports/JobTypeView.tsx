import 'mantine-datatable/styles.css';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useNavigate } from 'react-router';
import { formatMinutes, Perm, type JobTypeJob, type JobTypeResponse } from '@jobline/shared';
import { Busy } from '../../components/Loaders';
import { cut, shownDay, shownInstant } from '../../components/format';
import { openableRow, pagingText, useClientPaging, scrollFrame } from '../../components/tablePaging';
import { useAuth } from '../auth/AuthProvider';
import { ProgressBadge } from '../jobAdmin/JobBadges';
import { JobViewDrawer } from '../jobAdmin/JobViewDrawer';

const CategoryChart = lazy(async () => ({
  default: (await import('../worksheets/CategoryChart')).CategoryChart,
}));

/**
 * A job-type report as loaded: the totals, the hours by category as a chart, and the jobs with a
 * search over number, customer, category and description. A job opens Jobs In Detail (screens
 * §8.7's view) for those who hold it, else the job's details beside the report.
 */
export function JobTypeView({ data }: { data: JobTypeResponse }) {
  const { can } = useAuth();
  const navigate = useNavigate();
  const [view, setView] = useState<number | null>(null);
  const onView = (job: JobTypeJob) =>
    can(Perm.JOBS_IN_DETAIL)
      ? void navigate(`/jobs-details-report?job_no=${encodeURIComponent(job.job_no)}`)
      : setView(job.id);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    if (!words) return data.jobs;
    return data.jobs.filter((j) =>
      [j.job_no, j.customer_name, j.category, j.job_description].some((v) =>
        v?.toLowerCase().includes(words),
      ),
    );
  }, [data.jobs, search]);
  const paging = useClientPaging(shown, 10);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Jobs created {shownDay(data.range.start)} – {shownDay(data.range.end)}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Total spent time
          </Text>
          <Text fw={700} size="xl" data-testid="total-spent">
            {formatMinutes(data.total_spent_time)}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Jobs
          </Text>
          <Text fw={700} size="xl" data-testid="job-count">
            {data.total}
          </Text>
        </Card>
      </SimpleGrid>
      {data.category_wise.length > 0 && (
        <Card withBorder>
          <Title order={2} size="h5" mb="sm">
            Hours by category
          </Title>
          <Suspense fallback={<Busy label="Loading the chart" />}>
            <CategoryChart data={data.category_wise} />
          </Suspense>
        </Card>
      )}
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search jobs"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
      </Group>
      <DataTable<JobTypeJob>
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        {...scrollFrame('Jobs')}
        minHeight={shown.length ? undefined : 200}
        idAccessor="id"
        noRecordsText={search ? 'No job matches the search' : 'No jobs in this period'}
        onRowClick={({ record }) => onView(record)}
        customRowAttributes={(record) =>
          openableRow(`Job ${record.job_no}: open its details`, () => onView(record))
        }
        {...paging}
        {...pagingText('Jobs')}
        columns={[
          {
            accessor: 'created_at',
            title: 'Created',
            render: (r) => shownInstant(r.created_at).slice(0, 10),
          },
          {
            accessor: 'job_no',
            title: 'Job No',
            render: (r) => (
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {r.job_no}
              </Text>
            ),
          },
          { accessor: 'customer_name', title: 'Customer', render: (r) => cut(r.customer_name ?? '—', 20) },
          { accessor: 'category', title: 'Category', render: (r) => r.category ?? '—' },
          { accessor: 'job_description', title: 'Description', render: (r) => cut(r.job_description, 45) },
          {
            accessor: 'job_status',
            title: 'Status',
            render: (r) => <ProgressBadge progress={r.progress} copy />,
          },
          {
            accessor: 'spent_minutes',
            title: 'Spent',
            textAlign: 'right',
            render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatMinutes(r.spent_minutes)}</span>,
          },
        ]}
      />
      <JobViewDrawer jobId={view} onClose={() => setView(null)} />
    </Stack>
  );
}
