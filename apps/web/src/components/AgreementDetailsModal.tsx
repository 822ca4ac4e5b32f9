import { Alert, Badge, Button, Group, Modal, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconRefresh, IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  AGREEMENT_TYPE_LABELS,
  agreementStatusLabel,
  currentAgreements,
  Msg,
  type AgreementType,
  type BranchAgreementHistory,
} from '@jobline/shared';
import { api, errorMessage } from '../api/client';

/** What the table shows of an agreement; saved ones have an id, unsaved ones a key. */
export interface AgreementDetailsRow {
  id?: number | null;
  key?: string;
  agreement_number: string;
  agreement_type: number;
  status: string;
  valid_from: string;
  valid_to: string;
  agreement_date: string | null;
}

interface Props {
  opened: boolean;
  onClose(): void;
  /** Whose agreements they are, for the title (e.g. the branch name). */
  subject?: string;
  /** A saved branch: its agreements are loaded (GET agreement/all/{branchId}). */
  branchId?: number | null;
  /** Or the agreements to show as they are (e.g. unsaved edits), current on `today`. */
  agreements?: readonly AgreementDetailsRow[];
  today?: string;
}

export const agreementHistoryKey = (branchId: number) => ['agreement-history', branchId] as const;

/** DD/MM/YYYY, as the spec's tables show days. */
const shown = (day: string | null) => (day ? day.split('-').reverse().join('/') : '—');

/**
 * The Agreement Details modal (spec 002 §2, screens §3.20): No, Agreement Id, Date, From, To,
 * State, Type; the agreements valid today are highlighted and marked "Current".
 */
export function AgreementDetailsModal({ opened, onClose, subject, branchId, agreements, today }: Props) {
  const small = useMediaQuery('(max-width: 48em)');
  const given = agreements !== undefined;
  const history = useQuery({
    queryKey: agreementHistoryKey(branchId ?? 0),
    queryFn: () => api<BranchAgreementHistory>(`agreement/all/${branchId}`),
    enabled: opened && !given && Boolean(branchId),
    staleTime: 0,
  });
  const rows: readonly AgreementDetailsRow[] = given ? agreements : (history.data?.agreements ?? []);
  const currentRows = given
    ? new Set<AgreementDetailsRow>(
        currentAgreements(
          agreements.filter((a) => a.valid_from && a.valid_to),
          today ?? '',
        ),
      )
    : null;
  const currentIds = new Set(history.data?.current_agreement_ids ?? []);
  const isCurrent = (row: AgreementDetailsRow) =>
    currentRows ? currentRows.has(row) : row.id != null && currentIds.has(row.id);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={subject ? `Agreement details: ${subject}` : 'Agreement details'}
      size="min(960px, 95vw)"
      fullScreen={small}
    >
      {!given && history.isError ? (
        <Alert
          color="red"
          variant="light"
          title="Could not load the agreements"
          icon={<IconAlertTriangle aria-hidden />}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessage(history.error)}</Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => history.refetch()}
            >
              Try again
            </Button>
          </Group>
        </Alert>
      ) : !given && history.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading agreements…</VisuallyHidden>
          {[0, 1, 2].map((line) => (
            <Skeleton key={line} h={28} mb="xs" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {Msg.customers.noAgreements}
        </Text>
      ) : (
        // Focusable, so keyboard users can scroll it sideways on a phone.
        <Table.ScrollContainer
          minWidth={640}
          type="native"
          tabIndex={0}
          role="region"
          aria-label="Agreements"
        >
          <Table verticalSpacing="xs" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {['No', 'Agreement Id', 'Date', 'From', 'To', 'State', 'Type'].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const highlighted = isCurrent(row);
                return (
                  <Table.Tr
                    key={row.id ?? row.key ?? index}
                    bg={highlighted ? 'var(--mantine-color-green-0)' : undefined}
                    aria-current={highlighted ? 'true' : undefined}
                    data-current={highlighted || undefined}
                  >
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={highlighted ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
                          {row.agreement_number}
                        </Text>
                        {highlighted && (
                          <Badge
                            variant="default"
                            size="sm"
                            style={{ flexShrink: 0 }}
                            styles={{ label: { textTransform: 'none', overflow: 'visible' } }}
                            leftSection={
                              <IconStarFilled size={10} color="var(--mantine-color-green-8)" aria-hidden />
                            }
                          >
                            Current
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{shown(row.agreement_date)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{shown(row.valid_from)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{shown(row.valid_to)}</Table.Td>
                    <Table.Td>{agreementStatusLabel(row.status)}</Table.Td>
                    <Table.Td>{AGREEMENT_TYPE_LABELS[row.agreement_type as AgreementType] ?? '—'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
