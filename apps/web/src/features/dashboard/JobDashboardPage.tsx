import { lazy, Suspense, useState } from 'react';
import { Alert, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconChartBar } from '@tabler/icons-react';
import { jobSummaryRequest, type JobSummaryRequest } from '@jobline/shared';
import { DayRangeInput } from '../../components/DayPicker';
import { QueryError } from '../../components/QueryError';
import { useCompanyToday } from '../auth/useCompanyToday';
import { useDivisions } from '../quickJobs/lookups';
import { useDashboardLive, useJobSummary } from './api';
import { SummaryCards } from './SummaryCards';

// Charts bring recharts: they load after the cards, so the first screen stays light.
const JobCharts = lazy(async () => ({ default: (await import('./JobCharts')).JobCharts }));

const ALL = 'all';

/** The job dashboard (spec 002 §2, permission 41): cards, jobs per day, job types, top customers. */
export function JobDashboardPage() {
  const today = useCompanyToday();
  const [division, setDivision] = useState(ALL);
  const [range, setRange] = useState<[string | null, string | null]>([today, today]);
  const divisions = useDivisions();
  useDashboardLive();

  const [start, end] = range;
  const draft = { division: division === ALL ? null : Number(division), start: start ?? '', end: end ?? '' };
  const checked = start && end ? jobSummaryRequest.safeParse(draft) : null;
  const request: JobSummaryRequest | null = checked?.success ? checked.data : null;
  const rangeError = checked && !checked.success ? checked.error.issues[0]?.message : undefined;
  const summary = useJobSummary(request);
  const data = summary.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Job Dashboard
          </Title>
          <Text c="dimmed" size="sm">
            Who works here, whom we serve, and how the jobs of a period are going.
          </Text>
        </div>
        <Group gap="sm" align="flex-start" wrap="wrap" style={{ flexGrow: 1, justifyContent: 'flex-end' }}>
          <Select
            label="Department"
            data={[
              { value: ALL, label: 'All Departments' },
              ...(divisions.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
            ]}
            value={division}
            onChange={(value) => setDivision(value ?? ALL)}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
          <DayRangeInput
            label="Date range"
            valueFormat="D MMM YYYY"
            allowSingleDateInRange
            maxDate={today}
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={range}
            onChange={(value) => setRange(value as [string | null, string | null])}
            error={rangeError}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>
      </Group>

      {summary.isError && !data ? (
        <QueryError what="the dashboard" error={summary.error} onRetry={() => summary.refetch()} />
      ) : (
        <>
          <SummaryCards card={data?.main_card} />
          {!data ? (
            <Stack gap="md" aria-busy="true">
              <Skeleton h={340} radius="md" />
              <Skeleton h={260} radius="md" />
            </Stack>
          ) : data.totals.created === 0 ? (
            <Alert
              variant="light"
              color="gray"
              icon={<IconChartBar aria-hidden />}
              title="No jobs in this range"
            >
              No job was raised {data.start === data.end ? 'on this day' : 'between these days'}
              {data.division === null ? '' : ' in this department'}. Choose a longer range or another
              department to see the charts.
            </Alert>
          ) : (
            <Suspense fallback={<Skeleton h={340} radius="md" aria-busy="true" />}>
              <JobCharts summary={data} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
