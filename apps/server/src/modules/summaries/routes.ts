import {
  calibrationRequest,
  calibrationResponse,
  EMP_ACTIVITY_PAGE_SIZE,
  PAGE_SIZES,
  summaryActivitiesRequest,
  summaryActivitiesResponse,
  summaryDayTasksRequest,
  summaryDayTasksResponse,
  summaryRequest,
  summaryResponse,
  summaryTasksRequest,
  summaryTasksResponse,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { floorSettingsOf } from '../floor/floorSettings';
import { assertSeesWorksheet } from '../worksheets/worksheetPolicy';
import { calibration } from './calibrationQuery';
import { summaryDays, summaryDayTasks } from './summaryDays';
import { summaryEmployee } from './summaryEmployee';
import { summaryJobs } from './summaryJobs';
import { summaryTasks } from './summaryTasks';

const tags = ['summaries'];
const RIGHTS =
  'Anyone reads their own; another employee needs the worksheet Employee filter (36), and one of ' +
  'another division the Department filter (35) too. Paged and searched on the server: page from 1, ' +
  `records one of ${PAGE_SIZES.join(', ')}, keyword up to 100 characters.`;

/** The employee summaries (spec 001 §2.10, screens §7.5–§7.7) and the estimate calibration. */
export async function summaryRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const settings = floorSettingsOf(deps.config);
  const clock = () => ({ timeZone: settings.timeZone, hours: settings.hours, now: new Date() });

  app.post(
    '/summary',
    {
      config: { access: access.user },
      schema: {
        summary: 'An employee’s jobs: pending by default, their whole history with history: true',
        description: `${RIGHTS} Job rows carry the counts of the employee’s tasks in the job (default 15 a page).`,
        tags,
        body: summaryRequest,
        response: { 200: summaryResponse },
      },
    },
    async (request) => {
      const { emp_user_id, ...page } = request.body;
      await assertSeesWorksheet(db, currentUser(request), emp_user_id);
      const [employee, jobs] = await Promise.all([
        summaryEmployee(db, emp_user_id),
        summaryJobs(db, emp_user_id, page),
      ]);
      return { employee, jobs };
    },
  );

  app.post(
    '/summary/tasks',
    {
      config: { access: access.user },
      schema: {
        summary: 'An employee’s tasks, or those of one job they hold, with spent minutes and the row colour',
        description:
          `${RIGHTS} Spent minutes are the task panel’s figure; tone is the row colour rule (R-123, ` +
          `red above 60 % of most-likely). With job_id the job's header comes too and the default page is ` +
          `${EMP_ACTIVITY_PAGE_SIZE}.`,
        tags,
        body: summaryTasksRequest,
        response: { 200: summaryTasksResponse },
      },
    },
    async (request) => {
      const { emp_user_id, ...page } = request.body;
      await assertSeesWorksheet(db, currentUser(request), emp_user_id);
      return summaryTasks(db, emp_user_id, page, clock(), page.job_id ? EMP_ACTIVITY_PAGE_SIZE : undefined);
    },
  );

  app.post(
    '/summary/activities',
    {
      config: { access: access.user },
      schema: {
        summary: 'An employee’s worked days over a range: where each day’s time went, in minutes',
        description: `${RIGHTS} Newest day first; the search matches the day as "2026-03-10 Tue March".`,
        tags,
        body: summaryActivitiesRequest,
        response: { 200: summaryActivitiesResponse },
      },
    },
    async (request) => {
      const { emp_user_id, range, ...page } = request.body;
      await assertSeesWorksheet(db, currentUser(request), emp_user_id);
      return { range, days: await summaryDays(db, emp_user_id, range, page, clock()) };
    },
  );

  app.post(
    '/summary/activities/tasks',
    {
      config: { access: access.user },
      schema: {
        summary: 'The tasks an employee worked on one day, with the minutes of each',
        description: RIGHTS.split(' Paged')[0]!,
        tags,
        body: summaryDayTasksRequest,
        response: { 200: summaryDayTasksResponse },
      },
    },
    async (request) => {
      const { emp_user_id, day } = request.body;
      await assertSeesWorksheet(db, currentUser(request), emp_user_id);
      return { day, tasks: await summaryDayTasks(db, emp_user_id, day, clock()) };
    },
  );

  app.post(
    '/summary/calibration',
    {
      config: { access: access.user },
      schema: {
        summary: 'Estimate calibration: finished tasks’ spent time against their three-point estimates',
        description:
          `${RIGHTS.split(' Paged')[0]!} Work assignments finished in the range: the shares finished within ` +
          'their most-likely and within their pessimistic estimate (0..1), and the latest 200 of them.',
        tags,
        body: calibrationRequest,
        response: { 200: calibrationResponse },
      },
    },
    async (request) => {
      const { emp_user_id, range } = request.body;
      await assertSeesWorksheet(db, currentUser(request), emp_user_id);
      return calibration(db, emp_user_id, range, clock());
    },
  );
}
