import type { NotificationPage, NotificationViewed } from '@jobline/shared';
import { api } from '../../api/client';

/** Query keys of the bell; a realtime event refreshes everything under `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (search: string) => ['notifications', 'list', search] as const,
};

/** GET notifications/{page}, or POST notifications/search/query/{page} when searching. */
export const fetchNotificationPage = (page: number, search: string, signal?: AbortSignal) =>
  search
    ? api<NotificationPage>(`notifications/search/query/${page}`, {
        method: 'POST',
        body: { searchTerm: search },
        signal,
      })
    : api<NotificationPage>(`notifications/${page}`, { signal });

/** POST notifications/{id}: opened, so viewed. */
export const markNotificationViewed = (id: number) =>
  api<NotificationViewed>(`notifications/${id}`, { method: 'POST' });
