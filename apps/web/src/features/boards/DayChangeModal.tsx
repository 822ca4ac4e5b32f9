import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { ApiError } from '../../api/client';
import { DayInput } from '../../components/DayPicker';
import { notifyError, notifySuccess } from '../../components/notify';
import { shownDay } from '../jobAdmin/format';

interface Props {
  opened: boolean;
  title: string;
  label: string;
  /** The day it has now, if any. */
  current: string | null;
  /** The company's today: the earliest day allowed. */
  today: string;
  requiredMessage: string;
  submitLabel: string;
  save(day: string): Promise<{ message?: string }>;
  successMessage: string;
  onClose(): void;
}

/** One day to pick, not before today (a task's plan date, a task's due date); starts afresh at each opening. */
export function DayChangeModal(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened && <DayForm {...props} />}
    </Modal>
  );
}

function DayForm({
  label,
  current,
  today,
  requiredMessage,
  submitLabel,
  save,
  successMessage,
  onClose,
}: Props) {
  const form = useForm({
    initialValues: { day: null as string | null },
    validate: { day: (value) => (value ? null : requiredMessage) },
  });

  const submit = form.onSubmit(async ({ day }) => {
    try {
      const answer = await save(day!);
      notifySuccess(answer.message || successMessage);
      onClose();
    } catch (failure) {
      // Each caller names the day as its call does (plan_date, new_due_date): any field's message is the day's.
      const field = failure instanceof ApiError ? Object.values(failure.fieldErrors)[0] : undefined;
      if (field) form.setFieldError('day', field);
      else notifyError(failure);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {current && (
          <Text size="sm">
            Now <strong>{shownDay(current)}</strong>.
          </Text>
        )}
        <DayInput
          label={label}
          required
          minDate={today}
          leftSection={<IconCalendar size={16} aria-hidden />}
          data-autofocus
          {...form.getInputProps('day')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
