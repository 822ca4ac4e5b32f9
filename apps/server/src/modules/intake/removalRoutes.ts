import { z } from 'zod';
import {
  idParam,
  jobDeleteRequest,
  Msg,
  Perm,
  removableTask,
  taskRemovalCheck,
  taskRemoveRequest,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { forbidden, notFound } from '../../errors';
import { access } from '../../policies/access';
import { findJobDetail } from '../jobs/jobDetail';
import { companyToday } from '../../companyToday';
import { jobContextOf } from '../jobs/jobContext';
import { intakePolicy } from './intakePolicy';
import { deleteJob } from './jobDeleter';
import { findTaskVerdict, listRemovableTasks } from './taskRemovalRule';
import { removeTask } from './taskRemover';

const tags = ['edit job details'];
const jobDetails = access.any(Perm.JOB_DETAILS);

/** The Danger Zone of Edit Job Details (spec 002 §2): deleting a job, or one of its tasks. */
export async function removalRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  app.post(
    '/jobs/delete',
    {
      config: { access: jobDetails },
      schema: {
        summary: 'Delete a job nobody has started on (super admin or director)',
        tags,
        body: jobDeleteRequest,
        response: {
          200: z.object({ message: z.string(), job: z.object({ id: z.number(), job_no: z.string() }) }),
        },
      },
    },
    async (request) => ({
      message: Msg.intake.jobDeleted,
      job: await deleteJob(db, jobContextOf(request, deps), currentUser(request), request.body.job_id),
    }),
  );

  app.get(
    '/job/:id/tasks',
    {
      config: { access: jobDetails },
      schema: {
        summary: "A job's tasks for the Delete Tasks table, each saying whether it may be removed",
        tags,
        params: z.object({ id: idParam }),
        response: { 200: z.object({ tasks: z.array(removableTask) }) },
      },
    },
    async (request) => {
      const job = await findJobDetail(db, request.params.id, companyToday(deps.config));
      if (!job) throw notFound(Msg.jobs.jobNotFound);
      return { tasks: await listRemovableTasks(db, job.id) };
    },
  );

  app.post(
    '/tasks/remove/check',
    {
      config: { access: access.any(Perm.JOB_DETAILS, Perm.CREATE_TASK) },
      schema: {
        summary: 'May this task be removed? (Back Log or unassigned, and not the only task: R-082)',
        tags,
        body: taskRemoveRequest,
        response: { 200: taskRemovalCheck },
      },
    },
    async (request) => {
      const verdict = await findTaskVerdict(db, request.body.task_id);
      if (!verdict) throw notFound(Msg.intake.taskNotFound);
      return verdict.reason ? { data: false, reason: verdict.reason } : { data: true };
    },
  );

  app.post(
    '/tasks/remove',
    {
      config: { access: jobDetails },
      schema: {
        summary: 'Remove a task and its assignments (checked again under a lock)',
        tags,
        body: taskRemoveRequest,
        response: {
          200: z.object({ message: z.string(), task: z.object({ id: z.number(), job_id: z.number() }) }),
        },
      },
    },
    async (request) => {
      // The Danger Zone is the super admin's and the director's, for tasks as for the job.
      if (!intakePolicy.mayDeleteJob(currentUser(request))) throw forbidden(Msg.intake.deleteJobRoles);
      return {
        message: Msg.intake.taskRemoved,
        task: await removeTask(db, jobContextOf(request, deps), request.body.task_id),
      };
    },
  );
}
