import { Select, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  CREATED_JOB_STATUS_LABELS,
  createdJobsRequest,
  Msg,
  ReportJobScope,
  type CreatedJobsRequest,
  type CreatedJobStatus,
} from '@jobline/shared';
import { useCompanyToday } from '../auth/useCompanyToday';
import { REPORT_CALLS, useJobReport } from './api';
import { JobReport } from './JobReport';
import { ReportDownloads } from './ReportDownloads';
import {
  CustomerFilter,
  DepartmentFilter,
  EmployeeFilter,
  FiltersPanel,
  JobScopeFilter,
  RangeFilter,
} from './ReportFilters';
import { ReportHeader } from './ReportHeader';
import { idParamOf, monthSoFar, useReportFilters } from './useReportFilters';

const STATUS_OPTIONS = Object.entries(CREATED_JOB_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/**
 * Created Jobs (screens §8.4, permission 24): every job created in a range with its status (Not
 * Assigned, Assigned, Finished). It loads on open; query a and d preset all jobs and a department.
 */
export function CreatedJobsPage() {
  const today = useCompanyToday();
  const [query] = useSearchParams();
  const f = useReportFilters(
    createdJobsRequest,
    {
      range: monthSoFar(today),
      division: idParamOf(query.get('d')),
      status: null,
      employee: null,
      customer: null,
      job_type: query.get('a') !== null ? ReportJobScope.ALL : ReportJobScope.REGULAR,
    } satisfies CreatedJobsRequest,
    true,
  );
  const report = useJobReport(REPORT_CALLS.created, f.applied);
  const d = f.draft as CreatedJobsRequest;

  return (
    <Stack gap="md">
      <ReportHeader title="Created Jobs" about="Every job created in the range and where it stands.">
        <ReportDownloads call={REPORT_CALLS.created} filters={f.applied} />
      </ReportHeader>
      <FiltersPanel loaded onLoad={f.load}>
        <DepartmentFilter
          value={d.division ?? null}
          onChange={(division) => f.change({ division, employee: null })}
        />
        <Select
          label="Status"
          placeholder={Msg.reports.allStatuses}
          data={STATUS_OPTIONS}
          value={d.status == null ? null : String(d.status)}
          onChange={(v) => f.change({ status: v === null ? null : (Number(v) as CreatedJobStatus) })}
          clearable
          error={f.errors.status}
          w={{ base: '100%', xs: 180 }}
        />
        <EmployeeFilter
          value={d.employee ?? null}
          division={d.division ?? null}
          onChange={(employee) => f.change({ employee })}
        />
        <CustomerFilter value={d.customer ?? null} onChange={(customer) => f.change({ customer })} />
        <RangeFilter
          start={d.range.start}
          end={d.range.end}
          error={f.errors['range.end'] ?? f.errors['range.start']}
          onChange={(range) => f.change({ range })}
        />
        <JobScopeFilter
          value={d.job_type ?? ReportJobScope.REGULAR}
          onChange={(job_type) => f.change({ job_type })}
        />
      </FiltersPanel>
      <JobReport report={report} />
    </Stack>
  );
}
