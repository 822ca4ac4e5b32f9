import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';
import { confirmAction } from '../../components/confirm';
import { notifyError } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { shownInstant } from '../../components/format';
import { useCreateFeed, useFeedStatus, useRevokeFeed } from './queries';

const M = Msg.planning;

/**
 * The user's private calendar feed (iCalendar): make a link, copy it (it is shown only once), make a
 * new one that replaces it, or revoke it. Each of the last two is confirmed first.
 */
export function CalendarFeedCard() {
  const status = useFeedStatus();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [issued, setIssued] = useState<{ url: string; message: string } | null>(null);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (result) => setIssued({ url: result.url, message: result.message }),
      onError: (error) => notifyError(error),
    });
  const askReplace = () =>
    confirmAction({
      title: 'Make a new link?',
      body: M.feedReplaceConfirm,
      confirmLabel: 'Make a new link',
      onConfirm: make,
    });
  const askRevoke = () =>
    confirmAction({
      title: 'Revoke the calendar link?',
      body: M.feedRevokeConfirm,
      confirmLabel: 'Revoke',
      danger: true,
      onConfirm: () =>
        revoke.mutate(undefined, {
          onSuccess: () => setIssued(null),
          onError: (error) => notifyError(error),
        }),
    });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="feed-title">
          {M.feedTitle}
        </Title>
        <Text size="sm" c="gray.7">
          {M.feedIntro}
        </Text>
        {status.isError ? (
          <QueryError what="your calendar link" error={status.error} onRetry={() => status.refetch()} />
        ) : !status.data ? (
          <Skeleton h={36} aria-label="Loading your calendar link" />
        ) : (
          <>
            {issued && (
              <Alert color="teal" variant="light" title={issued.message}>
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Calendar link"
                    readOnly
                    value={issued.url}
                    style={{ flex: 1, minWidth: 0 }}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <CopyButton value={issued.url}>
                    {({ copied, copy }) => (
                      <Button
                        variant="default"
                        leftSection={
                          copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                        }
                        onClick={copy}
                      >
                        {copied ? M.copied : 'Copy'}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Alert>
            )}
            <Text size="sm">
              {status.data.exists && status.data.created_at
                ? M.feedActive(shownInstant(status.data.created_at))
                : M.feedNone}
            </Text>
            <Group gap="xs">
              {status.data.exists ? (
                <>
                  <Button
                    variant="default"
                    leftSection={<IconRefresh size={16} aria-hidden />}
                    loading={create.isPending}
                    onClick={askReplace}
                  >
                    Make a new link
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconLinkOff size={16} aria-hidden />}
                    loading={revoke.isPending}
                    onClick={askRevoke}
                  >
                    Revoke link
                  </Button>
                </>
              ) : (
                <Button
                  leftSection={<IconLink size={16} aria-hidden />}
                  loading={create.isPending}
                  onClick={make}
                >
                  Make a calendar link
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
