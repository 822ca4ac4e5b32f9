import type { FastifyRequest } from 'fastify';
import { jobContextOf } from './jobContext';
import { z } from 'zod';
import {
  holdsAny,
  idParam,
  jobDraft,
  jobUpdate,
  Msg,
  Perm,
  JobStatus,
  jobDetailResponse,
  staleSaveBody,
} from '@jobline/shared';
import { sql } from 'drizzle-orm';
import type { App, AppDeps } from '../../app';
import { companyToday } from '../../companyToday';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../auth/sessions';
import { currentUser } from '../../auth/requestUser';
import { queryRows, type Executor } from '../../db/client';
import { access } from '../../policies/access';
import { createJob } from './jobCreator';
import { findJobDetail } from './jobDetail';
import { updateJob } from './jobUpdater';
import { JOB_READERS } from './jobReaders';

const tags = ['jobs'];

/** The person works or checks the job (a hold of it, finished or not). */
const holdsJob = async (db: Executor, userId: number, jobId: number) =>
  (await queryRows(db, sql`select 1 from job_users where job_id = ${jobId} and user_id = ${userId} limit 1`))
    .length > 0;
export const READ_JOB = access.any(...JOB_READERS);
const saved = z.object({ message: z.string(), job: z.object({ id: z.number(), job_no: z.string() }) });
const savedWithVersion = z.object({
  message: z.string(),
  job: z.object({ id: z.number(), job_no: z.string(), version: z.number() }),
});

export async function jobRoutes(app: App, { database, config, bus }: AppDeps) {
  const { db } = database;
  const context = (request: FastifyRequest) => jobContextOf(request, { config, bus });

  app.post(
    '/jobs',
    {
      config: { access: access.any(Perm.NEW_JOB) },
      schema: {
        summary: 'Create a job (New Job form); a job that needs approval is refused with status 8',
        tags,
        body: jobDraft,
        response: { 200: saved },
      },
    },
    async (request) => {
      const ctx = context(request);
      const job = await db.transaction((tx) =>
        createJob(tx, ctx, request.body, { status: JobStatus.ACTIVE }),
      );
      return { message: Msg.jobs.created, job };
    },
  );

  app.put(
    '/jobs',
    {
      config: { access: access.any(Perm.NEW_JOB, Perm.JOB_DETAILS) },
      schema: {
        summary: "Update a job's details",
        description:
          'Sends back the version GET job/{id} answered: a save from an older version is refused with 409 ' +
          'status 21 (who changed the job, when, the fields that differ, the version to save over it with).',
        tags,
        body: jobUpdate,
        response: { 200: savedWithVersion, 409: staleSaveBody },
      },
    },
    async (request) => ({
      message: Msg.jobs.updated,
      job: await updateJob(db, context(request), request.body),
    }),
  );

  const readOne = (summary: string) => ({
    // My Pending Jobs (43) opens the jobs its holder works, and only those.
    config: { access: access.any(...JOB_READERS, Perm.MY_PENDING_JOBS) },
    schema: { summary, tags, params: z.object({ id: idParam }), response: { 200: jobDetailResponse } },
  });
  const loadJob = async (user: AuthUser, id: number) => {
    if (!holdsAny(user.permissions, JOB_READERS) && !(await holdsJob(db, user.id, id))) throw forbidden();
    const job = await findJobDetail(db, id, companyToday(config));
    if (!job) throw notFound(Msg.jobs.jobNotFound);
    return { job };
  };
  app.get('/job/:id', readOne('One job, for the job forms'), async (request) =>
    loadJob(currentUser(request), request.params.id),
  );
  app.get('/job/get-details/:id', readOne('One job, for the jobs list view panel'), async (request) =>
    loadJob(currentUser(request), request.params.id),
  );
}
