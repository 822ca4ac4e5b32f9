import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { BranchView } from '@jobline/shared';
import { CustomerPicker } from '../../customers/CustomerPicker';
import { useSystems } from '../lookups';
import { BranchLights } from './BranchLights';

/** The fields every intake form shares: where the work is and whom to call. */
export interface PlaceValues {
  customer_id: number | null;
  location_id: number | null;
  system_id: number | null;
  contact_person: string;
  contact_number: string;
}

interface Props<T extends PlaceValues> {
  form: UseFormReturnType<T>;
  branches: BranchView[] | undefined;
  branchesLoading: boolean;
  /** Job forms require every field; a request only the customer. */
  required: boolean;
  /** Category 24 fixes the customer. */
  customerLocked?: boolean;
}

/**
 * Customer → its branches with their lights → system and contact. Choosing a branch fills the
 * contact from the branch (still editable); another customer clears the branch.
 */
export function PlaceFields<T extends PlaceValues>({
  form,
  branches,
  branchesLoading,
  required,
  customerLocked = false,
}: Props<T>) {
  const systems = useSystems();
  const values = form.getValues();
  const branch = branches?.find((b) => b.id === values.location_id) ?? null;
  // Mantine's path typing cannot see through the generic: the keys are PlaceValues'.
  const f = form as unknown as UseFormReturnType<PlaceValues>;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <CustomerPicker
          label="Customer"
          required
          disabled={customerLocked}
          description={customerLocked ? 'This category is always for the company itself' : undefined}
          value={values.customer_id}
          error={f.errors.customer_id}
          onChange={(id) => {
            f.setFieldValue('customer_id', id);
            f.setFieldValue('location_id', null);
          }}
        />
        <Select<number>
          label="Location"
          required={required}
          placeholder={
            values.customer_id === null
              ? 'Choose a customer first'
              : branchesLoading
                ? 'Loading branches…'
                : 'Choose a branch'
          }
          data={branches?.map((b) => ({ value: b.id, label: b.branch_name })) ?? []}
          disabled={values.customer_id === null}
          searchable
          nothingFoundMessage="This customer has no such branch"
          {...f.getInputProps('location_id')}
          onChange={(id) => {
            f.setFieldValue('location_id', id);
            const picked = branches?.find((b) => b.id === id);
            if (picked?.branch_contact_person)
              f.setFieldValue('contact_person', picked.branch_contact_person);
            if (picked?.branch_mobile_no) f.setFieldValue('contact_number', picked.branch_mobile_no);
          }}
        />
      </SimpleGrid>
      <BranchLights
        branchId={branch?.id ?? null}
        branchName={branch?.branch_name}
        lights={branch?.lights ?? null}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select<number>
          label="System"
          required={required}
          placeholder={systems.isPending ? 'Loading systems…' : 'Choose a system'}
          data={systems.data?.map((s) => ({ value: s.id, label: s.name })) ?? []}
          searchable
          nothingFoundMessage="No system matches"
          {...f.getInputProps('system_id')}
        />
        <TextInput
          label="Contact person"
          required={required}
          maxLength={120}
          {...f.getInputProps('contact_person')}
        />
        <TextInput
          label="Contact number"
          required={required}
          type="tel"
          autoComplete="off"
          maxLength={20}
          {...f.getInputProps('contact_number')}
        />
      </SimpleGrid>
    </>
  );
}
