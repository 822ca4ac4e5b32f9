import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Anchor, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { Link } from 'react-router';
import { Msg, PENDING_FINISHED_PAGE_SIZE, type PendingFinishedJob } from '@jobline/shared';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { RejectReasonForm } from '../../components/RejectReasonForm';
import { pagingText, useClientPaging } from '../../components/tablePaging';
import { shownInstant } from '../../components/format';
import { namedTable } from './namedTable';
import { useFinishedJobDecision, usePendingFinishedJobs } from './queries';

const M = Msg.jobAdmin;
const notPhone = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/**
 * Show Pending Finished Jobs (screens §3.17, R-078): finished jobs waiting for a head, 5 to a page,
 * each accepted ('Do you want to complete this job?') or rejected with a reason (> 5 characters).
 */
export function PendingFinishedJobs() {
  const pending = usePendingFinishedJobs(true);
  const decide = useFinishedJobDecision();
  const [rejecting, setRejecting] = useState<PendingFinishedJob | null>(null);
  const paging = useClientPaging(pending.data ?? [], PENDING_FINISHED_PAGE_SIZE);

  const accept = (entry: PendingFinishedJob) =>
    confirmAction({
      title: `Complete ${entry.job.job_no}?`,
      body: [M.confirmFinish, `${entry.employee.name} finished it; it leaves this list.`],
      confirmLabel: 'Complete job',
      onConfirm: () =>
        decide.mutate(
          { jobUserId: entry.job_user_id, accept: true },
          { onSuccess: (r) => notifySuccess(r.message), onError: (error) => notifyError(error) },
        ),
    });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="pending-finished-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="pending-finished-title">
          Pending finished jobs
        </Title>
        {pending.isError && !pending.data ? (
          <QueryError what="the finished jobs" error={pending.error} onRetry={() => pending.refetch()} />
        ) : (
          <DataTable<PendingFinishedJob>
            tableRef={namedTable('Finished jobs waiting for approval')}
            withTableBorder
            borderRadius="md"
            striped
            minHeight={pending.data?.length ? undefined : 150}
            idAccessor="job_user_id"
            fetching={pending.isPending}
            loadingText="Loading finished jobs…"
            noRecordsText={M.noPendingFinishedJobs}
            {...paging}
            {...pagingText('Jobs')}
            columns={[
              {
                accessor: 'job.job_no',
                title: 'Job No',
                render: (entry) => (
                  <Stack gap={0}>
                    <Anchor
                      component={Link}
                      to={`/edit-job-details?job_no=${encodeURIComponent(entry.job.job_no)}&id=${entry.job.id}`}
                      size="sm"
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {entry.job.job_no}
                    </Anchor>
                    {/* Customer and employee fold under the number on phones. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {entry.job.customer_name ?? '—'} · {entry.employee.name}
                    </Text>
                  </Stack>
                ),
              },
              {
                accessor: 'job.customer_name',
                title: 'Customer',
                visibleMediaQuery: notPhone,
                render: (e) => e.job.customer_name ?? '—',
              },
              { accessor: 'employee.name', title: 'Employee', visibleMediaQuery: notPhone },
              {
                accessor: 'finished_at',
                title: 'Finished',
                noWrap: true,
                visibleMediaQuery: notPhone,
                render: (e) => shownInstant(e.finished_at),
              },
              {
                accessor: 'actions',
                title: 'Decision',
                textAlign: 'right',
                render: (entry) => (
                  <Group gap={6} justify="flex-end">
                    <Button
                      size="compact-sm"
                      onClick={() => accept(entry)}
                      aria-label={`Complete ${entry.job.job_no}`}
                    >
                      Complete
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setRejecting(entry)}
                      aria-label={`Reject ${entry.job.job_no}`}
                    >
                      Reject
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Stack>
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={rejecting ? `Reject ${rejecting.job.job_no}` : 'Reject'}
      >
        {rejecting && <RejectForm entry={rejecting} onDone={() => setRejecting(null)} />}
      </Modal>
    </Card>
  );
}

/** 'Write your reject reason:' — more than 5 characters, said when shorter (O-11). */
function RejectForm({ entry, onDone }: { entry: PendingFinishedJob; onDone(): void }) {
  const decide = useFinishedJobDecision();
  return (
    <RejectReasonForm
      intro={`${M.confirmReject} ${entry.employee.name} will be told why.`}
      label={M.rejectPrompt}
      pending={decide.isPending}
      onSubmit={(reason) =>
        decide.mutate(
          { jobUserId: entry.job_user_id, accept: false, reason },
          {
            onSuccess: (r) => {
              notifySuccess(r.message);
              onDone();
            },
            onError: (error) => notifyError(error),
          },
        )
      }
      onCancel={onDone}
    />
  );
}
