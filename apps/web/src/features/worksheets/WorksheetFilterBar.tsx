import { Button, Checkbox, Group, Select } from '@mantine/core';
import { IconCalendar, IconReportAnalytics } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';
import { DayInput, DayRangeInput } from '../../components/DayPicker';
import { useDivisions } from '../quickJobs/lookups';
import { useWorksheetEmployees } from './api';
import { ALL_EMPLOYEES, type WorksheetFilters, type WorksheetRights } from './worksheetFilters';

const M = Msg.worksheets;

/** Department, Employee (with 'Load inactive users'), the day or range, and Load Report. */
export function WorksheetFilterBar({
  draft,
  onChange,
  onLoad,
  rights,
  today,
  ownId,
  rangeError,
}: {
  draft: WorksheetFilters;
  onChange: (draft: WorksheetFilters) => void;
  onLoad: () => void;
  rights: WorksheetRights;
  today: string;
  ownId: number;
  rangeError?: string;
}) {
  const divisions = useDivisions(rights.department);
  const employees = useWorksheetEmployees(draft.division, draft.inactive, rights.employee);
  const set = (patch: Partial<WorksheetFilters>) => onChange({ ...draft, ...patch });
  const employeeOptions = [
    { value: ALL_EMPLOYEES, label: M.allEmployees },
    ...(employees.data ?? []).map((e) => ({
      value: String(e.id),
      label: `${e.name} (${e.code})${e.status === 0 ? ' – inactive' : ''}`,
    })),
  ];
  // One's own worksheet stays choosable while the list loads or when it is not in the list.
  if (draft.employee !== ALL_EMPLOYEES && !employeeOptions.some((o) => o.value === draft.employee))
    employeeOptions.push({
      value: draft.employee,
      label: draft.employee === String(ownId) ? 'Me' : 'Chosen employee',
    });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onLoad();
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        {rights.department && (
          <Select
            label="Department"
            data={(divisions.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            value={draft.division === null ? null : String(draft.division)}
            onChange={(value) => set({ division: value ? Number(value) : null, employee: ALL_EMPLOYEES })}
            allowDeselect={false}
            searchable
            w={{ base: '100%', xs: 200 }}
          />
        )}
        {rights.employee && (
          <Select
            label="Employee"
            data={employeeOptions}
            value={draft.employee}
            onChange={(value) => set({ employee: value ?? ALL_EMPLOYEES })}
            allowDeselect={false}
            searchable
            w={{ base: '100%', xs: 260 }}
          />
        )}
        {rights.range ? (
          <DayRangeInput
            label="Date range"
            valueFormat="D MMM YYYY"
            allowSingleDateInRange
            maxDate={today}
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={[draft.start || null, draft.end || null]}
            onChange={([start, end]) => set({ start: start ?? '', end: end ?? '' })}
            error={rangeError}
            w={{ base: '100%', xs: 260 }}
          />
        ) : (
          <DayInput
            label="Day"
            maxDate={today}
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={draft.start || null}
            onChange={(day) => set({ start: day ?? '', end: day ?? '' })}
            error={rangeError}
            w={{ base: '100%', xs: 180 }}
          />
        )}
        <Button
          type="submit"
          leftSection={<IconReportAnalytics size={16} aria-hidden />}
          w={{ base: '100%', xs: 'auto' }}
        >
          {M.loadReport}
        </Button>
      </Group>
      {rights.employee && rights.inactive && (
        <Checkbox
          mt="sm"
          label={M.loadInactive}
          checked={draft.inactive}
          onChange={(e) => set({ inactive: e.currentTarget.checked })}
        />
      )}
    </form>
  );
}
