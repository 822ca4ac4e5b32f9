import { Button, Card, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PendingLeave } from '@jobline/shared';
import { Busy } from '../../components/Loaders';
import { QueryError } from '../../components/QueryError';
import { countOf, dayRangeText } from './leaveText';

interface Props {
  title: string;
  /** What the list holds, for its loading and error states ('pending requests'). */
  what: string;
  empty: string;
  query: UseQueryResult<PendingLeave[]>;
  reviewLabel: string;
  onReview(leave: PendingLeave): void;
}

/** One of the Employee Leave Details lists: requests (or cancellations) waiting, oldest first. */
export function PendingLeaveList({ title, what, empty, query, reviewLabel, onReview }: Props) {
  const headingId = `${what.replace(/\W+/g, '-')}-heading`;
  return (
    <Card withBorder padding="md" h="100%">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {query.data && (
            <Text size="sm" c="dimmed" aria-hidden>
              {query.data.length}
            </Text>
          )}
        </Group>
        {query.isPending ? (
          <Center py="md">
            <Busy size="sm" label={`Loading ${what}`} />
          </Center>
        ) : query.isError ? (
          <QueryError what={what} error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data.length ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-labelledby={headingId}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {query.data.map((leave) => (
              <Paper key={leave.id} component="li" withBorder p="xs" data-testid="pending-leave">
                <Group justify="space-between" gap="xs" align="flex-start">
                  <Stack gap={0} miw={0} style={{ flex: '1 1 12rem' }}>
                    <Text fw={600} size="sm">
                      {leave.name}
                    </Text>
                    <Text size="sm">{dayRangeText(leave.leave_from, leave.leave_to)}</Text>
                    <Text size="xs" c="gray.7">
                      {leave.leave_type_text} · {countOf(leave)}
                      {leave.division ? ` · ${leave.division}` : ''}
                    </Text>
                    <Text size="xs" c="gray.7" lineClamp={1}>
                      {leave.remark}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onReview(leave)}
                    aria-label={`${reviewLabel}: ${leave.name}, ${dayRangeText(leave.leave_from, leave.leave_to)}`}
                  >
                    {reviewLabel}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
