import { Accordion, Badge, Checkbox, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { SyncCounts, SyncItem, SyncPreview } from '@jobline/shared';

const TILES: { key: keyof SyncCounts; label: string; color: string }[] = [
  { key: 'create', label: 'To create', color: 'teal' },
  { key: 'update', label: 'To update', color: 'blue' },
  { key: 'conflict', label: 'Conflicts', color: 'orange' },
  { key: 'unchanged', label: 'Left alone', color: 'gray' },
  { key: 'skipped', label: 'Skipped', color: 'red' },
];

/** The counts of a preview or a run, one tile each. */
export function SyncCountTiles({ counts }: { counts: SyncCounts }) {
  return (
    <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
      {TILES.map((tile) => (
        <Stack
          key={tile.key}
          gap={0}
          p="xs"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        >
          <Text size="xl" fw={700} c={counts[tile.key] ? `${tile.color}.8` : 'dimmed'}>
            {counts[tile.key] ?? 0}
          </Text>
          <Text size="xs" c="dimmed">
            {tile.label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** What differs: each field with Jobline's value and the ERP's. */
export function DifferenceTable({ item }: { item: SyncItem }) {
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table withTableBorder fz="sm" verticalSpacing={4} aria-label={`What differs for ${item.name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">In Jobline</Table.Th>
            <Table.Th scope="col">In the ERP</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {item.differences.map((d) => (
            <Table.Tr key={d.field}>
              <Table.Td>{d.label}</Table.Td>
              <Table.Td c={d.ours === null ? 'dimmed' : undefined}>{d.ours ?? '—'}</Table.Td>
              <Table.Td c={d.theirs === null ? 'dimmed' : undefined}>{d.theirs ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ItemTitle({ item }: { item: SyncItem }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600} size="sm">
        {item.name}
      </Text>
      {item.key !== item.name && (
        <Badge variant="light" color="gray" tt="none">
          {item.key}
        </Badge>
      )}
    </Group>
  );
}

const more = (shown: number, total: number) =>
  total > shown ? (
    <Text size="sm" c="dimmed">
      …and {total - shown} more
    </Text>
  ) : null;

interface Props {
  preview: SyncPreview;
  /** The super admin may take the ERP's values for a conflict; the ERP ids taken. */
  taking: { allowed: boolean; taken: string[]; onChange(taken: string[]): void };
}

/** A preview's lists: what an apply would create and update, the conflicts, and what it skips. */
export function SyncPreviewDetails({ preview, taking }: Props) {
  const { counts } = preview.run;
  const sections = [
    { value: 'create', title: 'To create', items: preview.create, total: counts.create },
    { value: 'update', title: 'To update', items: preview.update, total: counts.update },
    { value: 'conflicts', title: 'Conflicts', items: preview.conflicts, total: counts.conflict },
    { value: 'skipped', title: 'Skipped', items: preview.skipped, total: counts.skipped },
  ].filter((s) => s.total > 0);
  if (!sections.length) return null;
  const toggle = (erpId: string, on: boolean) =>
    taking.onChange(on ? [...taking.taken, erpId] : taking.taken.filter((id) => id !== erpId));

  return (
    <Accordion multiple variant="separated" defaultValue={['create', 'update', 'conflicts', 'skipped']}>
      {sections.map((section) => (
        <Accordion.Item key={section.value} value={section.value}>
          <Accordion.Control>
            {section.title} ({section.total})
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              {section.value === 'conflicts' && (
                <Text size="sm" c="dimmed">
                  Changed here and in the ERP since the last sync: left as they are here
                  {taking.allowed
                    ? ' unless you take the ERP’s values.'
                    : '; only the super admin can take the ERP’s values.'}
                </Text>
              )}
              {section.items.map((item) => (
                <Stack key={item.erp_id} gap={6}>
                  <ItemTitle item={item} />
                  {item.reason && (
                    <Text size="sm" c="red.8">
                      {item.reason}
                    </Text>
                  )}
                  {item.differences.length > 0 && <DifferenceTable item={item} />}
                  {section.value === 'conflicts' && taking.allowed && (
                    <Checkbox
                      label={`Take the ERP’s values for ${item.name}`}
                      checked={taking.taken.includes(item.erp_id)}
                      onChange={(event) => toggle(item.erp_id, event.currentTarget.checked)}
                    />
                  )}
                </Stack>
              ))}
              {more(section.items.length, section.total)}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
