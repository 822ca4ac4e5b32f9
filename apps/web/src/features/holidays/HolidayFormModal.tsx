import './holidayCalendar.css';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { DayRangeInput } from '../../components/DayPicker';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { HOLIDAY_DESCRIPTION_MAX, holidayRequest, type HolidayRequest } from '@jobline/shared';
import { showFormError } from '../../components/notify';
import type { Holiday } from './api';
import { useAddHoliday } from './queries';

export interface HolidayDraft {
  start: string;
  end: string;
}

interface Props {
  opened: boolean;
  /** The days to start from (a selection on the calendar, or none). */
  draft: HolidayDraft;
  onClose(): void;
  onAdded(holiday: Holiday): void;
}

/** The add holiday modal (spec 002 §9.4); its form starts afresh at every opening. */
export function HolidayFormModal({ opened, draft, onClose, onAdded }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add holiday">
      <HolidayForm
        draft={draft}
        onCancel={onClose}
        onAdded={(holiday) => {
          onClose();
          onAdded(holiday);
        }}
      />
    </Modal>
  );
}

interface FormProps {
  draft: HolidayDraft;
  onCancel(): void;
  onAdded(holiday: Holiday): void;
}

function HolidayForm({ draft, onCancel, onAdded }: FormProps) {
  const form = useForm<HolidayRequest>({
    initialValues: { description: '', start: draft.start, end: draft.end },
    validate: schemaResolver(holidayRequest, { sync: true }),
  });
  const save = useAddHoliday();

  const dateError = form.errors.start ?? form.errors.end;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { ...values, description: values.description.trim() },
          {
            onSuccess: (result) => onAdded(result.holiday),
            onError: (error) => showFormError(form, error),
          },
        ),
      )}
    >
      <Stack>
        <TextInput
          label="Description"
          placeholder="e.g. Vesak Full Moon Poya Day"
          required
          data-autofocus
          maxLength={HOLIDAY_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <DayRangeInput
          label="Dates"
          description="Pick the first and the last day; click a day twice for a single day."
          placeholder="Pick the dates"
          required
          allowSingleDateInRange
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={[form.values.start || null, form.values.end || null]}
          onChange={([start, end]) => {
            form.setValues({ start: start ?? '', end: end ?? '' });
            form.clearFieldError('start');
            form.clearFieldError('end');
          }}
          error={dateError}
          popoverProps={{ attributes: { dropdown: { 'aria-label': 'Choose the holiday dates' } } }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save holiday
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
