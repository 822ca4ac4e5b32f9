import {
  activityLogQuery,
  activityLogPage,
  ACTIVITY_EXPORT_CAP,
  ACTIVITY_PAGE_SIZE,
  Perm,
} from '@jobline/shared';
import type { App, AppDeps } from '../../../app';
import { access } from '../../../policies/access';
import { fileAnswer, MEDIA } from '../../../routeContract';
import { resolveFilters } from './activityFilters';
import { exportActivities } from './activityExport';
import { readAuditPage, SEARCH_BUDGET_MS, SEARCH_SLICE } from './activityQueries';
import { presentActivities } from './presenter';

const tags = ['admin'];
const FILTERS =
  'Filters (all optional): customer_id, employee_id (who did it), area (a group of record kinds), from/to ' +
  '(company days, inclusive) and search (the action, the record number, a person or customer it names, or ' +
  'text inside the change).';

/** The Employee Activity Log of the super admin (spec 002 §2): GET admin/allActivities and its Excel file. */
export async function activityLogRoutes(app: App, { database, config }: AppDeps) {
  const { db } = database;
  const superAdmin = { access: access.any(Perm.SUPER_ADMIN) };

  app.get(
    '/admin/allActivities',
    {
      config: superAdmin,
      schema: {
        summary: 'The activity log, newest first, 50 a page',
        description:
          `${FILTERS} Pages by keyset: pass the answer's next_cursor as cursor for the next page (has_more ` +
          `says whether there is one). A search matches the filtered log ${SEARCH_SLICE.toLocaleString('en-US')} rows ` +
          `at a time for about ${SEARCH_BUDGET_MS} ms a page; a page it could not fill in that time says in ` +
          'searched_to how far back it read, and its next_cursor goes on from there.',
        tags,
        querystring: activityLogQuery,
        response: { 200: activityLogPage },
      },
    },
    async (request) => {
      const { cursor, ...filters } = request.query;
      const timeZone = config.COMPANY_TIME_ZONE;
      const page = await readAuditPage(
        db,
        await resolveFilters(db, filters, timeZone),
        cursor,
        ACTIVITY_PAGE_SIZE,
      );
      return {
        data: await presentActivities(db, page.rows, timeZone),
        next_cursor: page.nextCursor,
        has_more: page.hasMore,
        searched_to: page.searchedTo?.toISOString() ?? null,
      };
    },
  );

  app.get(
    '/admin/allActivities/export',
    {
      config: superAdmin,
      schema: {
        summary: 'The filtered activity log as an Excel file',
        description:
          `${FILTERS} The newest ${ACTIVITY_EXPORT_CAP.toLocaleString('en-US')} rows at most (the cap and any ` +
          'cut are written in the file); cursor is ignored.',
        tags,
        querystring: activityLogQuery,
        response: { 200: fileAnswer(MEDIA.xlsx) },
      },
    },
    async (request, reply) => {
      const { cursor: _cursor, ...filters } = request.query;
      const file = await exportActivities(db, config, filters);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
