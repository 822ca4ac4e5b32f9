import { Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { categoriesForKind } from '@jobline/shared';
import { AgreementLights } from '../../../components/AgreementLights';
import { CustomerPicker } from '../../customers/CustomerPicker';
import { useBranches, useCategories, useSystems } from '../lookups';
import type { AddJobFormState } from './useAddJobForm';

const combo = { comboboxProps: { withinPortal: true } };

/**
 * Where the job is: category, customer, location with its agreement lights, system and the
 * branch contact (prefilled from the branch). For online jobs the chosen job fills and locks them.
 */
export function PlaceFields({ state }: { state: AddJobFormState }) {
  const { form, rules } = state;
  const values = form.getValues();
  const categories = useCategories(rules.category.visible);
  const systems = useSystems(rules.selected_system.visible);
  const branches = useBranches(rules.selected_location.visible ? values.selected_customer : null);
  const branch = branches.data?.find((b) => b.id === values.selected_location) ?? null;
  const lockedByJob = 'Comes from the chosen job';
  // Online / urgent: the chosen job fills and locks the category and the customer.
  const fromJob = rules.category.locked;

  return (
    <>
      {rules.category.visible && (
        <Select<number>
          label="Category"
          required={rules.category.required}
          disabled={rules.category.locked}
          description={rules.category.locked ? lockedByJob : undefined}
          placeholder={rules.category.locked ? 'Pick a job first' : 'Select a category'}
          searchable
          clearable={!rules.category.required}
          data={categoriesForKind(values.job_type, categories.data ?? []).map((c) => ({
            value: c.id,
            label: c.name,
          }))}
          value={values.category}
          onChange={state.changeCategory}
          error={form.errors.category}
          {...combo}
        />
      )}
      {rules.selected_customer.visible && (
        <CustomerPicker
          label="Customer"
          required={rules.selected_customer.required}
          disabled={rules.selected_customer.locked}
          description={
            fromJob
              ? lockedByJob
              : rules.selected_customer.locked
                ? 'Company internal work (category 24) is for the company itself'
                : undefined
          }
          value={values.selected_customer}
          onChange={state.changeCustomer}
          error={form.errors.selected_customer}
        />
      )}
      {rules.selected_location.visible && (
        <div>
          <Select<number>
            label="Location"
            required
            disabled={values.selected_customer === null}
            placeholder={values.selected_customer === null ? 'Select a customer first' : 'Select a branch'}
            searchable
            data={branches.data?.map((b) => ({ value: b.id, label: b.branch_name })) ?? []}
            value={values.selected_location}
            onChange={(id) => state.changeLocation(branches.data?.find((b) => b.id === id) ?? null)}
            error={
              form.errors.selected_location ?? (branches.isError ? 'Could not load the branches' : undefined)
            }
            {...combo}
          />
          {branch && (
            <Group gap="xs" mt={6} wrap="wrap">
              <Text size="xs" c="dimmed">
                Agreements today:
              </Text>
              <AgreementLights lights={branch.lights} />
            </Group>
          )}
        </div>
      )}
      {rules.selected_system.visible && (
        <Select<number>
          label="System"
          required={rules.selected_system.required}
          disabled={rules.selected_system.locked}
          description={rules.selected_system.locked ? lockedByJob : undefined}
          placeholder="Select a system"
          searchable
          clearable={!rules.selected_system.required}
          data={systems.data?.map((s) => ({ value: s.id, label: s.name })) ?? []}
          {...form.getInputProps('selected_system')}
          {...combo}
        />
      )}
      {rules.branch_contact_person.visible && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Contact person"
            maxLength={120}
            {...form.getInputProps('branch_contact_person')}
          />
          <TextInput
            label="Contact number"
            inputMode="tel"
            maxLength={20}
            {...form.getInputProps('branch_mobile_no')}
          />
        </SimpleGrid>
      )}
    </>
  );
}
