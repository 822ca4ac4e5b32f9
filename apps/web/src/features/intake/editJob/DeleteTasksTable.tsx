import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { ActionIcon, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import {
  DELETE_TASK_DESCRIPTION_CUT,
  DELETE_TASKS_PAGE_SIZE,
  Msg,
  type RemovableTask,
} from '@jobline/shared';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/QueryError';
import { pagingText, useClientPaging } from '../../../components/tablePaging';
import { checkTaskRemoval, fetchJobTasks, intakeKeys, removeTask } from '../api';
import { Notice } from '../Notice';

const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
const cut = (text: string) =>
  text.length > DELETE_TASK_DESCRIPTION_CUT ? `${text.slice(0, DELETE_TASK_DESCRIPTION_CUT - 1)}…` : text;

/**
 * Delete Tasks (spec 002 §2): each removal is checked first (Back Log or unassigned, and not the
 * job's only task), explained when refused, and confirmed when allowed.
 */
export function DeleteTasksTable({ jobId }: { jobId: number }) {
  const queryClient = useQueryClient();
  const tasks = useQuery({
    queryKey: intakeKeys.jobTasks(jobId),
    queryFn: () => fetchJobTasks(jobId),
    staleTime: 0,
  });
  const paging = useClientPaging(tasks.data ?? [], DELETE_TASKS_PAGE_SIZE);
  const [refused, setRefused] = useState<{ task: RemovableTask; reason: string } | null>(null);
  // Task numbers restart on each sheet: name the sheet too when there is more than one.
  const manySheets = (tasks.data ?? []).some((t) => t.sheet_no > 1);
  const numberOf = (t: RemovableTask) => (manySheets ? `${t.sheet_no}.${t.task_no}` : t.task_no);
  const refresh = () => queryClient.invalidateQueries({ queryKey: intakeKeys.jobTasks(jobId) });

  const remove = useMutation({
    mutationFn: (task: RemovableTask) => removeTask(task.id),
    onSuccess: (result) => {
      notifySuccess(result.message);
      void refresh();
    },
    onError: (error) => {
      notifyError(error);
      void refresh();
    },
  });
  const check = useMutation({
    mutationFn: async (task: RemovableTask) => ({ task, verdict: await checkTaskRemoval(task.id) }),
    onSuccess: ({ task, verdict }) => {
      if (!verdict.data)
        return setRefused({ task, reason: verdict.reason ?? Msg.intake.taskCannotBeDeleted });
      setRefused(null);
      confirmAction({
        title: `Remove task ${numberOf(task)}?`,
        body: [`Warning! ${Msg.intake.confirmRemoveTask}`, task.task_name],
        confirmLabel: 'Remove task',
        danger: true,
        onConfirm: () => remove.mutate(task),
      });
    },
    onError: (error) => notifyError(error),
  });

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Delete Tasks
      </Title>
      {refused && (
        <Notice
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={Msg.intake.taskCannotBeDeleted}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setRefused(null)}
          role="alert"
        >
          Task {numberOf(refused.task)}: {refused.reason}
        </Notice>
      )}
      {tasks.isError ? (
        <QueryError what="the job's tasks" error={tasks.error} onRetry={() => tasks.refetch()} />
      ) : (
        <DataTable<RemovableTask>
          withTableBorder
          borderRadius="md"
          striped
          minHeight={tasks.data?.length ? undefined : 160}
          fetching={tasks.isPending}
          loadingText="Loading tasks…"
          noRecordsText={Msg.intake.noTasks}
          idAccessor="id"
          {...paging}
          {...pagingText('Tasks')}
          columns={[
            { accessor: 'task_no', title: 'Task No', width: 80, render: numberOf },
            { accessor: 'task_name', title: 'Task', visibleMediaQuery: wide },
            {
              accessor: 'task_description',
              title: 'Description',
              render: (t) => <span title={t.task_description}>{cut(t.task_description)}</span>,
            },
            { accessor: 'current_status', title: 'Status', noWrap: true, width: 100 },
            {
              accessor: 'actions',
              title: <VisuallyHidden>Actions</VisuallyHidden>,
              textAlign: 'right',
              width: 56,
              render: (t) => (
                <Tooltip label={t.removable ? 'Remove task' : (t.reason ?? 'Cannot be removed')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove task ${numberOf(t)}`}
                    loading={
                      (check.isPending && check.variables?.id === t.id) ||
                      (remove.isPending && remove.variables?.id === t.id)
                    }
                    onClick={() => check.mutate(t)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ),
            },
          ]}
        />
      )}
      <Text size="xs" c="dimmed">
        Only tasks in Back Log or not yet assigned can be removed, and never a job’s only task.
      </Text>
    </Stack>
  );
}
