import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Msg, type BoardTask } from '@jobline/shared';
import { showFormError, notifySuccess } from '../../components/notify';
import { useAuth } from '../auth/AuthProvider';
import { EmployeePicker } from '../../components/EmployeePicker';
import { useAuthorizationRequest } from './queries';

const M = Msg.boards;

/**
 * 'Need Task Authorization' (screens.md §3.16 d): a task that used its estimate asks someone with
 * Job Authorization to let it go on. Anyone active may be picked; the server refuses those who
 * cannot authorize, next to the field.
 */
export function AuthorizationRequestModal({ task, onClose }: { task: BoardTask | null; onClose(): void }) {
  const { user } = useAuth();
  const request = useAuthorizationRequest();
  const form = useForm<{ request_to: number | null }>({
    initialValues: { request_to: null },
    validate: { request_to: (value) => (value === null ? M.employeeRequired : null) },
  });
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!task || values.request_to === null) return;
    request.mutate(
      { task_user_id: task.task_user_id, job_id: task.job_id, request_to: values.request_to },
      {
        onSuccess: () => {
          notifySuccess(M.requestSent);
          close();
        },
        onError: (error) => showFormError(form, error),
      },
    );
  });

  return (
    <Modal opened={task !== null} onClose={close} title="Need Task Authorization" centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">{M.needsAuthorization}.</Text>
          <Text size="sm" fw={600}>
            {task?.task_no} {task?.task_name}
          </Text>
          <EmployeePicker
            label={M.requestTo}
            value={form.values.request_to}
            onChange={(value) => form.setFieldValue('request_to', value)}
            error={form.errors.request_to}
            hide={(u) => u.id === user?.id}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={request.isPending}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
