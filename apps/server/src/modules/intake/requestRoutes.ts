import { z } from 'zod';
import {
  jobRequestDelete,
  jobRequestInput,
  jobRequestUpdate,
  jobRequestView,
  Msg,
  Perm,
  requestListMode,
  requestSaved,
  staleSaveBody,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { jobContextOf } from '../jobs/jobContext';
import { createRequest } from './requestCreator';
import { listRequests } from './requestQueries';
import { updateRequest } from './requestUpdater';
import { withdrawRequest } from './requestWithdrawer';

const tags = ['job requests'];
const requests = access.any(Perm.JOB_REQUESTS);

/** Job requests: a customer's call written down, until it becomes a job (spec 000 §2). */
export async function requestRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/job/request/:mode',
    {
      // New Job (7) prefills from the pending requests too.
      config: { access: access.any(Perm.JOB_REQUESTS, Perm.NEW_JOB) },
      schema: {
        summary: 'Job requests: mode 0 all of mine, 1 or 2 the pending ones visible to me',
        description:
          'Pending requests are visible to their creator, to admins and to whoever may create jobs (New Job, 7).',
        tags,
        params: z.object({ mode: requestListMode }),
        response: { 200: z.object({ requests: z.array(jobRequestView) }) },
      },
    },
    async (request) => ({ requests: await listRequests(db, currentUser(request), request.params.mode) }),
  );

  app.post(
    '/job/request',
    {
      config: { access: requests },
      schema: {
        summary: 'Raise a job request',
        tags,
        body: jobRequestInput,
        response: { 200: requestSaved },
      },
    },
    async (request) => ({
      message: Msg.intake.requestSent,
      request: await createRequest(db, jobContextOf(request, deps), request.body),
    }),
  );

  app.post(
    '/job/request/update',
    {
      config: { access: requests },
      schema: {
        summary: 'Change a pending job request (its creator or an admin)',
        description:
          'Sends back the version the request list answered: a save from an older version is refused with ' +
          '409 status 21 (who changed it, when, the fields that differ, the version to save over it with).',
        tags,
        body: jobRequestUpdate,
        response: { 200: requestSaved, 409: staleSaveBody },
      },
    },
    async (request) => ({
      message: Msg.intake.requestUpdated,
      request: await updateRequest(db, jobContextOf(request, deps), currentUser(request), request.body),
    }),
  );

  app.post(
    '/job/request/delete',
    {
      config: { access: requests },
      schema: {
        summary: 'Withdraw a pending job request (status 5; its creator or an admin)',
        tags,
        body: jobRequestDelete,
        response: { 200: requestSaved },
      },
    },
    async (request) => ({
      message: Msg.intake.requestDeleted,
      request: await withdrawRequest(db, jobContextOf(request, deps), currentUser(request), request.body.id),
    }),
  );
}
