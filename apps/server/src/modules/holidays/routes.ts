import { z } from 'zod';
import {
  holidayDeleteRequest,
  holidayQuery,
  holidayRequest,
  holidaySummary,
  Msg,
  Perm,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { access } from '../../policies/access';
import { actorOf } from '../admin/auditLog';
import { createHoliday } from './holidayCreator';
import { deleteHoliday } from './holidayDeleter';
import { listHolidays } from './queries';

const plan = access.any(Perm.HOLIDAY_PLANNER);
const tags = ['holidays'];
const updated = z.object({ message: z.string() });

/** Calls of the holidays area (spec 002 §7: GET holiday, POST holiday, POST holiday/delete). */
export async function holidayRoutes(app: App, { database, bus }: AppDeps) {
  const { db } = database;

  app.get(
    '/holiday',
    {
      // Leave counts, attendance and plans read the same list, so every logged-in user may.
      config: { access: access.user },
      schema: {
        summary: 'Company holidays, optionally those touching [from, to]',
        tags,
        querystring: holidayQuery,
        response: { 200: z.object({ holidays: z.array(holidaySummary) }) },
      },
    },
    async (request) => ({ holidays: await listHolidays(db, request.query) }),
  );

  app.post(
    '/holiday',
    {
      config: { access: plan },
      schema: {
        summary: 'Add a holiday (description and an inclusive date range of at most 31 days)',
        tags,
        body: holidayRequest,
        response: { 200: updated.extend({ holiday: holidaySummary }) },
      },
    },
    async (request) => {
      const holiday = await createHoliday(db, bus, actorOf(request), request.body);
      return { message: Msg.holidays.planUpdated, holiday };
    },
  );

  app.post(
    '/holiday/delete',
    {
      config: { access: plan },
      schema: { summary: 'Remove a holiday', tags, body: holidayDeleteRequest, response: { 200: updated } },
    },
    async (request) => {
      await deleteHoliday(db, bus, actorOf(request), request.body.id);
      return { message: Msg.holidays.planUpdated };
    },
  );
}
