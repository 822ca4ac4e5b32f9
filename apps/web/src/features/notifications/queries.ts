import { useRef } from 'react';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { NotificationStatus, RealtimeEventType, type NotificationPage } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { notifyError } from '../../components/notify';
import { fetchNotificationPage, markNotificationViewed, notificationKeys } from './api';

type Feed = InfiniteData<NotificationPage, number>;

/** The bell's list (searched or not), a page at a time; Load more asks for the next one. */
export function useNotificationFeed(search: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(search),
    queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled,
    staleTime: 60_000,
    // While a new search runs, the last results stay in view.
    placeholderData: keepPreviousData,
  });
}

/**
 * A new or opened notification, here or in another tab, refreshes every list of the bell; so does
 * the event stream coming back after a break, since events sent meanwhile were missed.
 */
export function useNotificationsLive() {
  const queryClient = useQueryClient();
  const connected = useRef(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  useRealtimeEvent(RealtimeEventType.NOTIFICATIONS_CHANGED, refresh);
  useRealtimeEvent(RealtimeEventType.READY, () => {
    if (connected.current) refresh();
    connected.current = true;
  });
}

/** Keeps only the first page of the unsearched list, so a closed bell refreshes one page. */
export function useTrimFeed() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.setQueryData<Feed>(notificationKeys.list(''), (feed) =>
      feed && feed.pages.length > 1
        ? { pages: feed.pages.slice(0, 1), pageParams: feed.pageParams.slice(0, 1) }
        : feed,
    );
}

/**
 * Opening marks a notification viewed: every list shows it read at once and the badge drops by
 * one; the server's answer then sets the exact count.
 */
export function useMarkViewed() {
  const queryClient = useQueryClient();
  const patch = (change: (page: NotificationPage) => NotificationPage) =>
    queryClient.setQueriesData<Feed>(
      { queryKey: notificationKeys.all },
      (feed) => feed && { ...feed, pages: feed.pages.map(change) },
    );
  return useMutation({
    mutationFn: markNotificationViewed,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      patch((page) => ({
        ...page,
        notifications_count: Math.max(0, page.notifications_count - 1),
        notifications: page.notifications.map((n) =>
          n.id === id ? { ...n, status: NotificationStatus.VIEWED } : n,
        ),
      }));
    },
    onSuccess: (answer) => {
      patch((page) => ({ ...page, notifications_count: answer.notifications_count }));
    },
    onError: (error) => {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
