import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Center, CloseButton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  Msg,
  NOTIFICATION_SEARCH_DEBOUNCE_MS,
  NOTIFICATION_SEARCH_MAX,
  type NotificationRow,
} from '@jobline/shared';
import { Busy } from '../../components/Loaders';
import { notifyError } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { FinishedJobActions } from './FinishedJobActions';
import { NotificationEntry } from './NotificationEntry';
import { useNotificationFeed } from './queries';
import classes from './NotificationBell.module.css';

interface Props {
  onOpen(notification: NotificationRow): void;
  /** A finished job's Accept and Reject (the bell closes, then asks). */
  onAccept(notification: NotificationRow): void;
  onReject(notification: NotificationRow): void;
  /** Said after opening an entry that has nowhere to go. */
  note: string | null;
  /** The search box takes the focus on opening (not on phones, where it would raise the keyboard). */
  focusSearch: boolean;
}

const entriesIn = (list: HTMLElement | null) =>
  Array.from(list?.querySelectorAll<HTMLElement>('[data-notification-entry]') ?? []);

/**
 * The bell's contents: a search box (searching 1 s after the last key, or at once on Enter), the
 * entries newest first with Load more, and the loading, empty and error states. Arrow keys move
 * between entries; Enter opens one.
 */
export function NotificationPanel({ onOpen, onAccept, onReject, note, focusSearch }: Props) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), NOTIFICATION_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const feed = useNotificationFeed(search);
  const listRef = useRef<HTMLUListElement>(null);
  const entries = feed.data?.pages.flatMap((p) => p.notifications) ?? [];

  const moveFocus = (event: KeyboardEvent, from: HTMLElement | null) => {
    const all = entriesIn(listRef.current);
    if (!all.length) return;
    const at = from ? all.indexOf(from) : -1;
    const next =
      event.key === 'ArrowDown'
        ? all[Math.min(at + 1, all.length - 1)]
        : event.key === 'ArrowUp'
          ? all[Math.max(at - 1, 0)]
          : event.key === 'Home'
            ? all[0]
            : event.key === 'End'
              ? all[all.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  const loadMore = async () => {
    const shown = entries.length;
    const result = await feed.fetchNextPage();
    if (result.isError) return notifyError(result.error);
    // Keyboard users carry on from the first entry that just arrived.
    entriesIn(listRef.current)[shown]?.focus();
  };

  return (
    <Stack gap="xs">
      <TextInput
        aria-label={Msg.notifications.searchLabel}
        placeholder={Msg.notifications.searchPlaceholder}
        value={text}
        maxLength={NOTIFICATION_SEARCH_MAX}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') setSearch(text.trim());
          if (event.key === 'ArrowDown') moveFocus(event, null);
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          feed.isFetching && !feed.isFetchingNextPage ? (
            <Busy size={14} label="Searching" />
          ) : text ? (
            <CloseButton
              size="sm"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                setSearch('');
              }}
            />
          ) : null
        }
        data-autofocus={focusSearch || undefined}
      />
      {note && (
        <Text size="xs" c="dimmed" role="status">
          {note}
        </Text>
      )}
      {feed.isPending ? (
        <Center py="md">
          <Busy size="sm" label="Loading notifications" />
        </Center>
      ) : feed.isError && !entries.length ? (
        <QueryError what="notifications" error={feed.error} onRetry={() => void feed.refetch()} />
      ) : !entries.length ? (
        <Text size="sm" c="dimmed" py="sm" ta="center">
          {search ? Msg.notifications.noMatches : Msg.notifications.noNotifications}
        </Text>
      ) : (
        <>
          <ul
            ref={listRef}
            className={classes.list}
            aria-label={Msg.notifications.bellTitle}
            onKeyDown={(event) => moveFocus(event, document.activeElement as HTMLElement | null)}
          >
            {entries.map((n) => (
              <li key={n.id}>
                <NotificationEntry notification={n} onOpen={onOpen} />
                <FinishedJobActions notification={n} onAccept={onAccept} onReject={onReject} />
              </li>
            ))}
          </ul>
          {feed.hasNextPage ? (
            <Button
              variant="default"
              size="xs"
              loading={feed.isFetchingNextPage}
              onClick={() => void loadMore()}
            >
              {Msg.notifications.loadMore}
            </Button>
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              {Msg.notifications.allShown}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
