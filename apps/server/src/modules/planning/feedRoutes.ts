import rateLimit from '@fastify/rate-limit';
import {
  calendarFeedCreated,
  calendarFeedParams,
  calendarFeedStatus,
  Msg,
  Perm,
  planUpdatedResponse,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { companyToday } from '../../companyToday';
import { notFound, tooManyRequests } from '../../errors';
import { companyName } from '../../exports/companyName';
import { access } from '../../policies/access';
import { actorOf } from '../admin/auditLog';
import { feedOwnerOf, feedStatusOf, issueCalendarFeed, revokeCalendarFeed } from './calendarFeeds';
import { buildIcalFeed } from './icalFeed';
import { fileAnswer, MEDIA } from '../../routeContract';

const tags = ['planning'];
const calendar = { access: access.any(Perm.CALENDAR) };
/** Reads of feeds per client address and minute; calendar apps refresh every few hours. */
export const FEED_READS_PER_MINUTE = 30;
/** The file part of a feed address: 43 base64url characters (256 bits) and '.ics'. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The private iCalendar feed: its address is made, replaced and revoked by its owner, read without a login. */
export async function feedRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/calendar/feed',
    {
      config: calendar,
      schema: {
        summary: 'Whether the caller has a calendar feed',
        tags,
        response: { 200: calendarFeedStatus },
      },
    },
    async (request) => feedStatusOf(db, currentUser(request).id),
  );

  app.post(
    '/calendar/feed',
    {
      config: calendar,
      schema: {
        summary:
          "Make (or replace) the caller's private calendar feed address; it is answered only this once",
        tags,
        response: { 200: calendarFeedCreated },
      },
    },
    async (request) => {
      const issued = await issueCalendarFeed(db, actorOf(request), currentUser(request).id);
      const base = deps.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
      return {
        message: issued.message,
        url: `${base}/api/calendar/${issued.token}.ics`,
        created_at: issued.created_at,
      };
    },
  );

  app.delete(
    '/calendar/feed',
    {
      config: calendar,
      schema: {
        summary: "Revoke the caller's calendar feed address",
        tags,
        response: { 200: planUpdatedResponse },
      },
    },
    async (request) => {
      await revokeCalendarFeed(db, actorOf(request), currentUser(request).id);
      return { message: Msg.planning.feedRevoked };
    },
  );

  // The public read sits in its own scope with its own limit, so no other route is counted.
  await app.register(async (scope: App) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(Msg.planning.feedTooMany, Math.max(1, Math.ceil(context.ttl / 1000))),
    });
    scope.get(
      '/calendar/:file',
      {
        config: {
          access: access.public,
          refusals: [429],
          rateLimit: { max: FEED_READS_PER_MINUTE, timeWindow: 60_000 },
        },
        schema: {
          summary: 'A calendar feed (text/calendar), read without a login by whoever holds its address',
          description: 'Unknown, malformed or revoked addresses answer 404. Limited per client address.',
          tags,
          security: [],
          params: calendarFeedParams,
          response: { 200: fileAnswer(MEDIA.calendar) },
        },
      },
      async (request, reply) => {
        const token = FEED_FILE.exec(request.params.file)?.[1];
        const owner = token ? await feedOwnerOf(db, token) : null;
        if (!owner) throw notFound();
        const body = await buildIcalFeed(db, {
          owner,
          today: companyToday(deps.config),
          timeZone: deps.config.COMPANY_TIME_ZONE,
          companyName: await companyName(db, deps.config),
        });
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="jobline-plan.ics"')
          .header('cache-control', 'private, no-cache')
          .send(body);
      },
    );
  });
}
