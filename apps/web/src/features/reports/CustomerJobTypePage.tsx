import { Radio, Group, Select, Stack } from '@mantine/core';
import { customerJobTypeRequest, shownDay, type CustomerJobTypeRequest } from '@jobline/shared';
import { Busy } from '../../components/Loaders';
import { QueryError } from '../../components/QueryError';
import { useCompanyToday } from '../auth/useCompanyToday';
import { REPORT_CALLS, useCustomerAgreements, useJobTypes } from './api';
import { JobTypeView } from './JobTypeView';
import { ReportDownloads } from './ReportDownloads';
import { CustomerFilter, DepartmentFilter, EmployeeFilter, FiltersPanel, RangeFilter } from './ReportFilters';
import { ReportHeader } from './ReportHeader';
import { monthSoFar, useReportFilters } from './useReportFilters';

type Draft = Omit<CustomerJobTypeRequest, 'customer'> & { customer: number | null };

/**
 * Customer Wise Job Type (screens §8.7, permission 27): one customer's jobs by category, over one
 * of its agreements' validity (report type Agreement) or dates of one's own (Custom).
 */
export function CustomerJobTypePage() {
  const today = useCompanyToday();
  const f = useReportFilters(customerJobTypeRequest, {
    customer: null,
    report_type: 'custom',
    agreement: null,
    dateRange: monthSoFar(today),
    division: null,
    employee: null,
  } as unknown as CustomerJobTypeRequest);
  const d = f.draft as unknown as Draft;
  const agreements = useCustomerAgreements(d.customer);
  const report = useJobTypes(REPORT_CALLS.customerJobTypes, f.applied);
  const range = d.dateRange ?? monthSoFar(today);
  return (
    <Stack gap="md">
      <ReportHeader
        title="Customer Wise Job Type"
        about="A customer’s jobs by category, with the time they took."
      >
        <ReportDownloads call={REPORT_CALLS.customerJobTypes} filters={f.applied} />
      </ReportHeader>
      <FiltersPanel onLoad={f.load}>
        <CustomerFilter
          value={d.customer}
          error={f.errors.customer}
          required
          onChange={(customer) => f.change({ customer, agreement: null } as Partial<CustomerJobTypeRequest>)}
        />
        <Radio.Group
          label="Report type"
          value={d.report_type}
          onChange={(v) => f.change({ report_type: v as 'agreement' | 'custom' })}
        >
          <Group gap="md" mt={6} mb={6}>
            <Radio value="agreement" label="Agreement" />
            <Radio value="custom" label="Custom" />
          </Group>
        </Radio.Group>
        {d.report_type === 'agreement' ? (
          <Select
            label="Agreement"
            placeholder={d.customer ? 'Choose an agreement' : 'Choose a customer first'}
            data={(agreements.data ?? []).map((a) => ({
              value: String(a.id),
              label: `${a.agreement_number} (${shownDay(a.valid_from)} – ${shownDay(a.valid_to)})`,
            }))}
            value={d.agreement == null ? null : String(d.agreement)}
            onChange={(v) => f.change({ agreement: v ? Number(v) : null })}
            disabled={!d.customer}
            error={f.errors.agreement}
            w={{ base: '100%', xs: 300 }}
          />
        ) : (
          <RangeFilter
            start={range.start}
            end={range.end}
            error={f.errors['dateRange.end'] ?? f.errors['dateRange.start']}
            onChange={(dateRange) => f.change({ dateRange })}
          />
        )}
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
