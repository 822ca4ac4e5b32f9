import { Button, Center, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBolt, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { JobKind, Msg } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { useQuickJobCards } from './queries';
import { QuickJobCardView } from './QuickJobCardView';
import { useQuickJobActions } from './useQuickJobActions';

const M = Msg.boards;
/** The two big buttons: their labels wrap on a phone instead of being cut. */
const BIG_BUTTON = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

/**
 * The quick job manager (screens §3.9): add an online/urgent or a quick job, and work the caller's
 * open quick jobs — Start, Hold and Finished — without opening a board. Live on board changes.
 */
export function QuickJobManagerPage() {
  const cards = useQuickJobCards();
  const actions = useQuickJobActions();
  const jobs = cards.data?.jobs ?? [];
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {M.qjmTitle}
        </Title>
        <Text c="dimmed" size="sm">
          Internal works, quick jobs and online or urgent jobs you work on.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Button
          component={Link}
          to={`/qjm/online-urgent-jobs?_a=${JobKind.ONLINE_URGENT}`}
          size="xl"
          h={{ base: 64, sm: 88 }}
          styles={BIG_BUTTON}
          color="grape.9"
          leftSection={<IconWorld size={28} aria-hidden />}
        >
          {M.onlineJobsButton}
        </Button>
        <Button
          component={Link}
          to={`/qjm/online-urgent-jobs?_a=${JobKind.QUICK}`}
          size="xl"
          h={{ base: 64, sm: 88 }}
          styles={BIG_BUTTON}
          leftSection={<IconBolt size={28} aria-hidden />}
        >
          {M.quickJobsButton}
        </Button>
      </SimpleGrid>

      <Title order={2} size="h4" mt="sm">
        Your open jobs
      </Title>
      {cards.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading your jobs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={190} radius="md" />
          ))}
        </SimpleGrid>
      ) : cards.isError && !cards.data ? (
        <QueryError what="your quick jobs" error={cards.error} onRetry={() => void cards.refetch()} />
      ) : jobs.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{M.noQuickJobs}</Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {jobs.map((card) => (
            <QuickJobCardView
              key={card.task_user_id}
              card={card}
              busy={actions.busyOf(card)}
              onStart={() => actions.start(card)}
              onHold={() => actions.hold(card)}
              onFinish={() => actions.finish(card)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
