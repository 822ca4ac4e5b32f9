import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import type { EmployeeItem } from '../../api/lookups';

interface Props {
  label: string;
  employees: readonly EmployeeItem[] | undefined;
  loading: boolean;
  value: number | null;
  onChange(value: number | null): void;
  error?: ReactNode;
  required?: boolean;
  placeholder?: string;
  /** People to leave out (the assignee is not their own checker). */
  exclude?: readonly (number | null)[];
  /** Someone not in the active list who must still show (an employee who left but holds tasks). */
  extra?: { id: number; name: string } | null;
}

/** A searchable picker of active employees (GET users), by name or code. */
export function EmployeeSelect({
  label,
  employees,
  loading,
  value,
  onChange,
  error,
  required,
  placeholder = 'Search by name or code',
  exclude = [],
  extra,
}: Props) {
  const options = (employees ?? [])
    .filter((u) => !exclude.includes(u.id))
    .map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }));
  if (extra && !options.some((o) => o.value === extra.id)) {
    options.unshift({ value: extra.id, label: `${extra.name} (no longer active)` });
  }
  return (
    <Select<number>
      label={label}
      required={required}
      placeholder={loading ? 'Loading employees…' : placeholder}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      nothingFoundMessage="No employee matches"
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
