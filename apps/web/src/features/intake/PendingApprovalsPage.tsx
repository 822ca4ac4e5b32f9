import { useState } from 'react';
import { Card, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { APPROVED_WITH_ROLES, Msg, RealtimeEventType, RoleId } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { QueryError } from '../../components/QueryError';
import { useUser } from '../auth/AuthProvider';
import { fetchApprovals, intakeKeys, type ApprovalScope } from './api';
import { ApprovalDetails } from './approvals/ApprovalDetails';
import { SourceIcon } from './approvals/ApprovalStatusIcon';
import { DecisionForm } from './approvals/DecisionForm';
import { useCompanyToday } from '../auth/useCompanyToday';

const cut = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Pending Approvals (spec 000 §2, screens §3.6): pick a job waiting for approval, read it, and
 * approve or reject it. Coordinators start with the ones they coordinate; the list follows every
 * decision live.
 */
export function PendingApprovalsPage() {
  const user = useUser();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<ApprovalScope>(user.role_id === RoleId.COORDINATOR ? 'mine' : 'all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const approvals = useQuery({
    queryKey: intakeKeys.approvals(scope, 0),
    queryFn: () => fetchApprovals(scope),
    staleTime: 0,
  });
  useRealtimeEvent(RealtimeEventType.APPROVALS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: intakeKeys.allApprovals });
  });
  const list = approvals.data?.pending ?? [];
  // One decided elsewhere leaves the list, and with it the selection.
  const selected = list.find((a) => a.id === selectedId) ?? null;
  const today = useCompanyToday();
  const namesDirector = user.role_id !== null && APPROVED_WITH_ROLES.includes(user.role_id);

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Pending Approvals
        </Title>
        <Text c="dimmed" size="sm">
          Jobs that need approval before they are created.
        </Text>
      </div>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label="Which approvals"
              value={scope}
              onChange={(value) => {
                setScope(value as ApprovalScope);
                setSelectedId(null);
              }}
              data={[
                { value: 'all', label: 'All waiting' },
                { value: 'mine', label: 'I coordinate or sent' },
              ]}
            />
            <Text size="sm" c="dimmed" role="status">
              {approvals.isPending ? 'Loading…' : `${list.length} waiting`}
            </Text>
          </Group>
          {approvals.isError ? (
            <QueryError
              what="the pending approvals"
              error={approvals.error}
              onRetry={() => approvals.refetch()}
            />
          ) : (
            <Select<number>
              label="Pending approval"
              placeholder={
                approvals.isPending
                  ? 'Loading approvals…'
                  : list.length
                    ? 'Choose a job'
                    : Msg.intake.noPendingApprovals
              }
              data={list.map((a) => ({
                value: a.id,
                label: `${a.pending_approval_id} · ${a.customer.customer_name} · ${cut(a.job_title || a.job_description)}`,
              }))}
              value={selected?.id ?? null}
              onChange={setSelectedId}
              searchable
              clearable
              nothingFoundMessage="No approval matches"
              maxDropdownHeight={360}
              leftSection={selected ? <SourceIcon kind="approval" status={selected.status} /> : undefined}
              renderOption={({ option }) => (
                <Group gap="xs" wrap="nowrap">
                  <SourceIcon kind="approval" status={list.find((a) => a.id === option.value)?.status} />
                  <Text size="sm">{option.label}</Text>
                </Group>
              )}
            />
          )}
        </Stack>
      </Card>
      {approvals.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : selected ? (
        <ApprovalDetails approval={selected} today={today} />
      ) : (
        <Card withBorder padding="xl">
          <Text c="dimmed" ta="center">
            {list.length ? 'Choose a job above to read it and decide.' : Msg.intake.noPendingApprovals}
          </Text>
        </Card>
      )}
      {selected && (
        <DecisionForm
          key={selected.id}
          approval={selected}
          today={today}
          namesDirector={namesDirector}
          onDecided={() => {
            setSelectedId(null);
            void queryClient.invalidateQueries({ queryKey: intakeKeys.allApprovals });
          }}
          onClear={() => setSelectedId(null)}
        />
      )}
    </Stack>
  );
}
