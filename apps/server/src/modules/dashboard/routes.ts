import {
  dayOffStatusRequest,
  dayOffStatusResponse,
  generateIdRequest,
  generateIdResponse,
  jobSummaryRequest,
  jobSummaryResponse,
  Perm,
  type GeneratedIdType,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { companyToday } from '../../companyToday';
import { forbidden } from '../../errors';
import { access } from '../../policies/access';
import { codePermission, nextCode } from './codeGenerator';
import { dayOffStatus } from './dayOffStatus';
import { jobSummary } from './jobSummary';

const tags = ['dashboard'];

/** The job dashboard's summary, the day-off state and code proposals (spec 002 §2, §6). */
export async function dashboardRoutes(app: App, { database, config }: AppDeps) {
  const { db } = database;
  const timeZone = config.COMPANY_TIME_ZONE;

  app.post(
    '/jobs/summary',
    {
      config: { access: access.any(Perm.DASHBOARD) },
      schema: {
        summary: 'The job dashboard: cards, jobs per day, job types and top customers',
        description:
          'division null or absent means all departments; start and end are company days, at most 366 ' +
          'apart. The cards count this year (and employees now) whatever the range.',
        tags,
        body: jobSummaryRequest,
        response: { 200: jobSummaryResponse },
      },
    },
    async (request) => jobSummary(db, request.body, { today: companyToday(config), timeZone }),
  );

  app.post(
    '/dayoff/status',
    {
      config: { access: access.user },
      schema: {
        summary: "The caller's Day Off and day-end state on a company day (default today)",
        description: 'Read from the work log; a future day answers 400 on date.',
        tags,
        body: dayOffStatusRequest,
        response: { 200: dayOffStatusResponse },
      },
    },
    async (request) => {
      const today = companyToday(config);
      const date = request.body.date ?? today;
      return dayOffStatus(db, { userId: currentUser(request).id, date, today, timeZone });
    },
  );

  app.post(
    '/settings/generate',
    {
      config: { access: access.any(Perm.EMPLOYEES, Perm.CUSTOMERS) },
      schema: {
        summary: 'Propose the next free code: id_type 1 an employee code, 2 a customer code',
        description: 'Employee codes need Employee (30), customer codes Customer Registration (31).',
        tags,
        body: generateIdRequest,
        response: { 200: generateIdResponse },
      },
    },
    async (request) => {
      const idType = request.body.id_type as GeneratedIdType;
      if (!currentUser(request).permissions.includes(codePermission(idType))) throw forbidden();
      return { id_type: idType, code: await nextCode(db, idType) };
    },
  );
}
