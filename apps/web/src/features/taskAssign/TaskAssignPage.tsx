import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserCheck } from '@tabler/icons-react';
import { AssignmentType, Msg, SHOW_ALL_JOBS_ROLES, type UnassignedTask } from '@jobline/shared';
import { notifySuccess, showFormError } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { useAuth } from '../auth/AuthProvider';
import { useCompanyToday } from '../auth/useCompanyToday';
import { initialAssignValues, toRequest, validateAssignment, type AssignFormValues } from './assignForm';
import { AssignmentFields } from './AssignmentFields';
import { JobSelect } from './JobSelect';
import { useDueDateFloor } from './useDueDateFloor';
import { useAssignJobs, useAssignment, useTasksChangedRefresh, useUnassignedTasks } from './queries';
import { hours, notPhone, SelectableTasks } from './SelectableTasks';

const M = Msg.taskAssign;
const estimates = (row: UnassignedTask) =>
  `O ${hours(row.Time01)} · M ${hours(row.Time02)} · P ${hours(row.Time03)}`;

/**
 * Task Assign, 'Unassigned Tasks' (spec 001 §2.2, screens §4.2): pick a job (the user's own, or
 * every job they manage with 'Show all jobs'), then who does the tasks, who checks them, by when
 * and how urgent, tick tasks and assign them. Assigned tasks leave the list at once.
 */
export function TaskAssignPage() {
  const { user } = useAuth();
  const mayShowAll = SHOW_ALL_JOBS_ROLES.includes(user?.role_id ?? -1);
  const [showAll, setShowAll] = useState(false);
  const jobs = useAssignJobs(showAll);
  const today = useCompanyToday();
  const assign = useAssignment();
  useTasksChangedRefresh();

  const form = useForm<AssignFormValues>({
    initialValues: initialAssignValues(AssignmentType.ASSIGN, today),
    validate: (values) => validateAssignment(values, today),
  });
  useDueDateFloor(form, today);
  const jobId = form.values.job_id;
  const tasks = useUnassignedTasks(jobId);
  useLeaveGuard(form.values.tasks.length > 0, 'The ticked tasks have not been assigned yet.');

  const pickJob = (id: number | null) => {
    form.setFieldValue('job_id', id);
    form.setFieldValue('tasks', []);
    form.clearErrors();
  };

  const submit = form.onSubmit((values) =>
    assign.mutate(toRequest(values), {
      onSuccess: (result) => {
        notifySuccess(`${result.message}: ${result.tasks.length} to ${result.assigned_emp.name}`);
        form.setFieldValue('tasks', []);
      },
      onError: (error) => showFormError(form, error),
    }),
  );

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {M.assignTitle}
        </Title>
        <Text c="dimmed" size="sm">
          Pick a job, choose who does its tasks and who checks them, tick the tasks and assign them.
        </Text>
      </div>

      <form noValidate onSubmit={submit} aria-label="Assign tasks">
        <Stack>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Group align="flex-end" gap="md" wrap="wrap">
                <div style={{ flex: '1 1 280px', maxWidth: 560 }}>
                  <JobSelect
                    jobs={jobs.data?.jobs}
                    loading={jobs.isPending}
                    value={jobId}
                    onChange={pickJob}
                    error={form.errors.job_id}
                    countLabel="unassigned"
                    current={tasks.data?.job}
                  />
                </div>
                {mayShowAll && (
                  <Checkbox
                    label={M.showAllJobs}
                    checked={showAll}
                    mb={8}
                    onChange={(event) => {
                      setShowAll(event.currentTarget.checked);
                      pickJob(null);
                    }}
                  />
                )}
              </Group>
              {jobs.isError && (
                <QueryError what="the jobs" error={jobs.error} onRetry={() => jobs.refetch()} />
              )}
              {jobs.data && jobs.data.jobs.length === 0 && (
                <Text size="sm" c="dimmed">
                  {M.noJobs}
                  {mayShowAll && !showAll
                    ? ` of your own. Tick "${M.showAllJobs}" to see the jobs you manage.`
                    : '.'}
                </Text>
              )}
            </Stack>
          </Card>

          <Card withBorder padding="md">
            <AssignmentFields form={form} today={today} assigneeLabel="Assign to" />
          </Card>

          {form.errors.tasks && (
            <Alert color="red" variant="light">
              {form.errors.tasks}
            </Alert>
          )}
          {jobId === null ? (
            <Card withBorder padding="xl">
              <Text c="dimmed" ta="center">
                {M.pickJobFirst}
              </Text>
            </Card>
          ) : tasks.isError ? (
            <QueryError what="the tasks" error={tasks.error} onRetry={() => tasks.refetch()} />
          ) : (
            <SelectableTasks<UnassignedTask>
              rows={tasks.data?.tasks ?? []}
              label={`Unassigned tasks of ${tasks.data?.job.job_no ?? 'the job'}`}
              emptyText={tasks.isPending ? 'Loading tasks…' : M.noUnassignedTasks}
              fetching={tasks.isFetching}
              selected={form.values.tasks}
              onSelectedChange={(ids) => {
                form.setFieldValue('tasks', ids);
                form.clearFieldError('tasks');
              }}
              phoneDetails={estimates}
              columns={[
                {
                  accessor: 'Time01',
                  title: 'Optimistic',
                  textAlign: 'right',
                  visibleMediaQuery: notPhone,
                  render: (r) => hours(r.Time01),
                },
                {
                  accessor: 'Time02',
                  title: 'Most likely',
                  textAlign: 'right',
                  visibleMediaQuery: notPhone,
                  render: (r) => hours(r.Time02),
                },
                {
                  accessor: 'Time03',
                  title: 'Pessimistic',
                  textAlign: 'right',
                  visibleMediaQuery: notPhone,
                  render: (r) => hours(r.Time03),
                },
              ]}
            />
          )}

          <Group justify="flex-end">
            <Button
              type="submit"
              loading={assign.isPending}
              leftSection={<IconUserCheck size={16} aria-hidden />}
            >
              {form.values.tasks.length ? `Assign ${form.values.tasks.length} selected` : 'Assign tasks'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
