import { z } from 'zod';
import {
  approvalRequestRequest,
  pendingTaskApprovalsResponse,
  Perm,
  taskApproveRequest,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { pendingApprovals } from './approvalQueries';
import { requestApproval } from './approvalRequester';
import { boardContextOf } from './boardContext';
import { approveTasks } from './taskApprover';

const tags = ['task authorization'];

/** Task authorization: the holder's request, the Job Authorization list and its approval. */
export async function approvalRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  app.post(
    '/tasks/approve/request',
    {
      config: { access: access.user },
      schema: {
        summary: 'Ask someone with Job Authorization (13) to let work on a task go on past its estimate',
        description:
          'Only the holder asks; request_by is always the caller. request_to must be active and hold ' +
          'permission 13 (400 on request_to). One request waits per task: another answers 409 {status 7}.',
        tags,
        body: approvalRequestRequest,
        response: { 200: z.object({ message: z.string(), id: z.number() }) },
      },
    },
    async (request) => requestApproval(db, boardContextOf(request, deps), request.body),
  );

  app.get(
    '/jobs/approvals/pending',
    {
      config: { access: access.any(Perm.JOB_AUTHORIZATION) },
      schema: {
        summary: 'Task authorization requests waiting for a decision, oldest first',
        description: 'Those addressed to the caller; super admins, admins and directors see every one.',
        tags,
        response: { 200: pendingTaskApprovalsResponse },
      },
    },
    async (request) => ({ approvals: await pendingApprovals(db, currentUser(request), new Date()) }),
  );

  app.post(
    '/tasks/approve',
    {
      config: { access: access.any(Perm.JOB_AUTHORIZATION) },
      schema: {
        summary: 'Authorize a task, or with allTasks every open task of the same hold',
        description:
          'Marks their waiting requests approved. Someone who is not a super admin, admin or director may ' +
          'approve only a task whose request was addressed to them (else 403 {status 11}).',
        tags,
        body: taskApproveRequest,
        response: { 200: z.object({ message: z.string(), task_user_ids: z.array(z.number()) }) },
      },
    },
    async (request) => approveTasks(db, boardContextOf(request, deps), currentUser(request), request.body),
  );
}
