import { useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowsExchange } from '@tabler/icons-react';
import {
  AssignmentType,
  Msg,
  reassignQuestion,
  TASK_PRIORITY_LABELS,
  type AssignedTaskRow,
  type HeldTask,
  type TaskPriority,
} from '@jobline/shared';
import { EmployeePicker } from '../../components/EmployeePicker';
import { confirmAction } from '../../components/confirm';
import { notifySuccess, showFormError } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { useCompanyToday } from '../auth/useCompanyToday';
import { shownDay } from '../../components/format';
import { AssignedOverview } from './AssignedOverview';
import { initialAssignValues, toRequest, validateAssignment, type AssignFormValues } from './assignForm';
import { AssignmentFields } from './AssignmentFields';
import { JobSelect } from './JobSelect';
import { useDueDateFloor } from './useDueDateFloor';
import { useAssignment, useEmployeeJobs, useHeldTasks, useTasksChangedRefresh } from './queries';
import { notPhone, SelectableTasks } from './SelectableTasks';

const M = Msg.taskAssign;
/** Selection is by task (what POST tasks/assign takes), not by assignment. */
type HeldRow = HeldTask & { assignment_id: number };
const priorityOf = (row: HeldTask) =>
  TASK_PRIORITY_LABELS[row.priority as TaskPriority] ?? String(row.priority);

/**
 * Task Re-assigning, 'Assigned Tasks' (spec 001 §2.3, screens §4.3): pick an employee, one of their
 * jobs and the tasks they hold there, then the new assignee, QC employee, due date and priority.
 * The change is confirmed first: the tasks start again in Back Log with the new assignee.
 */
