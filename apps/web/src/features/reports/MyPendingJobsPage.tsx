import { useState } from 'react';
import { Group, Paper, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  MY_PENDING_STATUS_LABELS,
  MyPendingStatus,
  ReportJobScope,
  type MyPendingJobsRequest,
  type MyPendingStatus as Status,
  type ReportJobScope as Scope,
} from '@jobline/shared';
import { REPORT_CALLS, useJobReport } from './api';
import { JobReport } from './JobReport';
import { ReportDownloads } from './ReportDownloads';
import { ReportHeader } from './ReportHeader';

const STATUS_OPTIONS = Object.entries(MY_PENDING_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/**
 * My Pending Jobs (screens §8.3, permission 43): the signed-in person's own jobs not finished yet,
 * Not Picked by default (none of their tasks left the Back Log). A change of filter reloads at once.
 */
export function MyPendingJobsPage() {
  const [filters, setFilters] = useState<MyPendingJobsRequest>({
    job_type: ReportJobScope.REGULAR,
    status: MyPendingStatus.NOT_PICKED,
  });
  const report = useJobReport(REPORT_CALLS.mine, filters);

  return (
    <Stack gap="md">
      <ReportHeader title="My Pending Jobs" about="Your jobs that are not finished yet.">
        <ReportDownloads call={REPORT_CALLS.mine} filters={filters} />
      </ReportHeader>
      <Paper withBorder p="sm">
        <Group gap="lg" align="flex-end" wrap="wrap">
          <Radio.Group
            label="Jobs"
            value={String(filters.job_type)}
            onChange={(v) => setFilters((f) => ({ ...f, job_type: Number(v) as Scope }))}
          >
            <Group gap="md" mt={6} mb={6}>
              <Radio value={String(ReportJobScope.REGULAR)} label="Regular" />
              <Radio value={String(ReportJobScope.ALL)} label="All" />
            </Group>
          </Radio.Group>
          <div>
            <Text size="sm" fw={500} mb={4} id="my-pending-status">
              Status
            </Text>
            <SegmentedControl
              aria-labelledby="my-pending-status"
              data={STATUS_OPTIONS}
              value={String(filters.status)}
              onChange={(v) => setFilters((f) => ({ ...f, status: Number(v) as Status }))}
            />
          </div>
        </Group>
      </Paper>
      <JobReport report={report} what="your pending jobs" />
    </Stack>
  );
}
