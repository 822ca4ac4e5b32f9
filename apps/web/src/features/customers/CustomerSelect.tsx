import { Select } from '@mantine/core';
import { useCustomers } from './queries';

/** Picks the customer to edit, searching by name or code. */
export function CustomerSelect({ value, onChange }: { value: number | null; onChange(id: number): void }) {
  const customers = useCustomers();
  return (
    <Select<number>
      label="Customer"
      placeholder={customers.isPending ? 'Loading customers…' : 'Search by name or code'}
      data={
        customers.data?.map((c) => ({ value: c.id, label: `${c.customer_name} (${c.customer_code})` })) ?? []
      }
      value={value}
      onChange={(id) => id !== null && onChange(id)}
      searchable
      allowDeselect={false}
      disabled={customers.isPending}
      error={customers.isError ? 'Could not load the customers' : undefined}
      nothingFoundMessage="No customer matches"
      maxDropdownHeight={320}
      w={{ base: '100%', sm: 380 }}
    />
  );
}
