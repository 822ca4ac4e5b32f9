import type { FastifyRequest } from 'fastify';
import { jobContextOf } from '../jobs/jobContext';
import { z } from 'zod';
import {
  dueDateChangeRequest,
  dueDateChangeResponse,
  dueDateHistoryEntry,
  finishedJobDecision,
  finishedJobRequest,
  idParam,
  jobDetailsRequest,
  jobDetailsResponse,
  jobListQuery,
  jobListRequest,
  jobListResponse,
  jobLookupRequest,
  jobLookupResponse,
  Msg,
  pendingFinishedJob,
  Perm,
  rejectFinishedJobRequest,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { companyToday } from '../../companyToday';
import { access } from '../../policies/access';
import { READ_JOB } from '../jobs/routes';
import { changeDueDate } from './dueDateChanger';
import { dueDateHistory } from './dueDateHistory';
import { assertMayDecideFinishedJobs, assertMayReviewFinishedJobs } from './finishedJobPolicy';
import { decideFinishedJob } from './finishedJobReviewer';
import { findJobDetails } from './jobDetails';
import { exportJobPdf } from './jobPdf';
import { listJobs } from './jobList';
import { findJobByNumber } from './jobLookup';
import { pendingFinishedJobs } from './pendingFinishedJobs';
import { fileAnswer, MEDIA } from '../../routeContract';

const tags = ['job administration'];
const jobDetailsAccess = access.any(Perm.JOB_DETAILS);
/** The role rule runs before the body is read, so a refused caller learns nothing about input. */
const reviewersOnly = async (request: Parameters<typeof currentUser>[0]) =>
  assertMayReviewFinishedJobs(currentUser(request));
/** Deciding needs only the role: an HOD decides from the notification without Job Details (33). */
const decidersOnly = async (request: Parameters<typeof currentUser>[0]) =>
  assertMayDecideFinishedJobs(currentUser(request));

/** Calls of job administration: the jobs list, job details, due dates and finished-job review. */
export async function jobAdminRoutes(app: App, { database, config, bus }: AppDeps) {
  const { db } = database;
  const context = (request: FastifyRequest) => jobContextOf(request, { config, bus });

  app.post(
    '/jobs/all',
    {
      config: { access: access.any(Perm.JOBS) },
      schema: {
        summary: 'One page of the jobs list: keyword search and single-column sort',
        description:
          'The page may come in the address (?page=n, as the legacy client sent it) and in the body; ' +
          'the body wins when both are given. Deleted jobs never appear.',
        tags,
        querystring: jobListQuery,
        body: jobListRequest,
        response: { 200: jobListResponse },
      },
    },
    async (request) =>
      listJobs(
        db,
        { ...request.body, page: request.body.page ?? request.query.page ?? 1 },
        companyToday(config),
      ),
  );

  app.post(
    '/jobs/getIdByJobNo',
    {
      config: { access: access.any(Perm.JOB_DETAILS, Perm.JOBS) },
      schema: {
        summary: 'The job with this number (case and surrounding spaces ignored)',
        tags,
        body: jobLookupRequest,
        response: { 200: jobLookupResponse },
      },
    },
    async (request) => findJobByNumber(db, request.body.searchText),
  );

  // POST jobs/details/admin (002's catalogue, purpose not stated) answers as POST jobs/details: one
  // read, one right, whoever calls it.
  for (const path of ['/jobs/details', '/jobs/details/admin'])
    app.post(
      path,
      {
        config: { access: jobDetailsAccess },
        schema: {
          summary:
            path === '/jobs/details'
              ? 'A job with its tasks, spent and allocated time (All Job Details page)'
              : 'The same as POST jobs/details (the legacy admin variant)',
          description:
            'filter: 0 All, 1 Pending (not assigned, Back Log, Picked), 3 Finished, 4 Not Finished ' +
            '(started: Ongoing, Hold, QC). Times in {days, hours, minutes}; global_allocated_time in minutes.',
          tags,
          body: jobDetailsRequest,
          response: { 200: jobDetailsResponse },
        },
      },
      async (request) =>
        findJobDetails(
          db,
          {
            jobId: request.body.selected_job,
            filter: request.body.filter,
            developerWise: request.body.showDeveloperWise,
          },
          companyToday(config),
        ),
    );

  app.get(
    '/jobs/:id/details.pdf',
    {
      config: { access: jobDetailsAccess },
      schema: {
        summary: "The job's details and tasks as an A4 PDF (All Job Details page)",
        description: "A canceled job's PDF carries a 'Canceled Job' label. 404 when there is no such job.",
        tags,
        params: z.object({ id: idParam }),
        response: { 200: fileAnswer(MEDIA.pdf) },
      },
    },
    async (request, reply) => {
      const file = await exportJobPdf(db, config, request.params.id, companyToday(config));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.post(
    '/jobs/change/due_date',
    {
      config: { access: jobDetailsAccess },
      schema: {
        summary: "Move a job's due date, with a reason kept in its history",
        tags,
        body: dueDateChangeRequest,
        response: { 200: dueDateChangeResponse },
      },
    },
    async (request) => ({
      message: Msg.jobAdmin.dueDateUpdated,
      job: await changeDueDate(db, context(request), request.body),
    }),
  );

  app.get(
    '/jobs/:id/due-date-history',
    {
      config: { access: READ_JOB },
      schema: {
        summary: "A job's due-date changes, newest first (the History modal)",
        tags,
        params: z.object({ id: idParam }),
        response: { 200: z.array(dueDateHistoryEntry) },
      },
    },
    async (request) => dueDateHistory(db, request.params.id),
  );

  app.get(
    '/jobs/pending/finishedJobsForHOD',
    {
      config: { access: jobDetailsAccess },
      preValidation: reviewersOnly,
      schema: {
        summary: 'Finished jobs waiting for approval (team leader, admin, director, super admin)',
        tags,
        response: { 200: z.array(pendingFinishedJob) },
      },
    },
    async () => pendingFinishedJobs(db),
  );

  app.post(
    '/jobs/hod/finished',
    {
      config: { access: access.user },
      preValidation: decidersOnly,
      schema: {
        summary: 'Accept a finished job (finished status 10)',
        description:
          'Super admins, admins, directors, HODs and team leaders (by role). The hold’s approval ' +
          'notifications show the outcome, the decider’s is marked viewed, and the holder is told.',
        tags,
        body: finishedJobRequest,
        response: { 200: finishedJobDecision },
      },
    },
    async (request) => {
      const result = await decideFinishedJob(db, context(request), {
        jobUserId: request.body.job_user_id,
        accept: true,
      });
      return { message: Msg.jobAdmin.jobFinished, ...result };
    },
  );

  app.post(
    '/jobs/hod/reject',
    {
      config: { access: access.user },
      preValidation: decidersOnly,
      schema: {
        summary: 'Reject a finished job with a reason longer than 5 characters (finished status 11)',
        description:
          'Super admins, admins, directors, HODs and team leaders (by role). The hold’s approval ' +
          'notifications show the outcome, the decider’s is marked viewed, and the holder is told.',
        tags,
        body: rejectFinishedJobRequest,
        response: { 200: finishedJobDecision },
      },
    },
    async (request) => {
      const result = await decideFinishedJob(db, context(request), {
        jobUserId: request.body.job_user_id,
        accept: false,
        reason: request.body.reason,
      });
      return { message: Msg.jobAdmin.jobRejected, ...result };
    },
  );
}
