import { CustomerPicker } from './CustomerPicker';

/** Picks the customer to edit, searching by name or code. */
export function CustomerSelect({ value, onChange }: { value: number | null; onChange(id: number): void }) {
  return (
    <CustomerPicker
      label="Customer"
      value={value}
      onChange={(id) => id !== null && onChange(id)}
      allowDeselect={false}
      maxDropdownHeight={320}
      w={{ base: '100%', sm: 380 }}
    />
  );
}
