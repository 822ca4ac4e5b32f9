import { z } from 'zod';
import {
  approvalDecided,
  approvalSent,
  approveRequest,
  Msg,
  pendingApprovalRequest,
  pendingApprovalView,
  pendingListQuery,
  Perm,
  PendingApprovalStatus,
  reassignRequest,
  rejectRequest,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { companyToday } from '../../companyToday';
import { access } from '../../policies/access';
import { approvePending, rejectPending } from './approvalDecider';
import { listApprovals } from './approvalQueries';
import { sendForApproval } from './approvalSender';
import { jobContextOf } from '../jobs/jobContext';
import { reassignJob } from './jobReassigner';

const tags = ['pending approvals'];
/** The list and the company's today (a drafted due date before it must move when approving). */
const list = { 200: z.object({ pending: z.array(pendingApprovalView), today: z.string() }) };
const jobSaved = z.object({ message: z.string(), job: z.object({ id: z.number(), job_no: z.string() }) });

/** Jobs that need approval waiting for it, their decisions, and Assign Back. */
export async function approvalRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const today = () => companyToday(deps.config);

  app.post(
    '/job/pending',
    {
      config: { access: access.any(Perm.NEW_JOB) },
      schema: {
        summary: 'Send a New Job draft that needs approval for approval (status 9)',
        description: 'A draft that does not need approval answers 400: create it with POST jobs instead.',
        tags,
        body: pendingApprovalRequest,
        response: { 200: approvalSent },
      },
    },
    async (request) => ({
      message: Msg.intake.approvalSent,
      pending: await sendForApproval(db, jobContextOf(request, deps), request.body),
    }),
  );

  app.get(
    '/job/pending',
    {
      config: { access: access.any(Perm.PENDING_APPROVALS) },
      schema: {
        summary: 'Jobs waiting for approval, newest first',
        description: 'recent_days (0–30) adds the ones approved within that many days (status 10).',
        tags,
        querystring: pendingListQuery,
        response: list,
      },
    },
    async (request) => {
      const day = today();
      return {
        pending: await listApprovals(db, { today: day, recentDays: request.query.recent_days }),
        today: day,
      };
    },
  );

  app.get(
    '/job/pending/coordinator',
    {
      config: { access: access.any(Perm.PENDING_APPROVALS, Perm.NEW_JOB) },
      schema: {
        summary: 'Jobs waiting for approval that I coordinate or sent',
        tags,
        querystring: pendingListQuery,
        response: list,
      },
    },
    async (request) => {
      const day = today();
      const pending = await listApprovals(db, {
        today: day,
        onlyFor: currentUser(request).id,
        recentDays: request.query.recent_days,
      });
      return { pending, today: day };
    },
  );

  app.post(
    '/job/pending/approve',
    {
      config: { access: access.any(Perm.PENDING_APPROVALS) },
      schema: {
        summary: 'Approve a waiting job: the job is created (status 10)',
        description:
          'Admins and super admins must name the director (approved_with). due_date replaces a drafted due date that has passed.',
        tags,
        body: approveRequest,
        response: { 200: approvalDecided },
      },
    },
    async (request) => {
      const job = await approvePending(db, jobContextOf(request, deps), currentUser(request), request.body);
      return { message: Msg.intake.approved, status: PendingApprovalStatus.APPROVED, job };
    },
  );

  app.post(
    '/job/pending/reject',
    {
      config: { access: access.any(Perm.PENDING_APPROVALS) },
      schema: {
        summary: 'Reject a waiting job (a remark is required)',
        tags,
        body: rejectRequest,
        response: { 200: approvalDecided },
      },
    },
    async (request) => {
      await rejectPending(db, jobContextOf(request, deps), currentUser(request), request.body);
      return { message: Msg.intake.rejected, status: PendingApprovalStatus.REJECTED, job: null };
    },
  );

  app.post(
    '/jobs/re-assign',
    {
      config: { access: access.any(Perm.NEW_JOB) },
      schema: {
        summary: 'Assign Back: a new job made from an existing one (reassign_from)',
        tags: ['jobs'],
        body: reassignRequest,
        response: { 200: jobSaved },
      },
    },
    async (request) => ({
      message: Msg.intake.reassigned,
      job: await reassignJob(db, jobContextOf(request, deps), request.body),
    }),
  );
}
