import { Select } from '@mantine/core';
import type { EmployeeItem } from '../../api/lookups';

interface Props {
  label: string;
  employees: readonly EmployeeItem[] | undefined;
  loading: boolean;
  value?: number | null;
  onChange(value: number | null): void;
  error?: React.ReactNode;
  onBlur?(): void;
}

/** A searchable employee picker (GET users); a coordinator who has left still shows by id. */
export function CoordinatorSelect({
  label,
  employees,
  loading,
  value = null,
  onChange,
  error,
  onBlur,
}: Props) {
  const options = (employees ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }));
  if (value !== null && !loading && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: `Employee #${value} (no longer active)` });
  }
  return (
    <Select<number>
      label={label}
      placeholder={loading ? 'Loading employees…' : 'Search by name or code'}
      data={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      searchable
      clearable
      nothingFoundMessage="No employee matches"
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
