import { lazy, Suspense } from 'react';
import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconCalendarOff, IconClockPause } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { useAuth } from '../auth/AuthProvider';
import { ActivityTable } from './ActivityTable';
import { useWorksheet } from './api';
import { DayTimelines } from './DayTimeline';
import { CorrectionTools } from './presets/CorrectionTools';
import { dayName } from './rowKinds';
import { SpentCards } from './SpentCards';
import { UploadedBadge, UploadToWorksheet } from './UploadToWorksheet';
import type { WorksheetFilters } from './worksheetFilters';

// The chart brings recharts: it loads after the cards and the table.
const CategoryChart = lazy(async () => ({ default: (await import('./CategoryChart')).CategoryChart }));

const M = Msg.worksheets;

interface Props {
  filters: WorksheetFilters;
  timeZone: string;
  today: string;
  /** The waiting correction under review (review mode, report_type 2), or null. */
  review: number | null;
  onEndReview(): void;
}

/**
 * One employee's worksheet: cards, missing days, the day bars, the activity table and the chart, with
 * the day's correction tools (edit, review, month lock) above them.
 */
export function EmployeeWorksheet({ filters, timeZone, today, review, onEndReview }: Props) {
  const { user } = useAuth();
  const sheet = useWorksheet({
    user_id: Number(filters.employee),
    range: { start: filters.start, end: filters.end },
    ...(review !== null ? { report_type: 2 as const } : {}),
  });
  const data = sheet.data;
  if (sheet.isError && !data)
    return <QueryError what="the worksheet" error={sheet.error} onRetry={() => sheet.refetch()} />;
  if (!data)
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the worksheet">
        <Skeleton h={140} radius="md" />
        <Skeleton h={260} radius="md" />
      </Stack>
    );
  const oneDay = data.range.start === data.range.end;
  return (
    <Stack gap="md" aria-busy={sheet.isFetching}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          <Anchor
            component={Link}
            to={`/summary?id=${data.user.id}`}
            inherit
            title="Open the employee summary"
          >
            {data.user.name}
          </Anchor>{' '}
          <Text span c="dimmed" size="sm">
            {data.user.emp_code}
          </Text>
        </Title>
        <Text size="sm" c="dimmed">
          {oneDay ? dayName(data.range.start) : `${dayName(data.range.start)} – ${dayName(data.range.end)}`}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        {oneDay && data.uploads[0] ? (
          <UploadedBadge upload={data.uploads[0]} timeZone={timeZone} />
        ) : oneDay ? (
          <UploadToWorksheet
            userId={data.user.id}
            name={data.user.name}
            date={data.range.start}
            own={data.user.id === user!.id}
          />
        ) : (
          data.uploads.length > 0 && (
            <Text size="sm" c="dimmed">
              {Msg.worksheetUploads.uploadedDays}: {data.uploads.map((u) => dayName(u.date)).join(', ')}
            </Text>
          )
        )}
      </Group>
      {sheet.isError && (
        <QueryError what="the worksheet" error={sheet.error} onRetry={() => sheet.refetch()} />
      )}
      <CorrectionTools
        sheet={data}
        own={data.user.id === user!.id}
        today={today}
        timeZone={timeZone}
        review={review}
        onEndReview={onEndReview}
      />
      <SpentCards spents={data.all_spents} />
      {data.missing_days.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconCalendarOff aria-hidden />} title={M.missingDays}>
          <Text size="sm">{data.missing_days.map(dayName).join(', ')}</Text>
        </Alert>
      )}
      {data.report.length === 0 ? (
        <Alert color="gray" variant="light" icon={<IconClockPause aria-hidden />} title={M.noActivity}>
          Nothing was logged {oneDay ? 'on this day' : 'between these days'}. Choose another day or employee.
        </Alert>
      ) : (
        <>
          <Card withBorder radius="md">
            <Title order={3} size="h4" mb="sm">
              Day by day
            </Title>
            <DayTimelines rows={data.report} timeZone={timeZone} />
          </Card>
          <Stack gap="xs">
            <Title order={3} size="h4">
              Activities
            </Title>
            <ActivityTable rows={data.report} timeZone={timeZone} />
          </Stack>
          {data.chart_data.length > 0 && (
            <Card withBorder radius="md">
              <Title order={3} size="h4" mb="sm">
                Worked hours by job category
              </Title>
              <Suspense fallback={<Skeleton h={200} radius="md" aria-busy="true" />}>
                <CategoryChart data={data.chart_data} />
              </Suspense>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
