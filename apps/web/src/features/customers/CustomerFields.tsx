import { Card, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CustomerDraft } from './draft';
import { EmployeePicker } from '../../components/EmployeePicker';

const COORDINATORS = [
  ['software_coordinator', 'Software coordinator'],
  ['marketing_coordinator', 'Marketing coordinator'],
  ['account_coordinator', 'Account coordinator'],
] as const;

/** The customer's own fields (spec 002 §9.1); stacked on phones, two or three across on wider screens. */
export function CustomerFields({ form, title }: { form: UseFormReturnType<CustomerDraft>; title: string }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="customer-details-title">
      <Stack>
        <Title order={2} size="h4" id="customer-details-title">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput label="Customer code" required maxLength={40} {...form.getInputProps('customer_code')} />
          <TextInput
            label="Customer name"
            required
            maxLength={160}
            {...form.getInputProps('customer_name')}
          />
          <TextInput label="Owner" maxLength={120} {...form.getInputProps('owner')} />
          <TextInput label="Contact person" maxLength={120} {...form.getInputProps('contact_person')} />
          <TextInput
            label="Mobile number"
            inputMode="tel"
            autoComplete="off"
            maxLength={20}
            {...form.getInputProps('mobile_no')}
          />
          <TextInput label="E-mail" type="email" maxLength={254} {...form.getInputProps('email')} />
          <TextInput
            label="Website"
            placeholder="https://example.com"
            maxLength={255}
            {...form.getInputProps('website')}
          />
          {COORDINATORS.map(([field, label]) => {
            const input = form.getInputProps(field);
            // Someone who has left still shows by name: a held value is fetched by its id.
            return <EmployeePicker key={field} label={label} {...input} value={input.value ?? null} />;
          })}
        </SimpleGrid>
        <Textarea
          label="Address"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={300}
          {...form.getInputProps('address')}
        />
      </Stack>
    </Card>
  );
}
