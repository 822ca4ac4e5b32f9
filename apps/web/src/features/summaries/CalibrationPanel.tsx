import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Badge, Card, Group, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import {
  formatMinutes,
  Msg,
  shiftDay,
  worksheetRange,
  type CalibrationBand,
  type CalibrationTaskRow,
} from '@jobline/shared';
import { DayRangeInput } from '../../components/DayPicker';
import { QueryError } from '../../components/QueryError';
import { useClientPaging, pagingText } from '../../components/tablePaging';
import { useCalibration } from './api';

const M = Msg.summaries;
/** The range the panel opens with: the last 90 days. */
const DEFAULT_DAYS = 90;

const BANDS: Record<CalibrationBand, { label: string; color: string }> = {
  optimistic: { label: 'Within optimistic', color: 'teal' },
  mostLikely: { label: 'Within most-likely', color: 'green' },
  pessimistic: { label: 'Within pessimistic', color: 'yellow' },
  over: { label: 'Over pessimistic', color: 'red' },
};

function Share({
  label,
  share,
  count,
  of,
}: {
  label: string;
  share: number | null;
  count: number;
  of: number;
}) {
  const percent = share === null ? null : Math.round(share * 100);
  return (
    <Group gap="sm" wrap="nowrap">
      <RingProgress
        size={84}
        thickness={9}
        roundCaps
        sections={percent === null ? [] : [{ value: percent, color: 'green' }]}
        label={
          <Text ta="center" fw={700} size="sm">
            {percent === null ? '—' : `${percent} %`}
          </Text>
        }
        aria-hidden
      />
      <div>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text size="sm" c="gray.7" data-testid="calibration-share">
          {percent === null ? 'No tasks' : `${percent} % (${count} of ${of} tasks)`}
        </Text>
      </div>
    </Group>
  );
}

/**
 * Estimate calibration (the first step of PERT calibration): finished tasks of a chosen range, the
 * share that stayed within their most-likely and within their pessimistic estimate, and each task's
 * spent time against its three times.
 */
export function CalibrationPanel({ userId, today }: { userId: number; today: string }) {
  const [range, setRange] = useState<[string | null, string | null]>([shiftDay(today, -DEFAULT_DAYS), today]);
  const [start, end] = range;
  const valid = start && end && worksheetRange.safeParse({ start, end }).success;
  const [applied, setApplied] = useState({ start: shiftDay(today, -DEFAULT_DAYS), end: today });
  const query = useCalibration({ emp_user_id: userId, range: applied });
  const data = query.data;
  const paging = useClientPaging(data?.tasks ?? [], 5);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="calibration-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Title order={2} size="h4" id="calibration-title">
              {M.calibration}
            </Title>
            <Text size="sm" c="gray.7">
              {M.calibrationHelp}
            </Text>
          </div>
          <DayRangeInput
            label="Finished between"
            valueFormat="D MMM YYYY"
            allowSingleDateInRange
            maxDate={today}
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={range}
            onChange={(next) => {
              setRange(next);
              const [s, e] = next;
              if (s && e && worksheetRange.safeParse({ start: s, end: e }).success)
                setApplied({ start: s, end: e });
            }}
            error={start && end && !valid ? Msg.worksheets.rangeTooLong : undefined}
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
        {query.isError ? (
          <QueryError what="the calibration" error={query.error} onRetry={() => query.refetch()} />
        ) : !data ? (
          <Text size="sm" aria-busy="true">
            Loading…
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Share
                label={M.withinMostLikely}
                share={data.share_within_most_likely}
                count={data.within_most_likely}
                of={data.counted}
              />
              <Share
                label={M.withinPessimistic}
                share={data.share_within_pessimistic}
                count={data.within_pessimistic}
                of={data.counted}
              />
            </SimpleGrid>
            {data.median_ratio !== null && (
              <Text size="sm">
                Median spent ÷ most-likely: <b>{data.median_ratio.toFixed(2)}</b>
                {data.unestimated > 0 && ` · ${data.unestimated} finished without an estimate left out`}
              </Text>
            )}
            <DataTable<CalibrationTaskRow>
              tableRef={(t) => t?.setAttribute('aria-label', 'Spent time against the estimate')}
              scrollAreaProps={{
                viewportProps: {
                  tabIndex: 0,
                  role: 'region',
                  'aria-label': 'Spent against estimate (scrolls)',
                },
              }}
              withTableBorder
              borderRadius="md"
              minHeight={data.tasks.length ? undefined : 120}
              idAccessor="task_user_id"
              noRecordsText={M.noFinishedTasks}
              {...paging}
              {...pagingText('Tasks')}
              columns={[
                {
                  accessor: 'task_no',
                  title: 'Task',
                  width: 240,
                  render: (r) => `${r.job_no} · ${r.task_no} ${r.task_name}`,
                },
                {
                  accessor: 'spent_minutes',
                  title: 'Spent',
                  noWrap: true,
                  render: (r) => formatMinutes(r.spent_minutes),
                },
                {
                  accessor: 'most_likely_minutes',
                  title: 'Most likely',
                  noWrap: true,
                  render: (r) => formatMinutes(r.most_likely_minutes),
                },
                {
                  accessor: 'pessimistic_minutes',
                  title: 'Pessimistic',
                  noWrap: true,
                  render: (r) => formatMinutes(r.pessimistic_minutes),
                },
                {
                  accessor: 'band',
                  title: 'Result',
                  noWrap: true,
                  render: (r) => (
                    <Badge variant="light" color={BANDS[r.band].color}>
                      {BANDS[r.band].label} · {r.ratio.toFixed(2)}×
                    </Badge>
                  ),
                },
              ]}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
