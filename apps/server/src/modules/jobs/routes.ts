import type { FastifyRequest } from 'fastify';
import { jobContextOf } from './jobContext';
import { z } from 'zod';
import { idParam, jobDraft, jobUpdate, Msg, Perm, JobStatus } from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { companyToday } from '../../companyToday';
import { notFound } from '../../errors';
import { access } from '../../policies/access';
import { createJob } from './jobCreator';
import { findJobDetail } from './jobDetail';
import { updateJob } from './jobUpdater';

const tags = ['jobs'];
/** Who may read one job: the jobs list, the New Job form, approvals and the details pages. */
export const READ_JOB = access.any(Perm.JOBS, Perm.NEW_JOB, Perm.PENDING_APPROVALS, Perm.JOB_DETAILS);
const saved = z.object({ message: z.string(), job: z.object({ id: z.number(), job_no: z.string() }) });

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
      schema: { summary: "Update a job's details", tags, body: jobUpdate, response: { 200: saved } },
    },
    async (request) => ({
      message: Msg.jobs.updated,
      job: await updateJob(db, context(request), request.body),
    }),
  );

  const readOne = (summary: string) => ({
    config: { access: READ_JOB },
    schema: { summary, tags, params: z.object({ id: idParam }) },
  });
  const loadJob = async (id: number) => {
    const job = await findJobDetail(db, id, companyToday(config));
    if (!job) throw notFound(Msg.jobs.jobNotFound);
    return { job };
  };
  app.get('/job/:id', readOne('One job, for the job forms'), async (request) => loadJob(request.params.id));
  app.get('/job/get-details/:id', readOne('One job, for the jobs list view panel'), async (request) =>
    loadJob(request.params.id),
  );
}
