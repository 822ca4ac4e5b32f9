import type { FastifyReply } from 'fastify';
import {
  attendanceRequest,
  attendanceResponse,
  createdJobsRequest,
  customerJobTypeRequest,
  dayInZone,
  employeeJobTypeRequest,
  jobTypeResponse,
  shownDay,
  jobAllocationsRequest,
  jobAllocationsResponse,
  jobAllocationTasksRequest,
  jobAllocationTasksResponse,
  myPendingJobsRequest,
  pendingJobsRequest,
  Msg,
  Perm,
  ReportJobScope,
  reportDownload,
  reportJobsResponse,
  type AttendanceRequest,
  type CreatedJobsRequest,
  type CustomerJobTypeRequest,
  type EmployeeJobTypeRequest,
  type JobTypeResponse,
  type JobAllocationsRequest,
  type MyPendingJobsRequest,
  type PendingJobsRequest,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import type { AuthUser } from '../../auth/sessions';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { floorSettingsOf } from '../floor/floorSettings';
import { attendance } from './attendance';
import { attendanceTable } from './attendanceFile';
import { jobAllocations, jobAllocationTasks } from './jobAllocations';
import { agreementPeriod, jobTypeReport, jobTypeTable } from './jobTypeReport';
import { jobReport } from './jobReports';
import {
  allocationTable,
  filterNames,
  jobReportFacts,
  jobReportTable,
  reportFile,
  type ReportFile,
} from './reportFiles';
import { rangeInstants, reportDivision } from './reportScope';

const tags = ['reports'];
const SCOPE =
  'Rows are scoped in SQL: a company-wide viewer (super admin, 41) any department or all; everyone ' +
  'else their own department only (another answers 403). Jobs created within the range of company ' +
  'days, newest first, at most 10,000 rows (total counts every match).';
const FILE =
  'The same filters as the JSON call; format xlsx or pdf. The file holds exactly the rows of the call.';

/** The job reports (spec 002 §2, screens §8.2–§8.5): JSON for the screen, Excel and PDF of the same rows. */
export async function reportRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const { config } = deps;
  const timeZone = config.COMPANY_TIME_ZONE;
  const send = (file: ReportFile, reply: FastifyReply) =>
    reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);

  const pendingJobs = async (user: AuthUser, body: PendingJobsRequest) => {
    const divisionId = await reportDivision(db, user, body.division);
    const scope = body.from_dashboard ? ReportJobScope.ALL : body.job_type;
    const result = await jobReport(db, {
      created: rangeInstants(body.range, timeZone),
      divisionId,
      employeeId: body.employee,
      customerId: body.customer,
      scope,
      pendingOnly: true,
    });
    return { result, divisionId, scope };
  };
  const createdJobs = async (user: AuthUser, body: CreatedJobsRequest) => {
    const divisionId = await reportDivision(db, user, body.division);
    const result = await jobReport(db, {
      created: rangeInstants(body.range, timeZone),
      divisionId,
      employeeId: body.employee,
      customerId: body.customer,
      scope: body.job_type,
      createdStatus: body.status,
    });
    return { result, divisionId };
  };
  const myPendingJobs = (user: AuthUser, body: MyPendingJobsRequest) =>
    jobReport(db, {
      divisionId: null,
      scope: body.job_type,
      holder: { userId: user.id, status: body.status },
    });
  const allocations = async (user: AuthUser, body: JobAllocationsRequest) => {
    const divisionId = await reportDivision(db, user, body.department);
    const result = await jobAllocations(db, {
      created: rangeInstants(body.range, timeZone),
      divisionId,
      filter: body.filter_1,
    });
    return { result, divisionId };
  };

  const settings = floorSettingsOf(config);
  const attendanceOf = async (user: AuthUser, body: AttendanceRequest) => {
    const divisionId = await reportDivision(db, user, body.division_id);
    const result = await attendance(db, { divisionId, withInactive: Boolean(body.inactive) }, body.month, {
      timeZone,
      hours: settings.hours,
      now: new Date(),
    });
    return { result, divisionId };
  };
  app.post(
    '/reports/getAttendaceReport',
    {
      config: { access: access.any(Perm.DAILY_ATTENDANCE) },
      schema: {
        summary: 'Daily Attendance: a department’s people by the days of a month, from the work log',
        description:
          'division_id: one department (a company-wide viewer may leave it out for all; others get their own). ' +
          'Each day: worked minutes as the worksheet counts them, and color: holiday, leave, half_day, ' +
          'short_leave, absent (hours owed and nothing logged), closed (no business hours), future, or null. ' +
          'inactive: true adds people no longer active.',
        tags,
        body: attendanceRequest,
        response: { 200: attendanceResponse },
      },
    },
    async (request) => (await attendanceOf(currentUser(request), request.body)).result,
  );
  app.post(
    '/reports/getAttendaceReport/download',
    {
      config: { access: access.any(Perm.DAILY_ATTENDANCE) },
      schema: {
        summary: 'Daily Attendance as Excel or PDF (a column per day, letters for each mark)',
        description: FILE,
        tags,
        body: reportDownload(attendanceRequest),
      },
    },
    async (request, reply) => {
      const { filters, format } = request.body;
      const { result, divisionId } = await attendanceOf(currentUser(request), filters);
      const names = await filterNames(db, { division: divisionId });
      const file = await reportFile(
        db,
        config,
        {
          ...attendanceTable(result, names.division),
          counted: 'People',
          shown: result.rows.length,
          total: result.rows.length,
        },
        format,
      );
      return send(file, reply);
    },
  );

  const customerJobTypes = async (user: AuthUser, body: CustomerJobTypeRequest) => {
    const divisionId = await reportDivision(db, user, body.division);
    const range =
      body.report_type === 'agreement'
        ? await agreementPeriod(db, body.customer, body.agreement!)
        : body.dateRange!;
    const result = await jobTypeReport(
      db,
      {
        range,
        created: rangeInstants(range, timeZone),
        divisionId,
        customerId: body.customer,
        employeeId: body.employee,
      },
      new Date(),
    );
    return { result, divisionId };
  };
  const employeeJobTypes = async (user: AuthUser, body: EmployeeJobTypeRequest) => {
    const divisionId = await reportDivision(db, user, body.division);
    const result = await jobTypeReport(
      db,
      {
        range: body.range,
        created: rangeInstants(body.range, timeZone),
        divisionId,
        employeeId: body.employee,
      },
      new Date(),
    );
    return { result, divisionId };
  };
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
  const JOB_TYPES =
    'Jobs created in the period, each with the minutes worked on it from the work log (the chosen ' +
    'employee’s only, when one is chosen); total_spent_time and category_wise (job_count, spent_minutes, hours) ' +
    'add them up. Department scope as the other reports.';

  app.post(
    '/reports/job_type_report',
    {
      config: { access: access.any(Perm.CUSTOMER_JOB_TYPE) },
      schema: {
        summary: 'Customer Wise Job Type: one customer’s jobs by category over an agreement or dates',
        description: `${JOB_TYPES} report_type agreement takes the agreement's validity (404 if not the customer's); custom takes dateRange.`,
        tags,
        body: customerJobTypeRequest,
        response: { 200: jobTypeResponse },
      },
    },
    async (request) => (await customerJobTypes(currentUser(request), request.body)).result,
  );
  app.post(
    '/reports/job_type_report/download',
    {
      config: { access: access.any(Perm.CUSTOMER_JOB_TYPE) },
      schema: {
        summary: 'Customer Wise Job Type as Excel or PDF',
        description: FILE,
        tags,
        body: reportDownload(customerJobTypeRequest),
      },
    },
    async (request, reply) => {
      const { filters, format } = request.body;
      const { result, divisionId } = await customerJobTypes(currentUser(request), filters);
      const names = await filterNames(db, {
        division: divisionId,
        employee: filters.employee,
        customer: filters.customer,
      });
      const facts: [string, string][] = [
        ['Customer', names.customer ?? ''],
        ['Department', names.division ?? Msg.reports.allDivisions],
        ['Employee', names.employee ?? Msg.reports.allEmployees],
      ];
      return send(
        await reportFile(db, config, jobTypeFile('Customer Wise Job Type', result, facts), format),
        reply,
      );
    },
  );
  app.post(
    '/reports/emp_job_type_report',
    {
      config: { access: access.any(Perm.EMPLOYEE_JOB_TYPE) },
      schema: {
        summary: 'Employee Wise Job Type: jobs by category over a range, for a department or one person',
        description: JOB_TYPES,
        tags,
        body: employeeJobTypeRequest,
        response: { 200: jobTypeResponse },
      },
    },
    async (request) => (await employeeJobTypes(currentUser(request), request.body)).result,
  );
  app.post(
    '/reports/emp_job_type_report/download',
    {
      config: { access: access.any(Perm.EMPLOYEE_JOB_TYPE) },
      schema: {
        summary: 'Employee Wise Job Type as Excel or PDF',
        description: FILE,
        tags,
        body: reportDownload(employeeJobTypeRequest),
      },
    },
    async (request, reply) => {
      const { filters, format } = request.body;
      const { result, divisionId } = await employeeJobTypes(currentUser(request), filters);
      const names = await filterNames(db, { division: divisionId, employee: filters.employee });
      const facts: [string, string][] = [
        ['Department', names.division ?? Msg.reports.allDivisions],
        ['Employee', names.employee ?? Msg.reports.allEmployees],
      ];
      return send(
        await reportFile(db, config, jobTypeFile('Employee Wise Job Type', result, facts), format),
        reply,
      );
    },
  );

  app.post(
    '/reports/pending_job',
    {
      config: { access: access.any(Perm.PENDING_JOBS) },
      schema: {
        summary: 'Pending Jobs: the jobs not finished or canceled yet',
        description: `${SCOPE} employee matches the job's owner or anyone holding it; job_type 1 leaves out quick and online/urgent jobs; from_dashboard counts every job type.`,
        tags,
        body: pendingJobsRequest,
        response: { 200: reportJobsResponse },
      },
    },
    async (request) => (await pendingJobs(currentUser(request), request.body)).result,
  );
  app.post(
    '/reports/pending_job/download',
    {
      config: { access: access.any(Perm.PENDING_JOBS) },
      schema: {
        summary: 'Pending Jobs as Excel or PDF',
        description: FILE,
        tags,
        body: reportDownload(pendingJobsRequest),
      },
    },
    async (request, reply) => {
      const { filters, format } = request.body;
      const { result, divisionId, scope } = await pendingJobs(currentUser(request), filters);
      const names = await filterNames(db, {
        division: divisionId,
        employee: filters.employee,
        customer: filters.customer,
      });
      const file = await reportFile(
        db,
        config,
        {
          title: 'Pending Jobs',
          facts: jobReportFacts(names, { range: filters.range, scope }),
          ...jobReportTable(result.rows, timeZone),
          landscape: true,
          shown: result.rows.length,
          total: result.total,
        },
        format,
      );
      return send(file, reply);
    },
  );

  app.post(
    '/reports/all-job',
    {
      config: { access: access.any(Perm.CREATED_JOBS) },
      schema: {
        summary: 'Created Jobs: every job created in the range, with its Created Jobs status',
        description: `${SCOPE} status 1 Not Assigned (no open work assignment), 2 Assigned, 3 Finished.`,
        tags,
        body: createdJobsRequest,
        response: { 200: reportJobsResponse },
      },
    },
    async (request) => (await createdJobs(currentUser(request), request.body)).result,
  );
  app.post(
    '/reports/all-job/download',
    {
      config: { access: access.any(Perm.CREATED_JOBS) },
      schema: {
        summary: 'Created Jobs as Excel or PDF (landscape)',
        description: FILE,
        tags,
        body: reportDownload(createdJobsRequest),
      },
    },
    async (request, reply) => {
      const { filters, format } = request.body;
      const { result, divisionId } = await createdJobs(currentUser(request), filters);
      const names = await filterNames(db, {
        division: divisionId,
        employee: filters.employee,
        customer: filters.customer,
      });
      const file = await reportFile(
        db,
        config,
        {
          title: 'Created Jobs',
          facts: jobReportFacts(names, {
            range: filters.range,
            scope: filters.job_type,
            createdStatus: filters.status ?? null,
          }),
          ...jobReportTable(result.rows, timeZone),
          landscape: true,
          shown: result.rows.length,
          total: result.total,
        },
        format,
      );
      return send(file, reply);
    },
  );

  app.post(
    '/reports/pending_job_user',
    {
      config: { access: access.any(Perm.MY_PENDING_JOBS) },
      schema: {
        summary: 'My Pending Jobs: the caller’s own jobs not finished yet',
        description:
          'Jobs the caller works (a work hold not yet finished) whose job is not finished or canceled. status 0 All, ' +
          '1 Picked (one of their tasks left the Back Log), 2 Not Picked (the default).',
        tags,
        body: myPendingJobsRequest,
        response: { 200: reportJobsResponse },
      },
    },
    (request) => myPendingJobs(currentUser(request), request.body),
  );
  app.post(
    '/reports/pending_job_user/download',
    {
      config: { access: access.any(Perm.MY_PENDING_JOBS) },
      schema: {
        summary: 'My Pending Jobs as Excel or PDF',
        description: FILE,
        tags,
        body: reportDownload(myPendingJobsRequest),
      },
    },
    async (request, reply) => {
      const { filters, format } = request.body;
      const user = currentUser(request);
      const result = await myPendingJobs(user, filters);
      const names = await filterNames(db, { employee: user.id });
      const file = await reportFile(
        db,
        config,
        {
          title: 'My Pending Jobs',
          facts: [
            ['Employee', names.employee ?? ''],
            ...jobReportFacts(names, { scope: filters.job_type, myStatus: filters.status }).slice(1),
          ],
          ...jobReportTable(result.rows, timeZone),
          landscape: true,
          shown: result.rows.length,
          total: result.total,
        },
        format,
      );
      return send(file, reply);
    },
  );

  app.post(
    '/reports/job_allocations',
    {
      config: { access: access.any(Perm.DAILY_JOB_ALLOCATIONS) },
      schema: {
        summary: 'Daily Job Allocations: jobs created in the range and whom their tasks are allocated to',
        description: `${SCOPE} filter_1 0 All, 1 Assigned (a task has an open work assignment), 2 Not-Assigned; filter_2 is accepted and ignored.`,
        tags,
        body: jobAllocationsRequest,
        response: { 200: jobAllocationsResponse },
      },
    },
    async (request) => (await allocations(currentUser(request), request.body)).result,
  );
  app.post(
    '/reports/job_allocations/download',
    {
      config: { access: access.any(Perm.DAILY_JOB_ALLOCATIONS) },
      schema: {
        summary: 'Daily Job Allocations as Excel or PDF',
        description: FILE,
        tags,
        body: reportDownload(jobAllocationsRequest),
      },
    },
    async (request, reply) => {
      const { filters, format } = request.body;
      const { result, divisionId } = await allocations(currentUser(request), filters);
      const names = await filterNames(db, { division: divisionId });
      const file = await reportFile(
        db,
        config,
        {
          title: 'Daily Job Allocations',
          facts: jobReportFacts(names, {
            range: filters.range,
            scope: ReportJobScope.ALL,
            allocation: filters.filter_1,
          }),
          ...allocationTable(result.rows),
          landscape: true,
          shown: result.rows.length,
          total: result.total,
        },
        format,
      );
      return send(file, reply);
    },
  );
  app.post(
    '/reports/job_allocations/tasks',
    {
      config: { access: access.any(Perm.DAILY_JOB_ALLOCATIONS) },
      schema: {
        summary: 'One job’s tasks with their optimistic, most likely and pessimistic hours (OP, MO, PE)',
        description: 'A job of another department than one’s own needs a company-wide view (403 otherwise).',
        tags,
        body: jobAllocationTasksRequest,
        response: { 200: jobAllocationTasksResponse },
      },
    },
    (request) => jobAllocationTasks(db, currentUser(request), request.body.job_id),
  );
}
