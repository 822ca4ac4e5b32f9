import { Group, Switch } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { DayInput, DayRangeInput } from '../../components/DayPicker';
import { useCompanyToday } from '../auth/useCompanyToday';
import type { WhenValues } from './planWhen';

/** The day and times (or the whole days) of a plan entry, shared by the activity and task forms. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function PlanWhenFields<T extends WhenValues>({ form }: { form: UseFormReturnType<T, any> }) {
  const today = useCompanyToday();
  const values = form.values;
  return (
    <>
      <Switch label="All day" {...form.getInputProps('allDay', { type: 'checkbox' })} />
      {values.allDay ? (
        <DayRangeInput
          label="Days"
          description="Pick the first and the last day; click a day twice for a single day."
          required
          allowSingleDateInRange
          minDate={today}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={values.days}
          onChange={(days) => {
            form.setFieldValue('days', days as never);
            form.clearFieldError('days');
          }}
          error={form.errors.days}
        />
      ) : (
        <>
          <DayInput
            label="Day"
            required
            minDate={today}
            leftSection={<IconCalendar size={16} aria-hidden />}
            {...form.getInputProps('day')}
          />
          <Group grow gap="sm" align="flex-start">
            <TimeInput
              label="From"
              required
              leftSection={<IconClock size={16} aria-hidden />}
              {...form.getInputProps('from')}
            />
            <TimeInput
              label="To"
              required
              leftSection={<IconClock size={16} aria-hidden />}
              {...form.getInputProps('to')}
            />
          </Group>
        </>
      )}
    </>
  );
}
