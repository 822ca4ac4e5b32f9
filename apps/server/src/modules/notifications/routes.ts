import {
  notificationIdParams,
  notificationPage,
  notificationPageParams,
  notificationSearchRequest,
  notificationViewed,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { actorOf } from '../admin/auditLog';
import { notificationPageFor } from './notificationQueries';
import { markNotificationViewed } from './notificationViewer';

const tags = ['notifications'];
/** Every employee has a bell; each call is scoped to the caller's own notifications. */
const bellAccess = { access: access.user };

/** Calls of the notifications bell: the list, search and marking one viewed. */
export async function notificationRoutes(app: App, { database, bus }: AppDeps) {
  const { db } = database;

  app.get(
    '/notifications/:page',
    {
      config: bellAccess,
      schema: {
        summary: "One page of the caller's notifications, newest first, and the unread count",
        description: 'Eight per page; has_more tells the bell whether to offer Load more (R-037).',
        tags,
        params: notificationPageParams,
        response: { 200: notificationPage },
      },
    },
    async (request) => notificationPageFor(db, currentUser(request).id, request.params.page),
  );

  app.post(
    '/notifications/search/query/:page',
    {
      config: bellAccess,
      schema: {
        summary: "One page of the caller's notifications whose title, job number or assigner matches",
        description: 'searchTerm matches anywhere, ignoring case; empty lists everything.',
        tags,
        params: notificationPageParams,
        body: notificationSearchRequest,
        response: { 200: notificationPage },
      },
    },
    async (request) =>
      notificationPageFor(db, currentUser(request).id, request.params.page, request.body.searchTerm ?? ''),
  );

  app.post(
    '/notifications/:id',
    {
      config: bellAccess,
      schema: {
        summary: 'Mark one of the caller’s notifications viewed (status 1 → 0); repeating it is harmless',
        description: "Another employee's notification answers 404, as if it did not exist.",
        tags,
        params: notificationIdParams,
        response: { 200: notificationViewed },
      },
    },
    async (request) =>
      markNotificationViewed(
        db,
        { actor: actorOf(request), userId: currentUser(request).id, bus },
        request.params.id,
      ),
  );
}
