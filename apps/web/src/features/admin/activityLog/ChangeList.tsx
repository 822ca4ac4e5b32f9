import { Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Msg, type ActivityLogEntry } from '@jobline/shared';

const M = Msg.activityLog;

function Value({ value, secret }: { value: string | null; secret: boolean }) {
  if (value === null)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  if (secret)
    return (
      <Text span fs="italic" c="dimmed" size="sm">
        <IconLock size={12} aria-hidden /> {M.hidden}
      </Text>
    );
  return (
    <Text span size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

/** A change as people read it: each field that changed, what it was and what it became. */
export function ChangeList({ entry }: { entry: ActivityLogEntry }) {
  if (!entry.changes.length)
    return (
      <Text size="sm" c="dimmed" p="xs">
        {M.noChanges}
      </Text>
    );
  return (
    <Table
      withRowBorders
      verticalSpacing={4}
      fz="sm"
      aria-label={`Changes: ${entry.description}`}
      layout="fixed"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="30%">Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entry.changes.map((c) => (
          <Table.Tr key={c.field}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.label}</Table.Td>
            <Table.Td>
              <Value value={c.old} secret={c.secret} />
            </Table.Td>
            <Table.Td>
              <Value value={c.new} secret={c.secret} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
