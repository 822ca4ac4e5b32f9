import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  allEmpByDatesRequest,
  allEmpByDatesResponse,
  Perm,
  singleEmpByDatesRequest,
  singleEmpByDatesResponse,
  worksheetExportQuery,
  type WorksheetExportQuery,
} from '@jobline/shared';
import type { App, AppDeps } from '../../../app';
import { currentUser } from '../../../auth/requestUser';
import { access } from '../../../policies/access';
import { floorSettingsOf } from '../../floor/floorSettings';
import { summaryPeople } from '../dailySummary';
import { assertSeesWorksheet } from '../worksheetPolicy';
import { dailyActivityByDates, summaryBatches } from './byDates';
import { allowedRange, allowedSummaryScope } from './exportScope';
import { progressFile, summaryFile, worksheetFile, type ExportFile, type Format } from './worksheetDownloads';
import { fileAnswer, MEDIA } from '../../../routeContract';

const tags = ['worksheets'];
const RIGHTS =
  'Rights as the JSON worksheet calls: someone else needs the Employee filter (36), another division the ' +
  'Department filter (35), a range of more than one day the Date filter (38), inactive people 39.';
const NAMES = 'The file is named after the report, the range and the moment (…-YYYYMMDD-HHmm.xlsx).';

/** The worksheet's day-by-day reports and its downloads (spec 001 §2.8, R-165, R-166; permission 21). */
export async function worksheetExportRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const settings = floorSettingsOf(deps.config);
  const clock = (now: Date) => ({ timeZone: settings.timeZone, hours: settings.hours, now });
  const worksheet = { access: access.any(Perm.EMPLOYEE_DAILY_ACTIVITY) };

  app.post(
    '/reports/all_emp_daily_activity_by_dates',
    {
      config: worksheet,
      schema: {
        summary: 'The daily summary day by day: one line per employee per company day of the range',
        description: `Each line is the daily summary's line for that day alone, with end_at. Minutes. ${RIGHTS}`,
        tags,
        body: allEmpByDatesRequest,
        response: { 200: allEmpByDatesResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = new Date();
      const { range, division, withInactiveUsers } = request.body;
      const days = allowedRange(deps.config, user, range, now);
      const { divisionId, scope } = await allowedSummaryScope(db, user, {
        division,
        withInactive: withInactiveUsers,
      });
      return {
        division_id: divisionId,
        range,
        rows: await dailyActivityByDates(db, scope, days, clock(now)),
      };
    },
  );

  app.post(
    '/reports/single_emp_daily_activity_by_dates',
    {
      config: worksheet,
      schema: {
        summary: 'One employee’s summary day by day over the range (the caller’s unless user_id)',
        description: `One line per company day, as all_emp_daily_activity_by_dates gives it. ${RIGHTS}`,
        tags,
        body: singleEmpByDatesRequest,
        response: { 200: singleEmpByDatesResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = new Date();
      const { range, user_id } = request.body;
      const days = allowedRange(deps.config, user, range, now);
      const employeeId = user_id ?? user.id;
      await assertSeesWorksheet(db, user, employeeId);
      const people = await summaryPeople(db, {
        divisionId: null,
        onlyUserId: employeeId,
        withInactive: true,
      });
      const rows = [];
      for await (const batch of summaryBatches(db, people, days, clock(now))) rows.push(...batch);
      const [one] = rows;
      return {
        user: { id: employeeId, name: one!.line.employee_name, emp_code: one!.line.employee_code },
        range,
        rows: one!.byDates,
      };
    },
  );

  const send = (file: ExportFile, reply: FastifyReply) =>
    reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  type Get = FastifyRequest<{ Querystring: WorksheetExportQuery }>;
  const download = (summary: string, description: string) => ({
    config: worksheet,
    schema: {
      summary,
      description: `${description} ${RIGHTS} ${NAMES}`,
      tags,
      querystring: worksheetExportQuery,
      response: { 200: fileAnswer(MEDIA.xlsx, MEDIA.pdf) },
    },
  });
  const ctx = (request: Get) => ({ db, config: deps.config, user: currentUser(request) });

  const sheet = (format: Format) => async (request: Get, reply: FastifyReply) =>
    send(await worksheetFile(ctx(request), request.query, format), reply);
  const sheetDoc = (what: string) =>
    download(
      `One employee’s worksheet as ${what}: every row and the spent-time cards`,
      'user_id defaults to the caller; start and end are company days.',
    );
  app.get('/reports/emp_daily_activity/export.xlsx', sheetDoc('an Excel workbook'), sheet('xlsx'));
  app.get('/reports/emp_daily_activity/export.pdf', sheetDoc('an A4 PDF'), sheet('pdf'));

  const summary = (format: Format) => async (request: Get, reply: FastifyReply) =>
    send(await summaryFile(ctx(request), request.query, format), reply);
  const summaryDoc = (what: string) =>
    download(
      `Every employee’s daily summary as ${what}`,
      'division defaults to the caller’s own; division=all is every department (35). by_dates gives one line ' +
        'per employee per day. The Excel is streamed as it is computed, a batch of employees at a time.',
    );
  app.get('/reports/all_emp_daily_activity/export.xlsx', summaryDoc('an Excel workbook'), summary('xlsx'));
  app.get('/reports/all_emp_daily_activity/export.pdf', summaryDoc('a landscape A4 PDF'), summary('pdf'));

  app.get(
    '/reports/all_emp_daily_activity/progress.pdf',
    download(
      'The progress report (landscape A4 PDF) for every employee of a department',
      'One day: start, end, worked, meeting, lunch, other, unallocated, day off at, tasks. A range: totals ' +
        'per employee, or with by_dates the day columns per employee per day.',
    ),
    async (request: Get, reply) => send(await progressFile(ctx(request), request.query), reply),
  );
}
