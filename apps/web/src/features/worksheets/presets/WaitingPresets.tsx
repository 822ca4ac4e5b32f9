import { Button, Card, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { QueryError } from '../../../components/QueryError';
import { dayName } from '../rowKinds';
import { useWaitingPresets } from './api';
import type { WaitingPreset } from './types';

/** When it was sent, in the company's clock: Wed 25 Nov, 14:05. */
const sentText = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

interface Props {
  timeZone: string;
  onReview(preset: WaitingPreset): void;
}

/** Reviewers (permission 40) see the corrections they may decide on, each opening its review. */
export function WaitingPresets({ timeZone, onReview }: Props) {
  const list = useWaitingPresets(true);
  return (
    <Card withBorder radius="md" component="section" aria-label="Corrections waiting for review">
      <Title order={2} size="h4" mb="xs">
        Corrections waiting for review
      </Title>
      {list.isPending ? (
        <Skeleton h={48} radius="sm" aria-busy="true" aria-label="Loading the corrections" />
      ) : list.isError ? (
        <QueryError what="the corrections" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No corrections wait for your review.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" aria-label="Corrections waiting for review">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                <Table.Th>Day</Table.Th>
                {/* On a phone the name, the day and the button fit; the rest shows from a tablet up. */}
                <Table.Th visibleFrom="sm">Lines</Table.Th>
                <Table.Th visibleFrom="sm">Sent</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.employee_name}</Table.Td>
                  <Table.Td>{dayName(p.date)}</Table.Td>
                  <Table.Td visibleFrom="sm">{p.line_count}</Table.Td>
                  <Table.Td visibleFrom="sm">{p.sent_at ? sentText(p.sent_at, timeZone) : '—'}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Review ${p.employee_name}'s correction of ${dayName(p.date)}`}
                      onClick={() => onReview(p)}
                    >
                      Review
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
