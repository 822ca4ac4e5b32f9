import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_MAX, Msg, TaskSection, type BoardTask } from '@jobline/shared';
import { ApiError } from '../../api/client';
import { postQcDecision } from './api';
import { boardKeys } from './queries';

const M = Msg.boards;

interface Props {
  task: BoardTask | null;
  onClose(): void;
  onSent(message: string): void;
  /** A refusal with a status (not a field message) goes to the board's usual handling. */
  onRefused(error: unknown, task: BoardTask): void;
}

/**
 * The QC fix prompt (screens.md §3.16 g): sending work back needs what to fix (up to 250
 * characters); the work returns to its holder with it.
 */
export function QcFixModal({ task, onClose, onSent, onRefused }: Props) {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: postQcDecision,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
  const form = useForm({
    initialValues: { qc_message: '' },
    validate: {
      qc_message: (value) =>
        !value.trim() ? M.qcFixRequired : value.trim().length > COMMENT_MAX ? M.commentTooLong : null,
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!task) return;
    send.mutate(
      {
        task: task.task_id,
        taskUserId: task.task_user_id,
        newSection: TaskSection.SEND_BACK_TO_FIX,
        previousSection: task.current_section,
        qc_message: values.qc_message.trim(),
      },
      {
        onSuccess: (answer) => {
          onSent(answer.message);
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.qc_message) {
            form.setFieldError('qc_message', error.fieldErrors.qc_message);
            return;
          }
          close();
          onRefused(error, task);
        },
      },
    );
  });

  return (
    <Modal opened={task !== null} onClose={close} title={`Send ${task?.task_no ?? ''} back to fix`} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">
            The work on {task?.task_name} goes back to its holder with what you write here.
          </Text>
          <Textarea
            label={M.qcFixQuestion}
            required
            autosize
            minRows={3}
            maxLength={COMMENT_MAX}
            description={`${form.values.qc_message.length}/${COMMENT_MAX}`}
            data-autofocus
            {...form.getInputProps('qc_message')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send back
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
