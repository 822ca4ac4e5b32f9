import { Box, Button, Group, Select, TextInput } from '@mantine/core';
import { IconCalendar, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { ACTIVITY_AREAS, ACTIVITY_SEARCH_MAX, type ActivityAreaKey } from '@jobline/shared';
import { DayRangeInput } from '../../../components/DayPicker';
import { EmployeePicker } from '../../../components/EmployeePicker';
import { CustomerPicker } from '../../customers/CustomerPicker';
import { useCompanyToday } from '../../auth/useCompanyToday';

/** What the filter bar holds; the search is sent once the typing settles. */
export interface ActivityDraft {
  customer: number | null;
  employee: number | null;
  area: ActivityAreaKey | null;
  from: string;
  to: string;
  search: string;
}

export const NO_FILTERS: ActivityDraft = {
  customer: null,
  employee: null,
  area: null,
  from: '',
  to: '',
  search: '',
};

const AREA_OPTIONS = ACTIVITY_AREAS.map((a) => ({ value: a.key, label: a.label }));

/** Customer, employee, area, days and text: each applies as soon as it is set. */
export function ActivityFilters({
  draft,
  onChange,
}: {
  draft: ActivityDraft;
  onChange(next: ActivityDraft): void;
}) {
  const today = useCompanyToday();
  const set = (patch: Partial<ActivityDraft>) => onChange({ ...draft, ...patch });
  const filtered = JSON.stringify(draft) !== JSON.stringify(NO_FILTERS);
  const width = { base: '100%', sm: 220 };
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Filter the activity log">
      {/* The pickers sit in a box of their own: it is the box the row lays out. */}
      <Box w={width}>
        <CustomerPicker
          label="Customer"
          value={draft.customer}
          onChange={(id) => set({ customer: id })}
          clearable
        />
      </Box>
      <Box w={width}>
        <EmployeePicker label="Employee" value={draft.employee} onChange={(id) => set({ employee: id })} />
      </Box>
      <Select
        label="Area"
        placeholder="Every area"
        data={AREA_OPTIONS}
        value={draft.area}
        onChange={(value) => set({ area: (value as ActivityAreaKey | null) ?? null })}
        clearable
        w={{ base: '100%', sm: 160 }}
      />
      <DayRangeInput
        label="Days"
        placeholder="Any day"
        valueFormat="D MMM YYYY"
        allowSingleDateInRange
        clearable
        maxDate={today}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={[draft.from || null, draft.to || null]}
        onChange={([from, to]) => set({ from: from ?? '', to: to ?? '' })}
        w={{ base: '100%', sm: 250 }}
      />
      <TextInput
        label="Search"
        placeholder="Action, record number, name or text"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft.search}
        maxLength={ACTIVITY_SEARCH_MAX}
        onChange={(e) => set({ search: e.currentTarget.value })}
        w={{ base: '100%', sm: 260 }}
      />
      {filtered && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange(NO_FILTERS)}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
