import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { AGREEMENT_TYPE_LABELS, agreementStatusLabel, type AgreementType } from '@jobline/shared';
import type { AgreementDraft } from './draft';

const day = (value: string | null) => (value ? value.split('-').reverse().join('/') : '—');

interface Props {
  agreements: readonly AgreementDraft[];
  /** Rows (by index) with an error to fix. */
  withErrors: ReadonlySet<number>;
  /** The row open in the editor, if any; other rows wait until it is done. */
  editing: number | null;
  onEdit(index: number): void;
  onRemove(index: number): void;
}

/** The branch's agreements as a small table with edit and remove per row. */
export function AgreementList({ agreements, withErrors, editing, onEdit, onRemove }: Props) {
  if (agreements.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No agreements yet.
      </Text>
    );
  }
  return (
    // Focusable, so keyboard users can scroll it sideways on a phone.
    <Table.ScrollContainer
      minWidth={520}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Agreements of this branch"
    >
      <Table verticalSpacing={6} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Valid</Table.Th>
            <Table.Th>
              <Text size="sm" fw={700} ta="right">
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agreements.map((a, index) => {
            const name = a.agreement_number || 'new agreement';
            return (
              <Table.Tr key={a.key} bg={editing === index ? 'var(--mantine-color-blue-0)' : undefined}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{a.agreement_number || '—'}</Text>
                    {withErrors.has(index) && (
                      <Badge
                        color="red.9"
                        variant="outline"
                        size="xs"
                        style={{ flexShrink: 0 }}
                        leftSection={<IconAlertCircle size={10} aria-hidden />}
                      >
                        Needs attention
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {a.agreement_type ? AGREEMENT_TYPE_LABELS[a.agreement_type as AgreementType] : '—'}
                </Table.Td>
                <Table.Td>{a.status ? agreementStatusLabel(a.status) : '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {day(a.valid_from)} – {day(a.valid_to)}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label="Edit agreement">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit agreement ${name}`}
                        disabled={editing !== null}
                        onClick={() => onEdit(index)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Remove agreement">
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        aria-label={`Remove agreement ${name}`}
                        disabled={editing !== null}
                        onClick={() => onRemove(index)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
