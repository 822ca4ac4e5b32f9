import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  Msg,
  Perm,
  RealtimeEventType,
  type JobNotification,
  type JobNotificationsResponse,
} from '@jobline/shared';
import { Busy } from '../../../components/Loaders';
import { errorMessage } from '../../../api/client';
import { useRealtimeEvent } from '../../../api/realtime';
import { useAuth } from '../../auth/AuthProvider';
import { fetchJobBell, markJobBellSeen, quickJobKeys } from '../api';
import { shownInstant } from '../../../components/format';
import classes from './NewJobBell.module.css';

/**
 * The new-job bell: how many jobs others created since it was last opened, and the latest
 * 20. Opening it marks them seen; a job created elsewhere rings it at once (JOBS_CHANGED).
 */
export function NewJobBell() {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  // What the bell showed when opened: its "new" marks stay while it is open.
  const [shown, setShown] = useState<JobNotification[] | null>(null);
  const bell = useQuery({ queryKey: quickJobKeys.bell, queryFn: fetchJobBell, staleTime: 60_000 });
  useRealtimeEvent(RealtimeEventType.JOBS_CHANGED, (data) => {
    if (data.change === 'created' || data.change === 'deleted') void bell.refetch();
  });
  const seen = useMutation({
    mutationFn: markJobBellSeen,
    onSuccess: () => {
      queryClient.setQueryData<JobNotificationsResponse>(
        quickJobKeys.bell,
        (old) => old && { ...old, count: 0 },
      );
      void queryClient.invalidateQueries({ queryKey: quickJobKeys.bell });
    },
  });

  const count = bell.data?.count ?? 0;
  const open = () => {
    const list = bell.data?.notifications ?? null;
    setShown(list);
    setOpened(true);
    if (count > 0) seen.mutate(list?.[0]?.created_at);
  };
  const close = () => {
    setOpened(false);
    setShown(null);
  };

  return (
    // The indicator wraps the popover, so the popover's target (and its aria attributes) is the button.
    <Indicator label={count > 99 ? '99+' : count} disabled={count === 0} size={18} offset={6} color="red.8">
      <Popover
        opened={opened}
        onChange={(next) => (next ? open() : close())}
        position="bottom-end"
        width={340}
        shadow="md"
        withArrow
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`New jobs, ${count} unread`}
            data-testid="new-job-bell"
            onClick={() => (opened ? close() : open())}
          >
            <IconBellPlus size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label="New jobs">
          <Text fw={600} size="sm" px={4} pb={6}>
            New jobs
          </Text>
          <BellList
            list={shown ?? bell.data?.notifications ?? null}
            loading={bell.isPending}
            error={bell.isError ? bell.error : null}
            onRetry={() => void bell.refetch()}
            onPick={close}
          />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

interface ListProps {
  list: JobNotification[] | null;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  onPick(): void;
}

function BellList({ list, loading, error, onRetry, onPick }: ListProps) {
  const { can } = useAuth();
  if (loading) {
    return (
      <Center py="md" aria-busy="true">
        <Busy size="sm" label="Loading new jobs" />
      </Center>
    );
  }
  if (error || !list) {
    return (
      <Stack gap="xs" p={4}>
        <Text size="sm" c="red.8">
          {errorMessage(error)}
        </Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (list.length === 0) {
    return (
      <Text size="sm" c="dimmed" p={4}>
        {Msg.quickJobs.noNewJobs}
      </Text>
    );
  }
  // The job details page needs Job Details (33); without it an entry is information only.
  const linked = can(Perm.JOB_DETAILS);
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((job) => {
          const body = <Entry job={job} />;
          return (
            <li key={job.id}>
              {linked ? (
                <UnstyledButton
                  component={Link}
                  to={`/edit-job-details?job_no=${encodeURIComponent(job.job_no)}`}
                  onClick={onPick}
                  className={classes.entry}
                  w="100%"
                  p={6}
                >
                  {body}
                </UnstyledButton>
              ) : (
                <div style={{ padding: 6 }}>{body}</div>
              )}
            </li>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}

function Entry({ job }: { job: JobNotification }) {
  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {job.job_no}
        </Text>
        {job.status === 1 && (
          <Badge size="xs" color="red.8" variant="filled">
            New
          </Badge>
        )}
      </Group>
      <Text size="xs">
        {job.kind_label}
        {job.job_type ? ` · ${job.job_type}` : ''}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {job.customer_name ?? 'No customer'} · {shownInstant(job.created_at)}
      </Text>
    </Stack>
  );
}
