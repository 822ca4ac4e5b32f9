import { useState } from 'react';
import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { QUICK_JOB_PAGE_SIZE, RealtimeEventType, type QuickJobPending } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { QueryError } from '../../components/QueryError';
import { quickJobKeys } from './api';
import { DecisionModal, type DecisionTarget } from './monitor/DecisionModal';
import { usePendingQuickJobs } from './monitor/queries';
import { QuickJobDetailsModal } from './monitor/QuickJobDetailsModal';
import { QuickJobTable, type Decision } from './monitor/QuickJobTable';

/**
 * The Quick Job Monitor (spec 000 §2, screens 3.7): quick jobs raised on the floor wait here until
 * someone approves or rejects them with a remark. Searched and paged on the server; refreshed live.
 */
export function QuickJobMonitorPage() {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [keyword] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(QUICK_JOB_PAGE_SIZE);
  const [viewing, setViewing] = useState<QuickJobPending | null>(null);
  const [deciding, setDeciding] = useState<DecisionTarget | null>(null);
  const pendings = usePendingQuickJobs(page, perPage, keyword);
  useRealtimeEvent(RealtimeEventType.JOBS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: quickJobKeys.allPendings });
  });

  // A page beyond the end (the last rows were decided): go back to the last page there is.
  const total = pendings.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  if (pendings.data && page > lastPage) setPage(lastPage);

  const decide = (job: QuickJobPending, decision: Decision) => {
    setViewing(null);
    setDeciding({ job, decision });
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Quick Job Monitor
          </Title>
          <Text c="dimmed" size="sm">
            Quick jobs raised on the floor, waiting for approval.
          </Text>
        </div>
        <TextInput
          label="Search"
          placeholder="Job no, customer, employee…"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          maxLength={100}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 300 }}
        />
      </Group>

      {pendings.isError && !pendings.data ? (
        <QueryError what="the quick jobs" error={pendings.error} onRetry={() => pendings.refetch()} />
      ) : (
        <QuickJobTable
          records={pendings.data?.pendings ?? []}
          total={total}
          page={Math.min(page, lastPage)}
          perPage={perPage}
          fetching={pendings.isFetching && !pendings.data}
          searching={keyword !== ''}
          onPageChange={setPage}
          onPerPageChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
          onView={setViewing}
          onDecide={decide}
        />
      )}

      <QuickJobDetailsModal job={viewing} onClose={() => setViewing(null)} onDecide={decide} />
      <DecisionModal
        target={deciding}
        onClose={() => setDeciding(null)}
        onDecided={() => setDeciding(null)}
      />
    </Stack>
  );
}
