import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Anchor, Badge, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { Msg, type ActivityLogEntry } from '@jobline/shared';
import { shownInstant } from '../../../components/format';
import { ChangeList } from './ChangeList';
import { scrollFrame } from '../../../components/tablePaging';

const M = Msg.activityLog;

const changesLabel = (e: ActivityLogEntry) =>
  e.changes.length === 1 ? '1 change' : `${e.changes.length} changes`;

/** The button that opens a row's diff: named for screen readers, its state announced. */
function DiffToggle({ entry, open, onToggle }: { entry: ActivityLogEntry; open: boolean; onToggle(): void }) {
  if (!entry.changes.length) return <Text c="dimmed">—</Text>;
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      aria-expanded={open}
      aria-label={`${open ? 'Hide' : 'Show'} the ${changesLabel(entry)} of: ${entry.description}`}
      onClick={(e) => {
        e.stopPropagation();
        onToggle();
      }}
    >
      <Group gap={4} wrap="nowrap">
        <Icon size={14} aria-hidden />
        {changesLabel(entry)}
      </Group>
    </Anchor>
  );
}

function Record({ entry }: { entry: ActivityLogEntry }) {
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.record.label}
      </Text>
      {entry.customer && (
        <Text size="xs" c="dimmed">
          {entry.customer.name}
        </Text>
      )}
    </Stack>
  );
}

/** On a phone each row is a card: when, who, what, and its diff opened under it. */
function ActivityCards({
  rows,
  open,
  toggle,
}: {
  rows: ActivityLogEntry[];
  open: number[];
  toggle(id: number): void;
}) {
  return (
    <Stack gap="xs" aria-label={M.title} role="list">
      {rows.map((e) => (
        <Card key={e.id} withBorder padding="sm" role="listitem">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {shownInstant(e.created_at)}
            </Text>
            <Badge variant="light" size="sm">
              {e.log_name}
            </Badge>
          </Group>
          <Text size="sm" fw={600} mt={4}>
            {e.name}
          </Text>
          <Text size="sm">{e.action_label}</Text>
          <Record entry={e} />
          <Group mt={4}>
            <DiffToggle entry={e} open={open.includes(e.id)} onToggle={() => toggle(e.id)} />
          </Group>
          <Collapse expanded={open.includes(e.id)}>
            <ChangeList entry={e} />
          </Collapse>
        </Card>
      ))}
    </Stack>
  );
}

interface Props {
  rows: ActivityLogEntry[];
  fetching: boolean;
  empty: string;
}

/** The log's rows, newest first: a table with expandable diffs, or cards on a phone. */
export function ActivityTable({ rows, fetching, empty }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [open, setOpen] = useState<number[]>([]);
  const toggle = (id: number) =>
    setOpen((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));
  if (phone && rows.length) return <ActivityCards rows={rows} open={open} toggle={toggle} />;
  return (
    <DataTable<ActivityLogEntry>
      tableRef={(t) => t?.setAttribute('aria-label', M.title)}
      {...scrollFrame(M.title)}
      withTableBorder
      borderRadius="md"
      minHeight={rows.length ? undefined : 180}
      records={rows}
      fetching={fetching}
      noRecordsText={empty}
      rowExpansion={{
        allowMultiple: true,
        trigger: 'never',
        expanded: { recordIds: open, onRecordIdsChange: setOpen },
        content: ({ record }) => <ChangeList entry={record} />,
      }}
      columns={[
        {
          accessor: 'created_at',
          title: 'Time',
          noWrap: true,
          render: (e) => shownInstant(e.created_at),
        },
        { accessor: 'name', title: 'Who' },
        {
          accessor: 'log_name',
          title: 'Area',
          noWrap: true,
        },
        { accessor: 'action_label', title: 'Action' },
        { accessor: 'record', title: 'Record', render: (e) => <Record entry={e} /> },
        {
          accessor: 'changes',
          title: 'Changes',
          noWrap: true,
          render: (e) => <DiffToggle entry={e} open={open.includes(e.id)} onToggle={() => toggle(e.id)} />,
        },
      ]}
    />
  );
}
