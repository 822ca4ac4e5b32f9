import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Msg, type TaskDetails } from '@jobline/shared';
import { notifySuccess, showFormError } from '../../components/notify';
import { EmployeePicker } from '../../components/EmployeePicker';
import { useQcEmployee } from './queries';

const M = Msg.boards;

interface Props {
  opened: boolean;
  details: TaskDetails;
  onClose(): void;
}

/** 'Change QC employee' (screens.md §3.16 b): someone other than the holder checks the work. */
export function ChangeQcModal({ opened, details, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`QC employee of ${details.task_no}`} centered>
      {opened && <ChangeQcForm details={details} onDone={onClose} />}
    </Modal>
  );
}

function ChangeQcForm({ details, onDone }: { details: TaskDetails; onDone(): void }) {
  const change = useQcEmployee();
  const form = useForm<{ employee_id: number | null }>({
    initialValues: { employee_id: null },
    validate: { employee_id: (value) => (value === null ? M.qcEmployeeRequired : null) },
  });
  const submit = form.onSubmit((values) =>
    change.mutate(
      { task_id: details.task_user_id, job_id: details.job_id, employee_id: values.employee_id! },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || M.qcChanged);
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
          Checked now by <strong>{details.qc_employee?.name ?? 'nobody'}</strong>.
        </Text>
        <EmployeePicker
          label="New QC employee"
          value={form.values.employee_id}
          onChange={(value) => form.setFieldValue('employee_id', value)}
          error={form.errors.employee_id}
          hide={(u) => u.id === details.user_id || u.id === details.qc_employee?.id}
          required
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Change QC employee
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
