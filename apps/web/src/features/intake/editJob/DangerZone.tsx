import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { JOB_DELETER_ROLES, Msg, type JobDetail } from '@jobline/shared';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useUser } from '../../auth/AuthProvider';
import { deleteJob } from '../api';
import { DeleteTasksTable } from './DeleteTasksTable';

/** The Danger Zone of Edit Job Details: shown only with a job loaded. */
export function DangerZone({ job, onDeleted }: { job: JobDetail; onDeleted(): void }) {
  const user = useUser();
  const mayDelete = user.role_id !== null && JOB_DELETER_ROLES.includes(user.role_id);
  const remove = useMutation({
    mutationFn: () => deleteJob(job.id),
    onSuccess: (result) => {
      notifySuccess(result.message);
      onDeleted();
    },
    onError: (error) => notifyError(error),
  });
  const ask = () =>
    confirmAction({
      title: `Delete job ${job.job_no}?`,
      body: [
        Msg.intake.confirmDeleteJob,
        'It leaves every list and screen; its record is kept for the audit.',
      ],
      confirmLabel: 'Delete job',
      danger: true,
      onConfirm: () => remove.mutate(),
    });

  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby="danger-zone-title"
      style={{ borderColor: 'var(--mantine-color-red-8)' }}
    >
      <Stack gap="md">
        <Title order={2} size="h4" c="red.9" id="danger-zone-title">
          Danger Zone
        </Title>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text fw={600}>Delete this job</Text>
            <Text size="sm" c="dimmed">
              {mayDelete ? 'Only a job nobody has started on can be deleted.' : Msg.intake.deleteJobRoles}
            </Text>
          </div>
          {mayDelete && (
            <Button
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={ask}
            >
              Delete this job
            </Button>
          )}
        </Group>
        {mayDelete && (
          <>
            <Divider />
            <DeleteTasksTable jobId={job.id} />
          </>
        )}
      </Stack>
    </Card>
  );
}
