import {
  createdJobsRequest,
  jobAllocationsRequest,
  jobAllocationsResponse,
  jobAllocationTasksRequest,
  jobAllocationTasksResponse,
  jobStoryRequest,
  jobStoryResponse,
  myPendingJobsRequest,
  pendingJobsRequest,
  Perm,
  ReportJobScope,
  reportJobsResponse,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { companyToday } from '../../companyToday';
import { jobAllocations, jobAllocationTasks } from './jobAllocations';
import { jobReport } from './jobReports';
import { jobStory } from './jobStory';
import { jobStoryTable } from './jobStoryFile';
import { reportPair } from './reportPair';
import { allocationTable, filterNames, jobReportFacts, jobReportTable } from './reportFiles';
import { rangeInstants, reportDivision } from './reportScope';

const SCOPE =
  'Rows are scoped in SQL: a company-wide viewer (super admin, 41) any department or all; everyone ' +
  'else their own department only (another answers 403). Jobs created within the range of company ' +
  'days, newest first, at most 10,000 rows (total counts every match).';

/**
 * The job reports (screens §8.1–§8.5): Jobs In Detail, Pending Jobs, Created Jobs, My Pending Jobs,
 * Daily Job Allocations.
 */
export async function jobReportRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const timeZone = deps.config.COMPANY_TIME_ZONE;
  const jobsTable = (rows: Parameters<typeof jobReportTable>[0]) => ({
    ...jobReportTable(rows, timeZone),
    landscape: true,
  });

  reportPair(app, deps, {
    path: '/reports/job_in_detail',
    permission: Perm.JOBS_IN_DETAIL,
    summary: 'Jobs In Detail: the whole story of one job',
    description:
      'The job by id, by one of its holds (job_user_id) or by number (job_no, case ignored); one is needed. ' +
      'Its request and approval, the agreements valid on the day it was created, its holders and the HOD’s ' +
      'decisions, due-date changes, each work assignment of each task (estimates in hours, minutes from the ' +
      'work log, attempts, send-backs) and the newest 2,000 activities, oldest first. A job of another ' +
      'department needs a company-wide view (403 otherwise); 404 for an unknown or deleted job.',
    body: jobStoryRequest,
    response: jobStoryResponse,
    read: (user, f) => jobStory(db, user, f, { today: companyToday(deps.config), timeZone }),
    answer: (story) => story,
    table: async (_user, _f, story) => jobStoryTable(story, timeZone),
  });

  reportPair(app, deps, {
    path: '/reports/pending_job',
    permission: Perm.PENDING_JOBS,
    summary: 'Pending Jobs: the jobs not finished or canceled yet',
    description: `${SCOPE} employee matches the job's owner or anyone holding it; job_type 1 leaves out quick and online/urgent jobs; from_dashboard counts every job type.`,
    body: pendingJobsRequest,
    response: reportJobsResponse,
    read: async (user, f) => {
      const divisionId = await reportDivision(db, user, f.division);
      const scope = f.from_dashboard ? ReportJobScope.ALL : f.job_type;
      const result = await jobReport(db, {
        created: rangeInstants(f.range, timeZone),
        divisionId,
        employeeId: f.employee,
        customerId: f.customer,
        scope,
        pendingOnly: true,
      });
      return { result, divisionId, scope };
    },
    answer: (read) => read.result,
    table: async (_user, f, { result, divisionId, scope }) => ({
      title: 'Pending Jobs',
      facts: jobReportFacts(
        await filterNames(db, { division: divisionId, employee: f.employee, customer: f.customer }),
        {
          range: f.range,
          scope,
        },
      ),
      ...jobsTable(result.rows),
      shown: result.rows.length,
      total: result.total,
    }),
  });

  reportPair(app, deps, {
    path: '/reports/all-job',
    permission: Perm.CREATED_JOBS,
    summary: 'Created Jobs: every job created in the range, with its Created Jobs status',
    description: `${SCOPE} status 1 Not Assigned (no open work assignment), 2 Assigned, 3 Finished.`,
    body: createdJobsRequest,
    response: reportJobsResponse,
    read: async (user, f) => {
      const divisionId = await reportDivision(db, user, f.division);
      const result = await jobReport(db, {
        created: rangeInstants(f.range, timeZone),
        divisionId,
        employeeId: f.employee,
        customerId: f.customer,
        scope: f.job_type,
        createdStatus: f.status,
      });
      return { result, divisionId };
    },
    answer: (read) => read.result,
    table: async (_user, f, { result, divisionId }) => ({
      title: 'Created Jobs',
      facts: jobReportFacts(
        await filterNames(db, { division: divisionId, employee: f.employee, customer: f.customer }),
        {
          range: f.range,
          scope: f.job_type,
          createdStatus: f.status ?? null,
        },
      ),
      ...jobsTable(result.rows),
      shown: result.rows.length,
      total: result.total,
    }),
  });

  reportPair(app, deps, {
    path: '/reports/pending_job_user',
    permission: Perm.MY_PENDING_JOBS,
    summary: 'My Pending Jobs: the caller’s own jobs not finished yet',
    description:
      'Jobs the caller works (a work hold not yet finished) whose job is not finished or canceled. status 0 All, ' +
      '1 Picked (one of their tasks left the Back Log), 2 Not Picked (the default).',
    body: myPendingJobsRequest,
    response: reportJobsResponse,
    read: (user, f) =>
      jobReport(db, { divisionId: null, scope: f.job_type, holder: { userId: user.id, status: f.status } }),
    answer: (result) => result,
    table: async (user, f, result) => {
      const names = await filterNames(db, { employee: user.id });
      return {
        title: 'My Pending Jobs',
        facts: [
          ['Employee', names.employee ?? ''],
          ...jobReportFacts(names, { scope: f.job_type, myStatus: f.status }).slice(1),
        ],
        ...jobsTable(result.rows),
        shown: result.rows.length,
        total: result.total,
      };
    },
  });

  reportPair(app, deps, {
    path: '/reports/job_allocations',
    permission: Perm.DAILY_JOB_ALLOCATIONS,
    summary: 'Daily Job Allocations: jobs created in the range and whom their tasks are allocated to',
    description: `${SCOPE} filter_1 0 All, 1 Assigned (a task has an open work assignment), 2 Not-Assigned; filter_2 is accepted and ignored.`,
    body: jobAllocationsRequest,
    response: jobAllocationsResponse,
    read: async (user, f) => {
      const divisionId = await reportDivision(db, user, f.department);
      const result = await jobAllocations(db, {
        created: rangeInstants(f.range, timeZone),
        divisionId,
        filter: f.filter_1,
      });
      return { result, divisionId };
    },
    answer: (read) => read.result,
    table: async (_user, f, { result, divisionId }) => ({
      title: 'Daily Job Allocations',
      facts: jobReportFacts(await filterNames(db, { division: divisionId }), {
        range: f.range,
        scope: ReportJobScope.ALL,
        allocation: f.filter_1,
      }),
      ...allocationTable(result.rows),
      landscape: true,
      shown: result.rows.length,
      total: result.total,
    }),
  });

  app.post(
    '/reports/job_allocations/tasks',
    {
      config: { access: access.any(Perm.DAILY_JOB_ALLOCATIONS) },
      schema: {
        summary: 'One job’s tasks with their optimistic, most likely and pessimistic hours (OP, MO, PE)',
        description: 'A job of another department than one’s own needs a company-wide view (403 otherwise).',
        tags: ['reports'],
        body: jobAllocationTasksRequest,
        response: { 200: jobAllocationTasksResponse },
      },
    },
    (request) => jobAllocationTasks(db, currentUser(request), request.body.job_id),
  );
}
