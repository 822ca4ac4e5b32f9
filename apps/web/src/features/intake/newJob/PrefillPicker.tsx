import { Group, Select, Text } from '@mantine/core';
import { PendingApprovalStatus, type JobRequestView, type PendingApprovalView } from '@jobline/shared';
import { SourceIcon } from '../approvals/ApprovalStatusIcon';

export type PrefillSource =
  { kind: 'request'; request: JobRequestView } | { kind: 'approval'; approval: PendingApprovalView };

interface Props {
  requests: JobRequestView[] | undefined;
  approvals: PendingApprovalView[] | undefined;
  loading: boolean;
  value: PrefillSource | null;
  onChange(source: PrefillSource | null): void;
}

const keyOf = (source: PrefillSource) =>
  source.kind === 'request' ? `r:${source.request.id}` : `a:${source.approval.id}`;
const cut = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Start New Job from a pending request, or look at a job waiting for (or just given) approval. */
export function PrefillPicker({ requests, approvals, loading, value, onChange }: Props) {
  const waiting = approvals?.filter((a) => a.status === PendingApprovalStatus.WAITING) ?? [];
  const approved = approvals?.filter((a) => a.status === PendingApprovalStatus.APPROVED) ?? [];
  const approvalItem = (a: PendingApprovalView) => ({
    value: `a:${a.id}`,
    label: `${a.pending_approval_id} · ${a.customer.customer_name} · ${cut(a.job_title || a.job_description)}`,
  });
  const data = [
    {
      group: 'Pending job requests',
      items: (requests ?? []).map((r) => ({
        value: `r:${r.id}`,
        label: `${r.request_id} · ${r.customer} · ${cut(r.job_description)}`,
      })),
    },
    { group: 'Waiting for approval', items: waiting.map(approvalItem) },
    { group: 'Approved recently', items: approved.map(approvalItem) },
  ].filter((g) => g.items.length > 0);
  const statusOf = (key: string) => approvals?.find((a) => `a:${a.id}` === key)?.status;
  const selected = value ? keyOf(value) : null;

  return (
    <Select
      label="Start from a job request or an approval"
      description="Fills the form from a customer's request, or shows a job sent for approval"
      placeholder={
        loading
          ? 'Loading requests and approvals…'
          : data.length
            ? 'Choose one (optional)'
            : 'Nothing pending'
      }
      data={data}
      value={selected}
      searchable
      clearable
      nothingFoundMessage="Nothing matches"
      maxDropdownHeight={360}
      leftSection={
        selected ? (
          <SourceIcon kind={selected[0] === 'r' ? 'request' : 'approval'} status={statusOf(selected)} />
        ) : undefined
      }
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <SourceIcon
            kind={option.value[0] === 'r' ? 'request' : 'approval'}
            status={statusOf(option.value)}
          />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      onChange={(key) => {
        if (!key) return onChange(null);
        const id = Number(key.slice(2));
        if (key.startsWith('r:')) {
          const request = requests?.find((r) => r.id === id);
          if (request) onChange({ kind: 'request', request });
        } else {
          const approval = approvals?.find((a) => a.id === id);
          if (approval) onChange({ kind: 'approval', approval });
        }
      }}
    />
  );
}
