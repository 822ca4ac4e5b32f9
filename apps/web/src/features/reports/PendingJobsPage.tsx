import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { pendingJobsRequest, ReportJobScope, type PendingJobsRequest } from '@jobline/shared';
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

/**
 * Pending Jobs (screens §8.2, permission 23): the jobs not finished or canceled, created in a range.
 * A dashboard opens it with u (employee), d (department) and a (every job type, as its count was),
 * and then it loads at once.
 */
export function PendingJobsPage() {
  const today = useCompanyToday();
  const [query] = useSearchParams();
  const fromDashboard = query.get('a') !== null;
  const preset = query.get('u') !== null || query.get('d') !== null || fromDashboard;
  const f = useReportFilters(
    pendingJobsRequest,
    {
      range: monthSoFar(today),
      division: idParamOf(query.get('d')),
      employee: idParamOf(query.get('u')),
      customer: null,
      job_type: fromDashboard ? ReportJobScope.ALL : ReportJobScope.REGULAR,
      from_dashboard: fromDashboard || undefined,
    } satisfies PendingJobsRequest,
    preset,
  );
  const report = useJobReport(REPORT_CALLS.pending, f.applied);
  const d = f.draft as PendingJobsRequest;

  return (
    <Stack gap="md">
      <ReportHeader title="Pending Jobs" about="Jobs not finished yet, by the day they were created.">
        <ReportDownloads call={REPORT_CALLS.pending} filters={f.applied} />
      </ReportHeader>
      <FiltersPanel loaded={preset} onLoad={f.load}>
        <RangeFilter
          start={d.range.start}
          end={d.range.end}
          error={f.errors['range.end'] ?? f.errors['range.start']}
          onChange={(range) => f.change({ range })}
        />
        <DepartmentFilter
          value={d.division ?? null}
          onChange={(division) => f.change({ division, employee: null })}
        />
        <EmployeeFilter
          value={d.employee ?? null}
          division={d.division ?? null}
          onChange={(employee) => f.change({ employee })}
        />
        <CustomerFilter value={d.customer ?? null} onChange={(customer) => f.change({ customer })} />
        <JobScopeFilter
          value={d.job_type ?? ReportJobScope.REGULAR}
          onChange={(job_type) => f.change({ job_type, from_dashboard: undefined })}
        />
      </FiltersPanel>
      <JobReport report={report} />
    </Stack>
  );
}
