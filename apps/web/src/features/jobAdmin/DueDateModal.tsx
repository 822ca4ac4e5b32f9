import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { dueDateChangeRequest, Msg, type DueDateChangeRequest } from '@jobline/shared';
import { DayInput } from '../../components/DayPicker';
import { notifySuccess, showFormError } from '../../components/notify';
import { shownDay } from '../../components/format';
import { useChangeDueDate } from './queries';

interface Props {
  opened: boolean;
  job: { id: number; job_no: string; due_date: string | null };
  /** The company's today: the earliest day the date may move to. */
  today: string;
  onClose(): void;
}

/** The Change job due date modal (screens §3.18); its form starts afresh at every opening. */
export function DueDateModal({ opened, job, today, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Change the due date of ${job.job_no}`}>
      <DueDateForm job={job} today={today} onDone={onClose} />
    </Modal>
  );
}

const validateShape = schemaResolver(dueDateChangeRequest, { sync: true });

function DueDateForm({ job, today, onDone }: { job: Props['job']; today: string; onDone(): void }) {
  const save = useChangeDueDate();
  const form = useForm<DueDateChangeRequest>({
    initialValues: { job_id: job.id, due_date: '', reason: '' },
    // The same rules the server applies, so the messages match.
    validate: (values) => ({
      ...validateShape(values),
      ...(values.due_date && values.due_date === job.due_date ? { due_date: Msg.jobAdmin.sameDueDate } : {}),
    }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { ...values, reason: values.reason.trim() },
          {
            onSuccess: (result) => {
              notifySuccess(result.message, { autoClose: 2000 });
              onDone();
            },
            onError: (error) => showFormError(form, error),
          },
        ),
      )}
    >
      <Stack>
        <Text size="sm">
          Now due on <strong>{shownDay(job.due_date)}</strong>.
        </Text>
        <DayInput
          label="New due date"
          required
          minDate={today}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={form.values.due_date || null}
          onChange={(day) => {
            form.setFieldValue('due_date', day ?? '');
            form.clearFieldError('due_date');
          }}
          error={form.errors.due_date}
        />
        <Textarea
          label="Reason"
          description="Kept in the job's due date history."
          required
          autosize
          minRows={3}
          maxLength={500}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Change due date
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
