import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { COMMENT_MAX, estimateChangeRequest, formatMinutes, Msg, type TaskDetails } from '@jobline/shared';
import { notifySuccess, showFormError } from '../../components/notify';
import { useEstimateChange } from './queries';

const M = Msg.boards;
const validateShape = schemaResolver(estimateChangeRequest, { sync: true });

interface Props {
  opened: boolean;
  details: TaskDetails;
  onClose(): void;
}

/**
 * The estimate change (screens.md §3.16 c): the new most-likely hours and a reason longer than five
 * characters (O-10: said, not silently dropped).
 */
export function EstimateModal({ opened, details, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Estimate of ${details.task_no}`} centered>
      {opened && <EstimateForm details={details} onDone={onClose} />}
    </Modal>
  );
}

function EstimateForm({ details, onDone }: { details: TaskDetails; onDone(): void }) {
  const change = useEstimateChange();
  const form = useForm<{ estimate_time: number | string; reason: string }>({
    initialValues: { estimate_time: details.estimated_time || '', reason: '' },
    validate: (values) =>
      validateShape({
        task_id: details.task_user_id,
        estimate_time: values.estimate_time === '' ? undefined : values.estimate_time,
        reason: values.reason,
      }),
  });
  const submit = form.onSubmit((values) =>
    change.mutate(
      {
        task_id: details.task_user_id,
        last_activity_id: details.last_activity_id,
        estimate_time: Number(values.estimate_time),
        reason: values.reason.trim(),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || M.estimateChanged);
          onDone();
        },
        onError: (error) => showFormError(form, error),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Text size="sm">
          Estimated now at <strong>{formatMinutes(details.estimated_minutes)}</strong>.
        </Text>
        <NumberInput
          label="New estimate (hours)"
          required
          min={0.25}
          max={9999.99}
          step={0.25}
          decimalScale={2}
          data-autofocus
          {...form.getInputProps('estimate_time')}
        />
        <Textarea
          label="Reason"
          description="More than 5 characters."
          required
          autosize
          minRows={2}
          maxLength={COMMENT_MAX}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Change estimate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
