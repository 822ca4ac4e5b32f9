import { z } from 'zod';
import {
  Feature,
  jobPickerQuery,
  Perm,
  quickJobCardsResponse,
  taskUserDetailsRequest,
  taskUserDetailsResponse,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { companyToday } from '../../companyToday';
import { access } from '../../policies/access';
import { requireFeature } from '../admin/features/featureSwitches';
import { listPickableJobs } from '../quickJobs/queries';
import { pickableJob } from '../quickJobs/routes';
import { listQuickJobCards, taskUserOfHold } from './quickJobCards';

const tags = ['quick job manager'];
const ONLINE_ACCESS = access.any(Perm.NEW_JOB, Perm.QUICK_JOB_MONITOR);
/** The screen's own calls answer 403 while the super admin has the quick job manager off (not jobs/sync). */
const switchedOn = requireFeature(Feature.QUICK_JOB_MANAGER);

/**
 * Quick job manager: GET jobs/quick-job-manager-jobs, jobs/online/user/0, POST jobs/getTaskUserDetails.
 * Its Sync Jobs (GET jobs/sync) is the ERP sync's (admin/sync/routes).
 */
export async function quickJobManagerRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/jobs/quick-job-manager-jobs',
    {
      config: { access: access.user },
      onRequest: switchedOn,
      schema: {
        summary: 'The caller’s open quick, internal and online/urgent tasks (/qjm cards), ongoing first',
        tags,
        response: { 200: quickJobCardsResponse },
      },
    },
    async (request) => {
      const today = companyToday(deps.config);
      return { jobs: await listQuickJobCards(db, currentUser(request).id, today), today };
    },
  );

  app.get(
    '/jobs/online/user/0',
    {
      config: { access: ONLINE_ACCESS },
      onRequest: switchedOn,
      schema: {
        summary: 'Open online / urgent jobs on which the caller already holds an open task',
        tags,
        querystring: jobPickerQuery,
        response: { 200: z.object({ jobs: z.array(pickableJob) }) },
      },
    },
    async (request) => ({
      jobs: await listPickableJobs(db, { online: true }, request.query, {
        workerId: currentUser(request).id,
      }),
    }),
  );

  app.post(
    '/jobs/getTaskUserDetails',
    {
      config: { access: access.user },
      onRequest: switchedOn,
      schema: {
        summary: 'The first open task of one of the caller’s own holds (before Start / Hold on /qjm)',
        description: 'id is the task_user id. 404 when the hold is not the caller’s or has no open task.',
        tags,
        body: taskUserDetailsRequest,
        response: { 200: taskUserDetailsResponse },
      },
    },
    async (request) => taskUserOfHold(db, currentUser(request).id, request.body.job_user_id),
  );
}
