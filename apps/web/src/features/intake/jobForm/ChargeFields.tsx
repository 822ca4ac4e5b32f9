import { Group, NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { paymentModeFor } from '@jobline/shared';
import { EmployeePicker } from '../../../components/EmployeePicker';
import { DayInput } from '../../../components/DayPicker';
import type { JobFormValues } from './jobFormValues';

/**
 * Charge mode: the category decides it, so both choices only show it; a
 * chargeable job (category 25) needs its estimate.
 */
export function ChargeFields({ form }: { form: UseFormReturnType<JobFormValues> }) {
  const values = form.getValues();
  const mode = paymentModeFor(values.job_category_id);
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Charge mode"
        description={
          mode === 'chargeable'
            ? 'Chargeable Service is always charged: give the estimate.'
            : 'Only Chargeable Service is charged; this job is free of charge.'
        }
        value={mode}
        onChange={() => {}}
      >
        <Group mt={6} gap="md">
          <Radio value="chargeable" label="Chargeable" disabled={mode !== 'chargeable'} />
          <Radio value="freeOfCharge" label="Free of charge" disabled={mode !== 'freeOfCharge'} />
        </Group>
      </Radio.Group>
      {mode === 'chargeable' && values.estimates && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" data-testid="estimate-fields">
          <TextInput
            label="Estimate number"
            required
            maxLength={60}
            {...form.getInputProps('estimates.estimate_no')}
          />
          <NumberInput
            label="Estimate amount"
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('estimates.estimate_amount')}
          />
          <DayInput
            label="Confirmed date"
            clearable
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={values.estimates.confired_date}
            onChange={(day) => form.setFieldValue('estimates.confired_date', day ?? null)}
            error={form.errors['estimates.confired_date']}
          />
          <NumberInput
            label="Billed amount"
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('estimates.billed_amount')}
          />
          <EmployeePicker
            label="Collector"
            required
            value={form.getValues().estimates?.collector ?? null}
            onChange={(id) => form.setFieldValue('estimates.collector', id)}
            error={form.errors['estimates.collector']}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
