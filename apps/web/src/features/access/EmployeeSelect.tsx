import { Select } from '@mantine/core';
import { useActiveEmployees } from '../../api/lookups';

/** A searchable picker over the active employees (GET users), by name or employee code. */
export function EmployeeSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange(userId: number): void;
}) {
  const employees = useActiveEmployees();
  return (
    <Select<number>
      label="Employee"
      placeholder={employees.isPending ? 'Loading employees…' : 'Search by name or code'}
      data={employees.data?.map((u) => ({ value: u.id, label: `${u.name} (${u.code})` })) ?? []}
      value={value}
      onChange={(userId) => userId !== null && onChange(userId)}
      searchable
      allowDeselect={false}
      disabled={employees.isPending}
      nothingFoundMessage="No employee matches"
      maxDropdownHeight={320}
      w={{ base: '100%', xs: 320 }}
    />
  );
}
