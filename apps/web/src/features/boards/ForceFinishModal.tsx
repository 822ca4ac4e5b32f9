import { useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { forceFinishRequest, Msg, TaskSection, type BoardTask } from '@jobline/shared';
import { ApiError, errorMessage } from '../../api/client';
import { notifySuccess } from '../../components/notify';
import { useForceFinish } from './queries';

const M = Msg.boards;
const validateShape = schemaResolver(forceFinishRequest, { sync: true });

/**
 * 'User credentials for force finish' (screens.md §3.16 f): the e-mail and password of an authority
 * finish someone else's ongoing task. Wrong credentials show next to the fields; any other refusal
 * stays in the dialog, with the typed username kept.
 */
export function ForceFinishModal({ task, onClose }: { task: BoardTask | null; onClose(): void }) {
  const finish = useForceFinish();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: (values) => validateShape({ ...values, taskUserId: task?.task_user_id ?? 0 }),
  });
  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!task) return;
    setRefusal(null);
    finish.mutate(
      {
        ...values,
        task: task.task_id,
        taskUserId: task.task_user_id,
        newSection: TaskSection.FINISHED,
        previousSection: TaskSection.ONGOING,
      },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || M.forceFinished);
          close();
        },
        onError: (error) => {
          form.setFieldValue('password', '');
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
            form.setErrors(error.fieldErrors);
          } else setRefusal(errorMessage(error));
        },
      },
    );
  });

  return (
    <Modal opened={task !== null} onClose={close} title={M.forceFinish} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">
            Finish {task?.task_no} {task?.task_name} with the e-mail and password of a super admin, admin,
            director, head of division or team leader.
          </Text>
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <TextInput
            label="Username (e-mail)"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('username')}
          />
          <PasswordInput label="Password" autoComplete="off" required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={finish.isPending}>
              {M.forceFinish}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
