import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Msg, type PendingTaskApproval } from '@jobline/shared';
import { notifyError, notifySuccess } from '../../components/notify';
import { useApproveTasks } from './queries';

const M = Msg.boards;

interface Props {
  request: PendingTaskApproval | null;
  onClose(): void;
}

/** Approve one request: this task only, or every open task the employee has on the job. */
export function ApproveTaskModal({ request, onClose }: Props) {
  const approve = useApproveTasks();
  const decide = (allTasks: boolean) => {
    if (!request) return;
    approve.mutate(
      { task_user_id: request.task_user_id, job_user_id: request.job_user_id, allTasks },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || M.approved);
          onClose();
        },
        onError: (error) => notifyError(error),
      },
    );
  };
  const pending = approve.isPending ? approve.variables?.allTasks : undefined;
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      size="lg"
      title={request ? `Approve task ${request.task_no} of ${request.job_no}` : 'Approve'}
    >
      {request && (
        <Stack>
          <Text size="sm">
            {request.employee.name} has used the estimated time of “{request.task_name}” and asks to go on.
            Approve this task only, or every open task {request.employee.name} has on {request.job_no}?
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={approve.isPending}>
              Cancel
            </Button>
            <Button
              variant="light"
              onClick={() => decide(true)}
              loading={pending === true}
              disabled={pending === false}
            >
              {M.approveAllTasks}
            </Button>
            <Button
              onClick={() => decide(false)}
              loading={pending === false}
              disabled={pending === true}
              data-autofocus
            >
              {M.approveThisTask}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
