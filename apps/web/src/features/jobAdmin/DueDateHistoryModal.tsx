import { Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Msg } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { shownDay, shownInstant } from '../../components/format';
import { useDueDateHistory } from './queries';

interface Props {
  opened: boolean;
  job: { id: number; job_no: string };
  onClose(): void;
}

/** The job due date History modal: due date, who, when and why, newest first. */
export function DueDateHistoryModal({ opened, job, onClose }: Props) {
  const history = useDueDateHistory(job.id, opened);
  const small = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={onClose} title={`Due date history of ${job.job_no}`} size="lg">
      {history.isError ? (
        <QueryError what="the history" error={history.error} onRetry={() => history.refetch()} />
      ) : !history.data ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the history">
          <Skeleton h={32} />
          <Skeleton h={32} />
        </Stack>
      ) : history.data.length === 0 ? (
        <Text size="sm">{Msg.jobAdmin.noDueDateHistory}</Text>
      ) : small ? (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {history.data.map((entry) => (
            <li key={entry.id}>
              <Text size="sm" fw={600}>
                {shownDay(entry.due_date)}
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  (was {shownDay(entry.previous_due_date)})
                </Text>
              </Text>
              <Text size="xs" c="dimmed">
                {entry.name ?? 'Unknown'} · {shownInstant(entry.created_at)}
              </Text>
              <Text size="sm">{entry.reason}</Text>
            </li>
          ))}
        </Stack>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Due date</Table.Th>
              <Table.Th>Changed by</Table.Th>
              <Table.Th>Changed at</Table.Th>
              <Table.Th>Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {shownDay(entry.due_date)}
                  <Text size="xs" c="dimmed">
                    was {shownDay(entry.previous_due_date)}
                  </Text>
                </Table.Td>
                <Table.Td>{entry.name ?? 'Unknown'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{shownInstant(entry.created_at)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
