import { useState, type ReactNode } from 'react';
import { Button, Collapse, Group, Paper, Radio, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCalendar } from '@tabler/icons-react';
import { Msg, ReportJobScope, seesAllDivisions, type ReportJobScope as Scope } from '@jobline/shared';
import { useDivisionEmployees } from '../../api/lookups';
import { EmployeePicker } from '../../components/EmployeePicker';
import { DayRangeInput } from '../../components/DayPicker';
import { useAuth } from '../auth/AuthProvider';
import { CustomerPicker } from '../customers/CustomerPicker';
import { useDivisions } from '../quickJobs/lookups';

const M = Msg.reports;
const FIELD_WIDTH = { base: '100%', xs: 220 } as const;
const asId = (value: string | null) => (value ? Number(value) : null);

/**
 * A report's filters in a form: Enter or the submit button loads. On a phone the filters fold
 * behind a button (open until the first load, unless the report loads on open), so the table gets
 * the screen.
 */
export function FiltersPanel({
  children,
  onLoad,
  loadLabel = M.loadData,
  actions,
  loaded = false,
}: {
  children: ReactNode;
  onLoad(): void;
  loadLabel?: string;
  actions?: ReactNode;
  /** The report loads on open: on a phone its filters start folded. */
  loaded?: boolean;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [open, setOpen] = useState(!loaded);
  const form = (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onLoad();
        if (phone) setOpen(false);
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
        <Button type="submit" w={{ base: '100%', xs: 'auto' }}>
          {loadLabel}
        </Button>
        {actions}
      </Group>
    </form>
  );
  if (!phone)
    return (
      <Paper withBorder p="sm">
        {form}
      </Paper>
    );
  return (
    <Paper withBorder p="sm">
      <Button
        variant="subtle"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        fullWidth
        justify="flex-start"
      >
        {open ? 'Hide filters' : 'Show filters'}
      </Button>
      <Collapse expanded={open}>{form}</Collapse>
    </Paper>
  );
}

/** Department: every one for a company-wide viewer; otherwise one's own, shown but fixed (the server insists). */
export function DepartmentFilter({
  value,
  onChange,
  label = 'Department',
}: {
  value: number | null;
  onChange(id: number | null): void;
  label?: string;
}) {
  const { user } = useAuth();
  const all = seesAllDivisions(user!.role_id, user!.permissions);
  const divisions = useDivisions(all);
  if (!all)
    return (
      <Select
        label={label}
        data={[{ value: String(user!.division_id ?? 0), label: user!.division ?? '—' }]}
        value={String(user!.division_id ?? 0)}
        disabled
        w={FIELD_WIDTH}
      />
    );
  return (
    <Select
      label={label}
      placeholder={M.allDivisions}
      data={(divisions.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(asId(v))}
      clearable
      searchable
      w={FIELD_WIDTH}
    />
  );
}

/** Employee: active employees, of the chosen department when one is chosen. */
export function EmployeeFilter({
  value,
  division,
  onChange,
}: {
  value: number | null;
  division: number | null;
  onChange(id: number | null): void;
}) {
  const { user } = useAuth();
  const scope = seesAllDivisions(user!.role_id, user!.permissions) ? division : user!.division_id;
  // A department's people are few and listed whole; everyone is searched on the server.
  const employees = useDivisionEmployees(scope);
  if (scope === null)
    return (
      <EmployeePicker
        label="Employee"
        placeholder={M.allEmployees}
        value={value}
        onChange={(id) => onChange(id)}
        clearable
        w={FIELD_WIDTH}
      />
    );
  return (
    <Select
      label="Employee"
      placeholder={employees.isPending ? 'Loading employees…' : M.allEmployees}
      data={(employees.data ?? []).map((e) => ({ value: String(e.id), label: `${e.name} (${e.code})` }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(asId(v))}
      clearable
      searchable
      nothingFoundMessage="No employee of that name"
      w={FIELD_WIDTH}
    />
  );
}

export function CustomerFilter({
  value,
  onChange,
  error,
  required = false,
}: {
  value: number | null;
  onChange(id: number | null): void;
  error?: string;
  /** A customer must be chosen (Customer Wise Job Type): no 'All customers'. */
  required?: boolean;
}) {
  return (
    <CustomerPicker
      label="Customer"
      placeholder={required ? 'Choose a customer' : M.allCustomers}
      withAsterisk={required}
      value={value}
      onChange={(id) => onChange(id)}
      clearable
      error={error}
      w={FIELD_WIDTH}
    />
  );
}

/** The created-between range, with its message from the shared schema beside it. */
export function RangeFilter({
  start,
  end,
  error,
  onChange,
}: {
  start: string;
  end: string;
  error?: string;
  onChange(range: { start: string; end: string }): void;
}) {
  return (
    <DayRangeInput
      label="Created between"
      allowSingleDateInRange
      leftSection={<IconCalendar size={16} aria-hidden />}
      value={[start || null, end || null]}
      onChange={([s, e]) => onChange({ start: s ?? '', end: e ?? '' })}
      error={error}
      w={{ base: '100%', xs: 280 }}
    />
  );
}

export function JobScopeFilter({ value, onChange }: { value: Scope; onChange(scope: Scope): void }) {
  return (
    <Radio.Group label="Jobs" value={String(value)} onChange={(v) => onChange(Number(v) as Scope)}>
      <Group gap="md" mt={6} mb={6}>
        <Radio value={String(ReportJobScope.REGULAR)} label={M.regularOnly} />
        <Radio value={String(ReportJobScope.ALL)} label={M.allJobs} />
      </Group>
    </Radio.Group>
  );
}
