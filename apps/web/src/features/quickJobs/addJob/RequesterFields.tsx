import { Group, Radio, TextInput } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { RequestedFrom } from '@jobline/shared';
import { EmployeePicker } from '../../../components/EmployeePicker';
import type { AddJobFormState } from './useAddJobForm';

/** Who asked for the job: office staff name the employee who does it; a customer's call names the caller. */
export function RequesterFields({ state }: { state: AddJobFormState }) {
  const { form, rules } = state;
  if (!rules.job_requested_from.visible) return null;
  return (
    <>
      <Radio.Group
        label="Requested from"
        value={String(form.getValues().job_requested_from)}
        onChange={(value) => {
          form.setFieldValue('job_requested_from', Number(value));
          form.clearFieldError('job_assign_by');
          form.clearFieldError('job_requested_by');
        }}
      >
        <Group gap="lg" mt={6}>
          <Radio value={String(RequestedFrom.OFFICE_STAFF)} label="Office staff" />
          <Radio
            value={String(RequestedFrom.CUSTOMER)}
            label={
              <Group gap={4} wrap="nowrap" component="span">
                <IconPhone size={14} aria-hidden />
                Customer (by phone)
              </Group>
            }
          />
        </Group>
      </Radio.Group>
      {rules.job_assign_by.visible && (
        <EmployeePicker
          label="Employee"
          description="Who does the work"
          required
          value={form.getValues().job_assign_by}
          onChange={(id) => form.setFieldValue('job_assign_by', id)}
          error={form.errors.job_assign_by}
        />
      )}
      {rules.job_requested_by.visible && (
        <TextInput
          label="Requested by"
          description="The customer's contact who phoned"
          required
          maxLength={120}
          leftSection={<IconPhone size={16} aria-label="By phone" />}
          {...form.getInputProps('job_requested_by')}
        />
      )}
    </>
  );
}