export function TaskReassignPage() {
  // Names of the people picked, for the confirmation.
  const names = useRef(new Map<number, string>());
  const assign = useAssignment();
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const today = useCompanyToday();
  useTasksChangedRefresh();

  const form = useForm<AssignFormValues>({
    initialValues: initialAssignValues(AssignmentType.REASSIGN, today),
    validate: (values) => validateAssignment(values, today),
  });
  const { employee, job_id: jobId } = form.values;
  const jobs = useEmployeeJobs(employee);
  useDueDateFloor(form, today);
  const held = useHeldTasks(jobId, employee);
  const rows = useMemo<HeldRow[]>(
    () => (held.data?.tasks ?? []).map((t) => ({ ...t, assignment_id: t.id, id: t.task_id })),
    [held.data],
  );
  useLeaveGuard(form.values.tasks.length > 0, 'The ticked tasks have not been re-assigned yet.');

  const pickEmployee = (id: number | null) => {
    form.setValues({ employee: id, job_id: null, tasks: [] });
    form.clearErrors();
  };
  const pickJob = (id: number | null) => {
    form.setValues({ job_id: id, tasks: [] });
    form.clearFieldError('job_id');
  };
  const pickFromOverview = (row: AssignedTaskRow) => {
    setPicked(row.employee.active ? null : row.employee);
    names.current.set(row.employee.id, row.employee.name);
    form.setValues({ employee: row.employee.id, job_id: row.job_id, tasks: [row.task_id] });
    form.clearErrors();
  };

  const send = (values: AssignFormValues) =>
    assign.mutate(toRequest(values), {
      onSuccess: (result) => {
        notifySuccess(`${result.message}: ${result.tasks.length} to ${result.assigned_emp.name}`);
        form.setFieldValue('tasks', []);
      },
      onError: (error) => showFormError(form, error),
    });
  const submit = form.onSubmit((values) => {
    const nameOf = (id: number | null) =>
      (id !== null && names.current.get(id)) || (jobs.data?.employee.name ?? 'the employee');
    confirmAction({
      title: M.reassignConfirmTitle,
      body: reassignQuestion(
        values.tasks.length,
        nameOf(values.employee),
        nameOf(values.task_assigned_employee),
      ),
      confirmLabel: 'Re-assign',
      onConfirm: () => send(values),
    });
  });

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {M.reassignTitle}
        </Title>
        <Text c="dimmed" size="sm">
          Hand tasks an employee holds to someone else. Time already spent stays with whoever spent it.
        </Text>
      </div>

      <form noValidate onSubmit={submit} aria-label="Re-assign tasks">
        <Stack>
          <Card withBorder padding="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <EmployeePicker
                label="Employee"
                required
                clearable={false}
                extra={
                  picked && {
                    id: picked.id,
                    name: `${picked.name} (no longer active)`,
                    code: '',
                    division_id: null,
                    role_id: null,
                    image_url: '',
                  }
                }
                value={employee}
                onChange={(id, item) => {
                  if (item) names.current.set(item.id, item.name);
                  pickEmployee(id);
                }}
                error={form.errors.employee}
              />
              <JobSelect
                jobs={jobs.data?.jobs}
                loading={employee !== null && jobs.isPending}
                value={jobId}
                onChange={pickJob}
                error={form.errors.job_id}
                countLabel="open"
                current={held.data?.job}
                disabled={employee === null}
                placeholder={employee === null ? 'Select an employee first' : undefined}
              />
            </SimpleGrid>
            {jobs.isError && <QueryError what="the jobs" error={jobs.error} onRetry={() => jobs.refetch()} />}
            {jobs.data && jobs.data.jobs.length === 0 && (
              <Text size="sm" c="dimmed" mt="sm">
                {M.noEmployeeJobs}
              </Text>
            )}
          </Card>

          <Card withBorder padding="md">
            <AssignmentFields
              form={form}
              today={today}
              assigneeLabel="New assignee"
              excludeAssignee={employee}
              onPicked={(u) => names.current.set(u.id, u.name)}
            />
          </Card>

          {form.errors.tasks && (
            <Alert color="red" variant="light">
              {form.errors.tasks}
            </Alert>
          )}
          {employee === null ? (
            <AssignedOverview onPick={pickFromOverview} />
          ) : jobId === null ? (
            <Card withBorder padding="xl">
              <Text c="dimmed" ta="center">
                Select one of the employee’s jobs to see the tasks they hold there.
              </Text>
            </Card>
          ) : held.isError ? (
            <QueryError what="the tasks" error={held.error} onRetry={() => held.refetch()} />
          ) : (
            <SelectableTasks<HeldRow>
              rows={rows}
              label={`Tasks ${held.data?.employee.name ?? 'the employee'} holds on ${held.data?.job.job_no ?? 'the job'}`}
              emptyText={held.isPending ? 'Loading tasks…' : M.noEmployeeTasks}
              fetching={held.isFetching}
              selected={form.values.tasks}
              onSelectedChange={(ids) => {
                form.setFieldValue('tasks', ids);
                form.clearFieldError('tasks');
              }}
              phoneDetails={(row) =>
                `${row.current_status} · due ${shownDay(row.due_date)} · ${priorityOf(row)}`
              }
              columns={[
                {
                  accessor: 'current_status',
                  title: 'Status',
                  visibleMediaQuery: notPhone,
                  render: (row) => (
                    <Badge variant="default" size="sm">
                      {row.current_status}
                    </Badge>
                  ),
                },
                {
                  accessor: 'due_date',
                  title: 'Due',
                  noWrap: true,
                  visibleMediaQuery: notPhone,
                  render: (row) => shownDay(row.due_date),
                },
                { accessor: 'priority', title: 'Priority', visibleMediaQuery: notPhone, render: priorityOf },
                {
                  accessor: 'qc_employee',
                  title: 'QC',
                  visibleMediaQuery: notPhone,
                  render: (row) => row.qc_employee?.name ?? '—',
                },
              ]}
            />
          )}

          <Button
            type="submit"
            loading={assign.isPending}
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            style={{ alignSelf: 'flex-end' }}
          >
            {form.values.tasks.length ? `Re-assign ${form.values.tasks.length} selected` : 'Re-assign tasks'}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
