import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveSession } from '@jobline/shared';
import { confirmAction } from '../../components/confirm';
import { shownInstant } from '../../components/format';
import { PageLoader } from '../../components/Loaders';
import { notifyError, notifySuccess } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { fetchSessions, revokeOtherSessions, revokeSession, sessionsKey } from './api';

const PHONE = /Android|iPhone|iPad/;

/** Where the user is signed in: each live session, signing out one, or every other one. */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: fetchSessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey });
  const revokeOne = useMutation({
    mutationFn: (id: number) => revokeSession(id),
    onSuccess: (result) => notifySuccess(result.message),
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });
  const revokeOthers = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: (result) => notifySuccess(result.message),
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });
  const rows = sessions.data?.sessions ?? [];
  const others = rows.filter((s) => !s.current);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sessions-title">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="sessions-title">
              Where you are signed in
            </Title>
            <Text size="sm" c="dimmed">
              Sign out a device you do not recognise or no longer use.
            </Text>
          </div>
          {others.length > 0 && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={revokeOthers.isPending}
              onClick={() =>
                confirmAction({
                  title: 'Sign out everywhere else?',
                  body: `Every other device (${others.length}) is signed out at once; this one stays signed in.`,
                  confirmLabel: 'Sign out everywhere else',
                  danger: true,
                  onConfirm: () => revokeOthers.mutate(),
                })
              }
            >
              Sign out everywhere else
            </Button>
          )}
        </Group>
        {sessions.isPending ? (
          <PageLoader />
        ) : sessions.isError ? (
          <QueryError what="your sessions" error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                pending={revokeOne.isPending && revokeOne.variables === session.id}
                onRevoke={() =>
                  confirmAction({
                    title: `Sign out ${session.device}?`,
                    body: `The device at ${session.ip ?? 'an unknown address'} has to sign in again.`,
                    confirmLabel: 'Sign out',
                    danger: true,
                    onConfirm: () => revokeOne.mutate(session.id),
                  })
                }
              />
            ))}
            {others.length === 0 && (
              <Text size="sm" c="dimmed" component="li">
                You are signed in on this device only.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function SessionRow({
  session,
  pending,
  onRevoke,
}: {
  session: ActiveSession;
  pending: boolean;
  onRevoke: () => void;
}) {
  const Icon = PHONE.test(session.device) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Card component="li" withBorder padding="sm" data-testid="session-row">
      {/* Wraps: on a phone the button goes under the details rather than being cut off. */}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <Icon size={24} aria-hidden />
          <div>
            <Group gap="xs">
              <Text fw={600}>{session.device}</Text>
              {session.current && (
                <Badge color="green" variant="light">
                  This device
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {session.ip ?? 'Unknown address'}
            </Text>
            <Text size="sm" c="dimmed">
              Signed in {shownInstant(session.created_at)} · last used {shownInstant(session.last_used_at)}
            </Text>
          </div>
        </Group>
        {!session.current && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={pending}
            onClick={onRevoke}
            aria-label={`Sign out ${session.device} at ${session.ip ?? 'an unknown address'}`}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Card>
  );
}
