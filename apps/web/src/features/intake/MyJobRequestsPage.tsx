import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { ActionIcon, Anchor, Group, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { Link } from 'react-router';
import {
  Msg,
  MY_REQUESTS_PAGE_SIZE,
  RealtimeEventType,
  REQUEST_DESCRIPTION_CUT,
  type JobRequestView,
} from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { QueryError } from '../../components/QueryError';
import { pagingText, useClientPaging } from '../../components/tablePaging';
import { fetchRequests, intakeKeys } from './api';
import { RequestDetailModal } from './requests/RequestDetailModal';
import { RequestStatusBadge } from './requests/requestStatus';
import { shownDay, shownInstant } from '../../components/format';

const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
const cut = (text: string) =>
  text.length > REQUEST_DESCRIPTION_CUT ? `${text.slice(0, REQUEST_DESCRIPTION_CUT - 1)}…` : text;

/** My Job Requests (screens §3.3): everything I raised, 10 a page, each with its detail. */
export function MyJobRequestsPage() {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<JobRequestView | null>(null);
  const requests = useQuery({
    queryKey: intakeKeys.requests(0),
    queryFn: () => fetchRequests(0),
    staleTime: 0,
  });
  const all = requests.data ?? [];
  const paging = useClientPaging(all, MY_REQUESTS_PAGE_SIZE);
  useRealtimeEvent(RealtimeEventType.JOB_REQUESTS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: intakeKeys.allRequests });
  });
  const first = (paging.page - 1) * paging.recordsPerPage;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            My Job Requests
          </Title>
          <Text c="dimmed" size="sm">
            Every request you raised and what became of it.
          </Text>
        </div>
        <Anchor component={Link} to="/job-request" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            Go Back
          </Group>
        </Anchor>
      </Group>
      {requests.isError ? (
        <QueryError what="your job requests" error={requests.error} onRetry={() => requests.refetch()} />
      ) : (
        <DataTable<JobRequestView>
          withTableBorder
          borderRadius="md"
          striped
          highlightOnHover
          minHeight={all.length ? undefined : 200}
          fetching={requests.isPending}
          loadingText="Loading your job requests…"
          noRecordsText={Msg.intake.noRequests}
          idAccessor="id"
          {...paging}
          {...pagingText('Requests')}
          columns={[
            { accessor: 'no', title: 'No', width: 56, render: (r) => first + paging.records.indexOf(r) + 1 },
            {
              accessor: 'created_at',
              title: 'Requested At',
              noWrap: true,
              visibleMediaQuery: wide,
              render: (r) => shownInstant(r.created_at),
            },
            {
              accessor: 'request_id',
              title: 'Request Id',
              noWrap: true,
              render: (r) => (
                <Stack gap={0}>
                  <Text size="sm">{r.request_id}</Text>
                  {/* The customer column is hidden on phones: show it here instead. */}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {r.customer}
                  </Text>
                </Stack>
              ),
            },
            { accessor: 'customer', title: 'Customer', visibleMediaQuery: wide },
            { accessor: 'customer_code', title: 'Customer code', noWrap: true, visibleMediaQuery: wide },
            {
              accessor: 'job_description',
              title: 'Description',
              visibleMediaQuery: wide,
              render: (r) => <span title={r.job_description}>{cut(r.job_description)}</span>,
            },
            { accessor: 'due_date', title: 'Due Date', noWrap: true, render: (r) => shownDay(r.due_date) },
            {
              accessor: 'status',
              title: 'Status',
              render: (r) => <RequestStatusBadge status={r.status} name={r.status_name} />,
            },
            {
              accessor: 'view',
              title: <VisuallyHidden>View</VisuallyHidden>,
              textAlign: 'right',
              width: 56,
              render: (r) => (
                <Tooltip label="View">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`View ${r.request_id}`}
                    onClick={() => setShown(r)}
                  >
                    <IconEye size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ),
            },
          ]}
        />
      )}
      <RequestDetailModal request={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
