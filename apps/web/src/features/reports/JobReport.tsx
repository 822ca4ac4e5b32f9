import 'mantine-datatable/styles.css';
import { Alert, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Msg, REPORT_MAX_ROWS, type ReportJobRow, type ReportJobsResponse } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { JobViewDrawer } from '../jobAdmin/JobViewDrawer';
import { cut, shownInstant } from '../../components/format';
import { openableRow, pagingText, useClientPaging, scrollFrame } from '../../components/tablePaging';
import { ProgressBadge } from '../jobAdmin/JobBadges';

const M = Msg.reports;
/** Cell text cuts (O-53): customer 20, description 45. */
const CUSTOMER_CUT = 20;
const DESCRIPTION_CUT = 45;
const notPhone = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/**
 * A job report as loaded: its error with a retry, or its rows, and the details of the job a row
 * opens (the created-job details, screens §3.21).
 */
export function JobReport({
  report,
  what = 'the report',
}: {
  report: UseQueryResult<ReportJobsResponse>;
  what?: string;
}) {
  const [view, setView] = useState<number | null>(null);
  return (
    <>
      {report.isError ? (
        <QueryError what={what} error={report.error} onRetry={() => report.refetch()} />
      ) : (
        <JobReportTable
          rows={report.data?.rows ?? []}
          total={report.data?.total ?? 0}
          loaded={report.data !== undefined}
          fetching={report.isFetching}
          onView={(job) => setView(job.id)}
        />
      )}
      <JobViewDrawer jobId={view} onClose={() => setView(null)} />
    </>
  );
}

/**
 * A job report's rows, 10 a page (O-54), scrolling sideways on a phone; a row (or Enter on it)
 * opens the job's details. Before a load it says what to do; a cut list says so.
 */
function JobReportTable({
  rows,
  total,
  loaded,
  fetching,
  onView,
}: {
  rows: readonly ReportJobRow[];
  total: number;
  loaded: boolean;
  fetching: boolean;
  onView(job: ReportJobRow): void;
}) {
  const paging = useClientPaging(rows, 10);
  return (
    <>
      {total > rows.length && (
        <Alert color="yellow" variant="light">
          {M.tooManyRows(Math.min(rows.length, REPORT_MAX_ROWS), total)}
        </Alert>
      )}
      <DataTable<ReportJobRow>
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        {...scrollFrame('Jobs')}
        minHeight={rows.length ? undefined : 200}
        idAccessor="id"
        fetching={fetching}
        loadingText="Loading the report…"
        noRecordsText={loaded ? M.noRows : 'Choose the filters and load the report'}
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
            render: (r) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {shownInstant(r.created_at)}
              </Text>
            ),
          },
          {
            accessor: 'job_no',
            title: 'Job No',
            render: (r) => (
              <Text size="sm" fw={500}>
                {r.job_no}
              </Text>
            ),
          },
          {
            accessor: 'customer_name',
            title: 'Customer',
            render: (r) => cut(r.customer_name ?? '—', CUSTOMER_CUT),
          },
          {
            accessor: 'requested_emp',
            title: 'Requested By',
            visibleMediaQuery: notPhone,
            render: (r) => r.requested_emp ?? '—',
          },
          {
            accessor: 'job_description',
            title: 'Description',
            render: (r) => (
              <span title={r.job_description}>{cut(r.job_title || r.job_description, DESCRIPTION_CUT)}</span>
            ),
          },
          { accessor: 'employee', title: 'Employee', render: (r) => r.employee ?? '—' },
          {
            accessor: 'job_type',
            title: 'Job Type',
            visibleMediaQuery: notPhone,
            render: (r) => r.job_type ?? '—',
          },
          {
            accessor: 'job_status',
            title: 'Status',
            render: (r) => <ProgressBadge progress={r.progress} copy />,
          },
        ]}
      />
    </>
  );
}
