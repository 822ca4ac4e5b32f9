import {
  dailySummaryRequest,
  dailySummaryResponse,
  Perm,
  worksheetRequest,
  worksheetResponse,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { floorSettingsOf } from '../floor/floorSettings';
import { dailySummary } from './dailySummary';
import { allowedRange } from './exports/exportScope';
import { assertSeesWorksheet, mayPickEmployees, maySeeInactive, summaryDivision } from './worksheetPolicy';
import { dayPresetFields } from './presets/presetQueries';
import { worksheet } from './worksheetQuery';

const tags = ['worksheets'];

/** The worksheet's reads (spec 001 §2.8, 002 §2 Employee Daily Activity; permission 21). */
export async function worksheetRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const settings = floorSettingsOf(deps.config);

  app.post(
    '/reports/all_emp_daily_activity',
    {
      config: { access: access.any(Perm.EMPLOYEE_DAILY_ACTIVITY) },
      schema: {
        summary: 'Where each employee’s time went over a range: worked, each hold, unallocated, missing days',
        description:
          'Minutes, summed over the work log’s intervals cut at company midnights. division defaults to ' +
          'the caller’s own (another needs 35); without the Employee filter (36) only the caller’s own line; ' +
          'a range of more than one day needs the Date filter (38); inactive employees need 39.',
        tags,
        body: dailySummaryRequest,
        response: { 200: dailySummaryResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { range, division, withInactiveUsers } = request.body;
      const now = new Date();
      const days = allowedRange(deps.config, user, range, now);
      const divisionId = await summaryDivision(db, user, division);
      const employees = await dailySummary(
        db,
        {
          divisionId,
          onlyUserId: mayPickEmployees(user) ? null : user.id,
          withInactive: Boolean(withInactiveUsers) && maySeeInactive(user),
        },
        days,
        { timeZone: settings.timeZone, hours: settings.hours, now },
      );
      return { division_id: divisionId, range, employees };
    },
  );

  app.post(
    '/reports/emp_daily_activity',
    {
      config: { access: access.any(Perm.EMPLOYEE_DAILY_ACTIVITY) },
      schema: {
        summary:
          'One employee’s worksheet: every stretch of the work log, the spent-time cards and the category chart',
        description:
          'user_id defaults to the caller; someone else needs the Employee filter (36), another division the ' +
          'Department filter (35); a range of more than one day needs the Date filter (38). Minutes. A ' +
          'single day also carries its correction (preset, reject_preset, locked; report_type 2 adds its lines).',
        tags,
        body: worksheetRequest,
        response: { 200: worksheetResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { range, user_id } = request.body;
      const now = new Date();
      const days = allowedRange(deps.config, user, range, now);
      const employeeId = user_id ?? user.id;
      await assertSeesWorksheet(db, user, employeeId);
      const [logged, corrections] = await Promise.all([
        worksheet(db, employeeId, days, { timeZone: settings.timeZone, hours: settings.hours, now }),
        dayPresetFields(db, user, employeeId, range, request.body.report_type ?? 1, settings.timeZone),
      ]);
      return { ...logged, ...corrections };
    },
  );
}
