import type { FastifyRequest } from 'fastify';
import { jobContextOf } from '../jobs/jobContext';
import { z } from 'zod';
import {
  addJobRequest,
  idParam,
  JobKind,
  jobPickerQuery,
  Msg,
  quickJobDecision,
  quickJobPendingQuery,
  type AddJobRequest,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { companyToday } from '../../companyToday';
import { fieldErrors, notFound } from '../../errors';
import { actorOf } from '../admin/auditLog';
import { jobBellFor, markJobBellSeen } from './jobBell';
import { assignJobTask } from './jobTaskAssigner';
import { divisionExists, listPendingQuickJobs, listPickableJobs } from './queries';
import { decideQuickJob } from './quickJobDecider';
import { createQuickJob } from './quickJobCreator';
import { ADD_JOB_ACCESS, JOB_BELL_ACCESS, MONITOR_ACCESS } from './quickJobPolicy';

const tags = ['quick jobs'];
const added = z.object({
  message: z.string(),
  task_user_id: z.number(),
  new_job_user: z.number().describe("The job_user id: the employee's hold on the job (created when new)"),
  old_task_user: z.number().nullable().describe("The employee's current Ongoing task_user, if any"),
  job: z.object({ id: z.number(), job_no: z.string() }),
});
/** A job offered by the add-job pickers (GET jobs/online/0, jobs/division/{id}, jobs/online/user/0). */
export const pickableJob = z.object({
  id: z.number(),
  job_no: z.string(),
  job_title: z.string().nullable(),
  job_description: z.string(),
  customer_name: z.string().nullable(),
  cus_id: z.number().nullable(),
  job_category_id: z.number().nullable(),
  category: z.string().nullable(),
  division_id: z.number().nullable(),
  location_id: z.number().nullable(),
  branch_name: z.string().nullable(),
  system_id: z.number().nullable(),
  system: z.string().nullable(),
  contact_person: z.string().nullable(),
  contact_number: z.string().nullable(),
  due_date: z.string().nullable(),
});
const pending = z.object({
  id: z.number(),
  job_no: z.string(),
  employee: z.string().nullable(),
  customer: z.string().nullable(),
  branch: z.string().nullable(),
  system: z.string().nullable(),
  job_description: z.string(),
  due_date: z.string().nullable(),
  isJobExpired: z.boolean(),
  created_at: z.string(),
  can_decide: z.boolean(),
});
const notification = z.object({
  id: z.number(),
  job_no: z.string(),
  job_type: z.string().nullable(),
  kind: z.number(),
  kind_label: z.string(),
  customer_name: z.string().nullable(),
  created_at: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
});

/** Calls of quick, online/urgent and internal jobs from the add-job modal, the quick job monitor and the new-job bell. */
export async function quickJobRoutes(app: App, { database, config, bus }: AppDeps) {
  const { db } = database;
  const context = (request: FastifyRequest) => jobContextOf(request, { config, bus });
  /** Each call adds some job types; another type sent to it is refused on the job type field. */
  const only = (kinds: JobKind[], body: AddJobRequest) => {
    if (!kinds.includes(body.job_type as JobKind)) throw fieldErrors({ job_type: Msg.quickJobs.wrongCall });
  };
  const addJob = (summary: string, description: string) => ({
    config: { access: ADD_JOB_ACCESS },
    schema: { summary, description, tags, body: addJobRequest, response: { 200: added } },
  });

  app.post(
    '/jobs/assign/quick_job',
    addJob(
      'Add a quick job (1) or internal office work (3) from the add-job modal',
      'Creates the job, one task and a Back Log assignment planned for today. Quick jobs then wait for the Quick Job Monitor.',
    ),
    async (request) => {
      only([JobKind.QUICK, JobKind.INTERNAL], request.body);
      return createQuickJob(db, context(request), request.body);
    },
  );

  app.post(
    '/jobs/assign/quick_job/tasking',
    addJob(
      'Add a task to a job of a division: Tasking (Job) 2 or Tasking (Pre-sales) 6',
      'selected_division and selected_job pick the job (pre-sales jobs only for 6); the task goes to the employee.',
    ),
    async (request) => {
      only([JobKind.TASKING, JobKind.PRESALES], request.body);
      return assignJobTask(db, context(request), request.body);
    },
  );

  app.post(
    '/jobs/assign/online',
    addJob(
      'Add a task to an online / urgent job (4) for the user who takes it',
      "The job's category, customer and system are used whatever is sent (R-072).",
    ),
    async (request) => {
      only([JobKind.ONLINE_URGENT], request.body);
      return assignJobTask(db, context(request), request.body);
    },
  );

  app.get(
    '/jobs/division/:id',
    {
      config: { access: ADD_JOB_ACCESS },
      schema: {
        summary: 'Open jobs of a division to add a task to (newest 50; search narrows)',
        tags,
        params: z.object({ id: idParam }),
        querystring: jobPickerQuery,
        response: { 200: z.object({ jobs: z.array(pickableJob) }) },
      },
    },
    async (request) => {
      const divisionId = request.params.id;
      if (!(await divisionExists(db, divisionId))) throw notFound(Msg.quickJobs.unknownReference);
      return { jobs: await listPickableJobs(db, { divisionId }, request.query) };
    },
  );

  app.get(
    '/jobs/online/0',
    {
      config: { access: ADD_JOB_ACCESS },
      schema: {
        summary: "Open online / urgent jobs: stored type 'On Line' or 'Urgent', or raised as online",
        tags,
        querystring: jobPickerQuery,
        response: { 200: z.object({ jobs: z.array(pickableJob) }) },
      },
    },
    async (request) => ({ jobs: await listPickableJobs(db, { online: true }, request.query) }),
  );

  app.get(
    '/jobs/approval/quick_job',
    {
      config: { access: MONITOR_ACCESS },
      schema: {
        summary: 'Quick jobs waiting for approval (page, records, keyword)',
        tags,
        querystring: quickJobPendingQuery,
        response: { 200: z.object({ pendings: z.array(pending), count: z.number() }) },
      },
    },
    async (request) =>
      listPendingQuickJobs(
        db,
        { userId: currentUser(request).id, today: companyToday(config) },
        request.query,
      ),
  );

  app.post(
    '/jobs/approval/quick_job',
    {
      config: { access: MONITOR_ACCESS },
      schema: {
        summary: 'Approve (16) or reject (17) a quick job with a remark; decided once',
        tags,
        body: quickJobDecision,
        response: {
          200: z.object({
            message: z.string(),
            job: z.object({ id: z.number(), job_no: z.string(), auth_status: z.number() }),
          }),
        },
      },
    },
    async (request) => decideQuickJob(db, context(request), request.body),
  );

  app.get(
    '/jobNotifications',
    {
      config: { access: JOB_BELL_ACCESS },
      schema: {
        summary: 'The new-job bell: jobs created by others since it was last opened, and the latest 20',
        tags,
        response: { 200: z.object({ count: z.number(), notifications: z.array(notification) }) },
      },
    },
    async (request) => jobBellFor(db, currentUser(request).id),
  );

  app.post(
    '/jobNotifications/seen',
    {
      config: { access: JOB_BELL_ACCESS },
      schema: {
        summary: 'The bell was opened: its jobs are seen (up to `until`, the newest one it showed)',
        tags,
        body: z.object({ until: z.iso.datetime({ offset: true }).optional() }).optional(),
        response: { 200: z.object({ seen_at: z.string() }) },
      },
    },
    async (request) => {
      const until = request.body?.until ? new Date(request.body.until) : undefined;
      return markJobBellSeen(db, actorOf(request), currentUser(request).id, until);
    },
  );
}
