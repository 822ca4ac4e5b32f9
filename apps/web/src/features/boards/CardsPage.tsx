import { useState } from 'react';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { useAuth } from '../auth/AuthProvider';
import { JobCard } from './JobCard';
import { useBoardsLive, useCards } from './queries';

const M = Msg.boards;

/** Search matches job numbers as typed in any case (spec 000 §2: upper-cased match). */
export const matchesJobNo = (jobNo: string, search: string) =>
  jobNo.toUpperCase().includes(search.trim().toUpperCase());

/**
 * The card list of /jobs (the user's jobs) or /qcs (jobs whose work they check): one card per hold,
 * searched by job number, each opening its board. Moves anywhere refresh it.
 */
export function CardsPage({ qc }: { qc: boolean }) {
  const cards = useCards(qc);
  const [search, setSearch] = useState('');
  const { user } = useAuth();
  // Only changes to the user's own state or to one of the listed jobs matter here.
  useBoardsLive(
    (change) =>
      change.user_id === user?.id ||
      (cards.data?.jobs ?? []).some(
        (card) => card.id === change.job_id || change.job_user_ids?.includes(card.job_user_id),
      ),
  );
  const shown = (cards.data?.jobs ?? []).filter((card) => matchesJobNo(card.job_no, search));
  const title = qc ? M.qcsTitle : M.jobsTitle;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {qc
              ? 'Jobs whose work you check. Open one to see its QC board.'
              : 'Your jobs. Open one to see its board and move its tasks.'}
          </Text>
        </div>
        <TextInput
          label={M.searchByJobNo}
          placeholder="e.g. J26-00012"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>

      {cards.isError ? (
        <QueryError what="your jobs" error={cards.error} onRetry={() => cards.refetch()} />
      ) : cards.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading jobs">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={170} radius="md" />
          ))}
        </SimpleGrid>
      ) : shown.length === 0 ? (
        <Card withBorder padding="xl">
          <Text ta="center" c="dimmed">
            {search.trim() ? `No job number matches "${search.trim()}"` : qc ? M.noQcJobs : M.noJobs}
          </Text>
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          aria-label={title}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((card) => (
            <li key={card.job_user_id}>
              <JobCard card={card} qc={qc} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
