import type { FastifyRequest } from 'fastify';
import {
  editingJobsRequest,
  editingJobsResponse,
  editingTasksParams,
  editingTasksResponse,
  periodLockRequest,
  periodLockResponse,
  Perm,
  presetApproveRequest,
  presetCommentLineAdd,
  presetDayRequest,
  presetEditResponse,
  presetLineDelete,
  presetLineResponse,
  presetLineUpdate,
  presetListRequest,
  presetListResponse,
  presetOkResponse,
  presetRef,
  presetRejectRequest,
  presetReviewResponse,
  presetSentResponse,
  presetTaskLineAdd,
  presetValidResponse,
  staleSaveBody,
} from '@jobline/shared';
import type { App, AppDeps } from '../../../app';
import { currentUser } from '../../../auth/requestUser';
import { companyToday } from '../../../companyToday';
import { access } from '../../../policies/access';
import { actorOf } from '../../admin/auditLog';
import { lockMonth, unlockMonth } from './periodLock';
import { approvePreset, rejectPreset } from './presetApprover';
import type { PresetContext } from './presetContext';
import { addCommentLine, addTaskLine, deleteLine, updateLine } from './presetEditor';
import { deletePreset, openPreset } from './presetOpener';
import { editingJobs, editingTasks, waitingPresets } from './presetQueries';
import { sendPreset, validatePreset } from './presetSubmitter';

const tags = ['worksheets'];
const worksheet = { access: access.any(Perm.EMPLOYEE_DAILY_ACTIVITY) };
const reviewer = { access: access.any(Perm.REVIEW_PRESETS) };

/**
 * Corrections of a past day's worksheet (spec 001 §4 Worksheet presets, R-158..R-164): the owner
 * edits a draft of the day, validates it and sends it; a reviewer (40; an HOD for their own
 * division) approves it into the work log or rejects it. All need the worksheet (21).
 */
