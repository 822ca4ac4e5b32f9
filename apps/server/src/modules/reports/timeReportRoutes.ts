import {
  attendanceRequest,
  attendanceResponse,
  customerJobTypeRequest,
  dayInZone,
  employeeJobTypeRequest,
  jobTypeResponse,
  Msg,
  Perm,
  shownDay,
  type JobTypeResponse,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { floorSettingsOf } from '../floor/floorSettings';
import { attendance } from './attendance';
import { attendanceTable } from './attendanceFile';
import { agreementPeriod, jobTypeReport, jobTypeTable } from './jobTypeReport';
import { reportPair } from './reportPair';
import { filterNames } from './reportFiles';
import { rangeInstants, reportDivision } from './reportScope';

const JOB_TYPES =
  'Jobs created in the period, each with the minutes worked on it from the work log (the chosen ' +
  'employee’s only, when one is chosen); total_spent_time and category_wise (job_count, spent_minutes, hours) ' +
  'add them up. Department scope as the other reports.';

/** The reports of where time went (screens §8.6–§8.8): Daily Attendance and the two job-type reports. */
export async function timeReportRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const timeZone = deps.config.COMPANY_TIME_ZONE;
  const { hours } = floorSettingsOf(deps.config);
  const jobTypeFile = (title: string, result: JobTypeResponse, facts: [string, string][]) => ({
    title,
    facts: [
      ['Created between', `${shownDay(result.range.start)} – ${shownDay(result.range.end)}`] as [
        string,
        string,
      ],
      ...facts,
      [
        'By category',
        result.category_wise
          .map((c) => `${c.category_name}: ${c.job_count} jobs, ${c.hours.toFixed(2)} h`)
          .join(' · ') || '—',
      ] as [string, string],
    ],
    ...jobTypeTable(result, (iso) => shownDay(dayInZone(new Date(iso), timeZone))),
    landscape: true,
    shown: result.jobs.length,
    total: result.total,
  });

  reportPair(app, deps, {
    path: '/reports/getAttendaceReport',
    permission: Perm.DAILY_ATTENDANCE,
    summary: 'Daily Attendance: a department’s people by the days of a month, from the work log',
    description:
      'division_id: one department (a company-wide viewer may leave it out for all; others get their own). ' +
      'Each day: worked minutes as the worksheet counts them, and color: holiday, leave, half_day, ' +
      'short_leave, absent (hours owed and nothing logged), closed (no business hours), future, or null. ' +
      'inactive: true adds people no longer active.',
    body: attendanceRequest,
    response: attendanceResponse,
    read: async (user, f) => {
      const divisionId = await reportDivision(db, user, f.division_id);
      const result = await attendance(db, { divisionId, withInactive: Boolean(f.inactive) }, f.month, {
        timeZone,
        hours,
        now: new Date(),
      });
      return { result, divisionId };
    },
    answer: (read) => read.result,
    table: async (_user, _f, { result, divisionId }) => ({
      ...attendanceTable(result, (await filterNames(db, { division: divisionId })).division),
      counted: 'People',
      shown: result.rows.length,
      total: result.rows.length,
    }),
  });

  reportPair(app, deps, {
    path: '/reports/job_type_report',
    permission: Perm.CUSTOMER_JOB_TYPE,
    summary: 'Customer Wise Job Type: one customer’s jobs by category over an agreement or dates',
    description: `${JOB_TYPES} report_type agreement takes the agreement's validity (404 if not the customer's); custom takes dateRange.`,
    body: customerJobTypeRequest,
    response: jobTypeResponse,
    read: async (user, f) => {
      const divisionId = await reportDivision(db, user, f.division);
      const range =
        f.report_type === 'agreement' ? await agreementPeriod(db, f.customer, f.agreement!) : f.dateRange!;
      const result = await jobTypeReport(
        db,
        {
          range,
          created: rangeInstants(range, timeZone),
          divisionId,
          customerId: f.customer,
          employeeId: f.employee,
        },
        new Date(),
      );
      return { result, divisionId };
    },
    answer: (read) => read.result,
    table: async (_user, f, { result, divisionId }) => {
      const names = await filterNames(db, {
        division: divisionId,
        employee: f.employee,
        customer: f.customer,
      });
      return jobTypeFile('Customer Wise Job Type', result, [
        ['Customer', names.customer ?? ''],
        ['Department', names.division ?? Msg.reports.allDivisions],
        ['Employee', names.employee ?? Msg.reports.allEmployees],
      ]);
    },
  });

  reportPair(app, deps, {
    path: '/reports/emp_job_type_report',
    permission: Perm.EMPLOYEE_JOB_TYPE,
    summary: 'Employee Wise Job Type: jobs by category over a range, for a department or one person',
    description: JOB_TYPES,
    body: employeeJobTypeRequest,
    response: jobTypeResponse,
    read: async (user, f) => {
      const divisionId = await reportDivision(db, user, f.division);
      const result = await jobTypeReport(
        db,
        { range: f.range, created: rangeInstants(f.range, timeZone), divisionId, employeeId: f.employee },
        new Date(),
      );
      return { result, divisionId };
    },
    answer: (read) => read.result,
    table: async (_user, f, { result, divisionId }) => {
      const names = await filterNames(db, { division: divisionId, employee: f.employee });
      return jobTypeFile('Employee Wise Job Type', result, [
        ['Department', names.division ?? Msg.reports.allDivisions],
        ['Employee', names.employee ?? Msg.reports.allEmployees],
      ]);
    },
  });
}
