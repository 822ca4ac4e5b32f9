import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendar } from '@tabler/icons-react';
import { CONFIRMATION_NEEDED_STATUS } from '@jobline/shared';
import { ApiError } from '../../api/client';
import { DayInput } from '../../components/DayPicker';
import { notifyError, notifySuccess } from '../../components/notify';
import { shownDay } from '../../components/format';

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
  /** `confirmed` is true once the user confirmed a day past `confirmAfter`. */
  save(day: string, confirmed: boolean): Promise<{ message?: string }>;
  successMessage: string;
  onClose(): void;
  /** A day after this one asks for confirmation first (a task due past its job's due date). */
  confirmAfter?: string | null;
  /** The question asked then. */
  confirmQuestion?(limit: string): string;
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
  confirmAfter,
  confirmQuestion,
}: Props) {
  // The question shown while a day past the limit waits for the user's yes.
  const [question, setQuestion] = useState<string | null>(null);
  const form = useForm({
    initialValues: { day: null as string | null },
    validate: { day: (value) => (value ? null : requiredMessage) },
    onValuesChange: () => setQuestion(null),
  });

  const send = async (day: string, confirmed: boolean) => {
    try {
      const answer = await save(day, confirmed);
      notifySuccess(answer.message || successMessage);
      onClose();
    } catch (failure) {
      // The server knows a limit this screen did not (changed meanwhile): ask as it says.
      if (failure instanceof ApiError && failure.code === CONFIRMATION_NEEDED_STATUS && !confirmed) {
        return setQuestion(failure.message);
      }
      // Each caller names the day as its call does (plan_date, new_due_date): any field's message is the day's.
      const field = failure instanceof ApiError ? Object.values(failure.fieldErrors)[0] : undefined;
      if (field) form.setFieldError('day', field);
      else notifyError(failure);
    }
  };
  const submit = form.onSubmit(async ({ day }) => {
    const past = Boolean(confirmAfter && day! > confirmAfter);
    if (past && !question) return setQuestion(confirmQuestion?.(confirmAfter!) ?? null);
    await send(day!, past || question !== null);
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
        {question && (
          <Alert
            color="orange"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle aria-hidden />}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
            title={question}
            data-testid="day-confirmation"
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={question ? () => setQuestion(null) : onClose}>
            {question ? 'Back' : 'Cancel'}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {question ? 'Yes, set it anyway' : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
