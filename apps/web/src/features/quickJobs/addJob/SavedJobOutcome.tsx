import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Msg, type AddJobResult } from '@jobline/shared';
import { notifySuccess } from '../../../components/notify';
import { notifyRefusal } from '../../holds/notifyRefusal';
import { refreshWork } from '../../holds/refreshWork';
import { makeOngoing } from './makeOngoing';

interface Props {
  result: AddJobResult;
  /** The caller works the new task, so it may start at once. */
  askOngoing: boolean;
  /** Before opening the Jobs page (a modal closes itself). */
  onLeave?(): void;
  /** The buttons under the outcome (add another, done…). */
  children: ReactNode;
}

/** What a saved job says (the brief modal of §1.8), then 'make it ongoing?': yes opens the Jobs page. */
export function SavedJobOutcome({ result, askOngoing, onLeave, children }: Props) {
  const [answered, setAnswered] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => makeOngoing(result),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      void refreshWork(queryClient);
      void navigate('/jobs');
      onLeave?.();
    },
    onError: notifyRefusal,
  });
  const asking = askOngoing && !answered;
  const holdsOngoing = result.old_task_user !== null;

  return (
    <Stack>
      <Alert color="teal" variant="light" title={result.message} icon={<IconCircleCheck aria-hidden />}>
        <Stack gap={4}>
          <Text size="sm">
            Job number{' '}
            <Text span fw={700} data-testid="added-job-no">
              {result.job.job_no}
            </Text>
          </Text>
          <Text size="sm">
            The task is in the Back Log, planned for today.
            {holdsOngoing && !asking && ' The task already ongoing stays so until it is put on hold.'}
          </Text>
        </Stack>
      </Alert>
      {asking && (
        <Paper withBorder p="md" radius="md" role="group" aria-labelledby="make-ongoing-question">
          <Stack gap="xs">
            <Text fw={600} id="make-ongoing-question">
              {Msg.boards.makeOngoingQuestion}
            </Text>
            <Text size="sm" c="dimmed">
              {holdsOngoing
                ? 'Your task in Ongoing goes on hold and the time of this one starts.'
                : 'Its time starts now and the Jobs page opens.'}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setAnswered(true)} disabled={start.isPending}>
                No
              </Button>
              <Button onClick={() => start.mutate()} loading={start.isPending}>
                Yes, make it ongoing
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <Group justify="flex-end" gap="xs">
        {children}
      </Group>
    </Stack>
  );
}