export async function worksheetPresetRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const timeZone = deps.config.COMPANY_TIME_ZONE;
  const ctxOf = (request: FastifyRequest): PresetContext => {
    const now = new Date();
    return {
      user: currentUser(request),
      actor: actorOf(request),
      bus: deps.bus,
      now,
      today: companyToday(deps.config, now),
      timeZone,
    };
  };
  const lineEdit = 'Only the owner, only while the correction is a draft; any edit clears its validation.';

  app.post(
    '/reports/activity/edit',
    {
      config: worksheet,
      schema: {
        summary:
          'Open the correction of one past day of one’s own worksheet, drafted from the work log if new',
        description:
          'range.start = range.end, before today (else 400 range.start). 409 when the month is locked or ' +
          'a correction of the day waits for review. Times are HH:mm in the company time zone.',
        tags,
        body: presetDayRequest,
        response: { 200: presetEditResponse },
      },
    },
    (request) => openPreset(db, ctxOf(request), request.body.range.start),
  );

  app.post(
    '/reports/activity/preset/delete',
    {
      config: worksheet,
      schema: {
        summary:
          'The creator deletes their draft or waiting correction of the day (also Cancel of a new draft)',
        tags,
        body: presetDayRequest,
        response: { 200: presetOkResponse },
      },
    },
    (request) => deletePreset(db, ctxOf(request), request.body.range.start),
  );

  app.post(
    '/activity/custom/add',
    {
      config: worksheet,
      schema: {
        summary: 'Add a task line (one of the owner’s assignments) to the draft',
        description: lineEdit,
        tags,
        body: presetTaskLineAdd,
        response: { 200: presetLineResponse },
      },
    },
    (request) => addTaskLine(db, ctxOf(request), request.body),
  );

  app.post(
    '/comment/custom/add',
    {
      config: worksheet,
      schema: {
        summary:
          'Add a comment line (Meeting, Lunch, Short Break, Day Off, Help, Break, Travelling) to the draft',
        description: lineEdit,
        tags,
        body: presetCommentLineAdd,
        response: { 200: presetLineResponse },
      },
    },
    (request) => addCommentLine(db, ctxOf(request), request.body),
  );

  app.post(
    '/activity/custom/update',
    {
      config: worksheet,
      schema: {
        summary: 'Change a line’s times, and its task (task line) or type and text (comment line)',
        description: lineEdit,
        tags,
        body: presetLineUpdate,
        response: { 200: presetLineResponse },
      },
    },
    (request) => updateLine(db, ctxOf(request), request.body),
  );

  for (const url of ['/activity/custom/delete', '/comment/edit/delete']) {
    app.post(
      url,
      {
        config: worksheet,
        schema: {
          summary: 'Delete a line of the draft',
          description: lineEdit,
          tags,
          body: presetLineDelete,
          response: { 200: presetOkResponse },
        },
      },
      (request) => deleteLine(db, ctxOf(request), request.body),
    );
  }

  app.post(
    '/activity/custom/save',
    {
      config: worksheet,
      schema: {
        summary: 'Validate the draft’s lines (R-164); a pass lets it be sent to review',
        description:
          '400 {errors: {"lines.<line id>": message naming the line}}: one Day Off, lines in order and not ' +
          'overlapping, none past the day-off time, each ending after it starts, own tasks, known comment types.',
        tags,
        body: presetRef,
        response: { 200: presetValidResponse },
      },
    },
    (request) => validatePreset(db, ctxOf(request), request.body.preset_id),
  );

  app.post(
    '/reports/emp_daily_activity/request',
    {
      config: worksheet,
      schema: {
        summary: 'Send the validated draft to review; the reviewers who may decide it are notified',
        description: '409 when not validated since the last edit, or when the month is locked.',
        tags,
        body: presetRef,
        response: { 200: presetSentResponse },
      },
    },
    (request) => sendPreset(db, ctxOf(request), request.body.preset_id),
  );

  app.post(
    '/reports/activity/presets',
    {
      config: reviewer,
      schema: {
        summary: 'The corrections waiting for review that the caller may decide (not in the spec)',
        description:
          'Needs 40. An HOD sees their own division only (R-154); company-wide reviewers may narrow to a division.',
        tags,
        body: presetListRequest,
        response: { 200: presetListResponse },
      },
    },
    (request) => waitingPresets(db, currentUser(request), request.body.division),
  );

  app.post(
    '/reports/activity/preset/approve',
    {
      config: reviewer,
      schema: {
        summary:
          'Approve a waiting correction: the day’s logged rows are superseded and its lines logged instead',
        description:
          'Needs 40; an HOD only for their own division (R-154). One transaction; 409 when locked or decided.',
        tags,
        body: presetApproveRequest,
        response: { 200: presetReviewResponse, 409: staleSaveBody },
      },
    },
    (request) =>
      approvePreset(db, ctxOf(request), {
        presetId: request.body.preset,
        version: request.body.version,
        overwrite: request.body.overwrite,
      }),
  );

  app.post(
    '/reports/activity/preset/reject',
    {
      config: reviewer,
      schema: {
        summary: 'Reject a waiting correction with a remark the owner then sees',
        description:
          'Needs 40; an HOD only for their own division (R-154). Sends the version of the correction the ' +
          'reviewer was shown: one changed since is refused with 409 status 21.',
        tags,
        body: presetRejectRequest,
        response: { 200: presetReviewResponse, 409: staleSaveBody },
      },
    },
    (request) =>
      rejectPreset(
        db,
        ctxOf(request),
        { presetId: request.body.preset, version: request.body.version, overwrite: request.body.overwrite },
        request.body.remark,
      ),
  );

  app.post(
    '/all_jobs/user/activity/editing',
    {
      config: worksheet,
      schema: {
        summary: 'The jobs a person holds an assignment of, for a correction’s task lines',
        description:
          'user_id defaults to the caller; another person needs the Employee filter (36), another division 35 too. ' +
          'Only jobs with an assignment of the person open on that day: not finished or handed over before it began.',
        tags,
        body: editingJobsRequest,
        response: { 200: editingJobsResponse },
      },
    },
    (request) =>
      editingJobs(db, currentUser(request), request.body.user_id ?? currentUser(request).id, {
        date: request.body.date,
        timeZone,
      }),
  );

  app.get(
    '/job/tasks/worksheet/edit/:jobId/:userId',
    {
      config: worksheet,
      schema: {
        summary: 'A person’s assignments of a job’s tasks, for a correction’s task lines',
        description: 'Another person than the caller needs the Employee filter (36).',
        tags,
        params: editingTasksParams,
        response: { 200: editingTasksResponse },
      },
    },
    (request) => editingTasks(db, currentUser(request), request.params.jobId, request.params.userId),
  );

  app.post(
    '/reports/activity/period/lock',
    {
      config: reviewer,
      schema: {
        summary: 'Lock a month of a person’s worksheet: no correction may change its days (not in the spec)',
        description: 'Needs 40; an HOD only for their own division (R-154). Audited.',
        tags,
        body: periodLockRequest,
        response: { 200: periodLockResponse },
      },
    },
    (request) => lockMonth(db, ctxOf(request), request.body),
  );

  app.post(
    '/reports/activity/period/unlock',
    {
      config: { access: access.any(Perm.SUPER_ADMIN) },
      schema: {
        summary: 'Unlock a month of a person’s worksheet (not in the spec)',
        description: 'Only the Super Admin permission (1). Audited.',
        tags,
        body: periodLockRequest,
        response: { 200: periodLockResponse },
      },
    },
    (request) => unlockMonth(db, ctxOf(request), request.body),
  );
}
