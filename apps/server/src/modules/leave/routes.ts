import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  Feature,
  idParam,
  leaveAllowanceRequest,
  leaveBalance,
  leaveBalanceQuery,
  leaveCalendarEntry,
  leaveDecisionRequest,
  leaveDetailResponse,
  leaveMonthRequest,
  leaveRejectionRequest,
  leaveSaveRequest,
  Msg,
  ownLeave,
  ownLeaveRequest,
  pendingLeave,
  Perm,
  staleSaveBody,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { access } from '../../policies/access';
import { requireFeature } from '../admin/features/featureSwitches';
import { leaveContextOf } from './leaveContext';
import { leaveBalanceFor } from './leaveBalanceAccess';
import { setLeaveAllowance } from './leaveAllowanceSetter';
import { leaveCalendar } from './leaveCalendar';
import { decideLeave, type LeaveDecision } from './leaveDecider';
import { leaveDetailFor } from './leaveDetail';
import { deleteLeave, requestLeaveCancellation } from './leaveOwnerActions';
import { listOwnLeave, listPendingCancellations, listPendingRequests } from './leaveQueries';
import { requestLeave } from './leaveRequester';

const tags = ['leave'];
const review = access.any(Perm.EMPLOYEE_LEAVE_DETAILS);
/** Balances and allowances answer 403 while the super admin has leave balances off. */
const balancesOn = requireFeature(Feature.LEAVE_BALANCES);
const idParams = z.object({ id: idParam });
const decided = z.object({
  message: z.string(),
  data: z.object({ header_id: z.number() }),
  leave: z.object({ id: z.number(), status: z.number(), cancel_status: z.number().nullable() }),
});

/** O-28: these GETs change state; nothing on the way may keep or replay their answers. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Calls of the leave area (endpoints.tsv `leave`, spec 001 §2.7), plus the balance and allowances. */
export async function leaveRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const context = (request: FastifyRequest) => leaveContextOf(request, deps);

  app.post(
    '/leave/save',
    {
      config: { access: access.user },
      schema: {
        summary: 'Ask for leave (New Leave Request); the server counts the days itself',
        tags,
        body: leaveSaveRequest,
        response: { 200: z.object({ message: z.string(), leave: ownLeave }) },
      },
    },
    async (request) => ({
      message: Msg.leave.requestSent,
      leave: await requestLeave(db, context(request), request.body),
    }),
  );

  app.post(
    '/leave/all_leaves',
    {
      config: { access: access.user },
      schema: {
        summary: "The caller's own leave requests, those touching `range` when given",
        tags,
        body: ownLeaveRequest,
        response: { 200: z.object({ leaves: z.array(ownLeave) }) },
      },
    },
    async (request) => ({
      leaves: await listOwnLeave(db, context(request).user.id, request.body?.range),
    }),
  );

  app.get(
    '/leave/delete/:id',
    {
      config: { access: access.user },
      schema: {
        summary:
          'The owner deletes a pending request (a state change kept as GET by the contract; never cached)',
        tags,
        params: idParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await deleteLeave(db, context(request), request.params.id);
      return { message: Msg.leave.deleted };
    },
  );

  app.get(
    '/leave/cancel/:id',
    {
      config: { access: access.user },
      schema: {
        summary:
          'The owner asks to cancel an approved leave (cancel_status 23; GET by the contract, never cached)',
        tags,
        params: idParams,
        response: { 200: z.object({ message: z.string(), leave: ownLeave }) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const leave = await requestLeaveCancellation(db, context(request), request.params.id);
      return { message: Msg.leave.cancellationApplied, leave };
    },
  );

  app.post(
    '/leave/getPendingLeaveRequests',
    {
      config: { access: review },
      schema: {
        summary: 'Requests waiting for the caller to decide (own division, or all for company-wide viewers)',
        tags,
        response: { 200: z.object({ leaves: z.array(pendingLeave) }) },
      },
    },
    async (request) => ({ leaves: await listPendingRequests(db, context(request).user) }),
  );

  app.post(
    '/leave/getPendingLeaveCancellationRequests',
    {
      config: { access: review },
      schema: {
        summary: 'Cancellations of approved leave waiting for the caller to decide',
        tags,
        response: { 200: z.object({ leaves: z.array(pendingLeave) }) },
      },
    },
    async (request) => ({ leaves: await listPendingCancellations(db, context(request).user) }),
  );

  app.post(
    '/leave/getAttendaceDetails',
    {
      config: { access: review },
      schema: {
        summary:
          'The leave calendar of one month: approved and pending leave of the people the caller reviews',
        tags,
        body: leaveMonthRequest,
        response: { 200: z.object({ month: z.string(), entries: z.array(leaveCalendarEntry) }) },
      },
    },
    async (request) => ({
      month: request.body.month,
      entries: await leaveCalendar(db, context(request).user, request.body.month),
    }),
  );

  app.get(
    '/leave/get/:id',
    {
      config: { access: access.user },
      schema: {
        summary: 'One request for its owner or a reviewer, with its collisions and balance',
        tags,
        params: idParams,
        response: { 200: leaveDetailResponse },
      },
    },
    async (request) => {
      const ctx = context(request);
      return leaveDetailFor(db, ctx.settings, ctx.user, request.params.id);
    },
  );

  const decision = (path: string, kind: LeaveDecision, summary: string) =>
    app.post(
      path,
      {
        config: { access: review },
        schema: {
          summary,
          tags,
          body: kind.endsWith('reject') ? leaveRejectionRequest : leaveDecisionRequest,
          response: { 200: decided },
        },
      },
      async (request) => decideLeave(db, context(request), kind, request.body.leave_data),
    );
  decision('/leave/approve', 'approve', 'Approve a pending request (leave_data {id, remark?})');
  decision('/leave/reject', 'reject', 'Reject a pending request (leave_data {id, remark})');
  decision('/leave/cancel/approve', 'cancel_approve', 'Approve the cancellation of an approved leave');
  decision(
    '/leave/cancel/reject',
    'cancel_reject',
    'Reject the cancellation of an approved leave (with a remark)',
  );

  app.get(
    '/leave/balance',
    {
      config: { access: access.user },
      onRequest: balancesOn,
      schema: {
        summary:
          "A year's leave balance: the caller's own, or an employee's for reviewers and employee admins",
        tags,
        querystring: leaveBalanceQuery,
        response: { 200: leaveBalance },
      },
    },
    async (request) => leaveBalanceFor(db, context(request), request.query),
  );

  app.put(
    '/leave/allowance',
    {
      config: { access: access.any(Perm.EMPLOYEES) },
      onRequest: balancesOn,
      schema: {
        summary: "Set an employee's leave allowance of one kind for a year",
        description:
          "Sends back the version the balance read answered (the employee's): a save from an older version " +
          'is refused with 409 status 21 (who changed the employee, when, the allowance either side holds).',
        tags,
        body: leaveAllowanceRequest,
        response: { 200: z.object({ message: z.string(), balance: leaveBalance }), 409: staleSaveBody },
      },
    },
    async (request) => ({
      message: Msg.leave.allowanceSaved,
      balance: await setLeaveAllowance(db, context(request), request.body),
    }),
  );
}
