import { useEffect, useState } from 'react';
import { Card, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';
import { useDepartments } from './queries';
import type { EmployeeFilters, StatusFilter } from './useEmployeeFilters';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

interface Props {
  filters: EmployeeFilters;
  onChange(patch: Partial<EmployeeFilters>): void;
}

/** Department, status and a first-name search (typed text settles for 300 ms before it loads). */
export function EmployeeFilterBar({ filters, onChange }: Props) {
  const departments = useDepartments();
  const [text, setText] = useState(filters.search);
  const [settled] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (settled.trim() !== filters.search.trim()) onChange({ search: settled.trim() });
    // Only a newly settled text searches; the filters' own changes must not retrigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <Card withBorder padding="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Department"
          data={[
            { value: ALL, label: Msg.employees.allDepartments },
            ...(departments.data?.map((d) => ({ value: String(d.id), label: d.name })) ?? []),
          ]}
          value={filters.department === null ? ALL : String(filters.department)}
          onChange={(value) => onChange({ department: !value || value === ALL ? null : Number(value) })}
          allowDeselect={false}
          disabled={departments.isError}
          description={departments.isError ? 'Could not load the departments' : undefined}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => onChange({ status: (value ?? 'active') as StatusFilter })}
          allowDeselect={false}
        />
        <TextInput
          label="Search"
          type="search"
          placeholder={Msg.employees.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
        />
      </SimpleGrid>
    </Card>
  );
}
