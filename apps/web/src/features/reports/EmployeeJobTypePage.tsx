import { Stack } from '@mantine/core';
import { employeeJobTypeRequest, type EmployeeJobTypeRequest } from '@jobline/shared';
import { Busy } from '../../components/Loaders';
import { QueryError } from '../../components/QueryError';
import { useCompanyToday } from '../auth/useCompanyToday';
import { REPORT_CALLS, useJobTypes } from './api';
import { JobTypeView } from './JobTypeView';
import { ReportDownloads } from './ReportDownloads';
import { DepartmentFilter, EmployeeFilter, FiltersPanel, RangeFilter } from './ReportFilters';
import { ReportHeader } from './ReportHeader';
import { monthSoFar, useReportFilters } from './useReportFilters';

/** Employee Wise Job Type (screens §8.8, permission 28): a department's or a person's jobs by category. */
export function EmployeeJobTypePage() {
  const today = useCompanyToday();
  const f = useReportFilters(employeeJobTypeRequest, {
    range: monthSoFar(today),
    division: null,
    employee: null,
  } satisfies EmployeeJobTypeRequest);
  const report = useJobTypes(REPORT_CALLS.employeeJobTypes, f.applied);
  const d = f.draft as EmployeeJobTypeRequest;
  return (
    <Stack gap="md">
      <ReportHeader
        title="Employee Wise Job Type"
        about="Where the time went, by job category, for a department or one person."
      >
        <ReportDownloads call={REPORT_CALLS.employeeJobTypes} filters={f.applied} />
      </ReportHeader>
      <FiltersPanel onLoad={f.load}>
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
      </FiltersPanel>
      {report.isError ? (
        <QueryError what="the report" error={report.error} onRetry={() => report.refetch()} />
      ) : report.data ? (
        <JobTypeView data={report.data} />
      ) : report.isFetching ? (
        <Busy label="Loading the report" />
      ) : null}
    </Stack>
  );
}
