import { z } from 'zod';
import {
  taskChangeResponse,
  forceFinishRequest,
  moveRequest,
  moveResponse,
  planDateRequest,
  qcMoveRequest,
  quickJobFinishedRequest,
  quickJobOngoingRequest,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { approvalRoutes } from './approvalRoutes';
import { boardContextOf } from './boardContext';
import { forceFinish } from './forceFinisher';
import { setPlanDate } from './planDateSetter';
import { finishQuickJob } from './quickJobFinisher';
import { startQuickJob } from './quickJobStarter';
import { moveTask, type MoveInput } from './taskMover';

const tags = ['boards'];
/** Any employee may call; the rows decide (only the holder moves a task). */
const anyEmployee = { access: access.user };

/** A move as the board sends it (previousSection, newSection) in the mover's terms. */
const moveOf = (
  body: { taskUserId: number; previousSection: number; newSection: number },
  via: MoveInput['via'],
): MoveInput => ({ taskUserId: body.taskUserId, from: body.previousSection, to: body.newSection, via });

const REFUSALS =
  'Refusals (409 unless said): {status 1, ongoing} another task is ongoing; 2 the job is canceled; 3 someone ' +
  'is working on the task this QC task checks; 4 invalid section (also: no plan date, QC waiting for the ' +
  'work); 7 the task moved since the board loaded, or was re-assigned; 8 the estimate is used up and needs ' +
  'authorization; 403 {status 11} only the holder moves a task.';

/** Moves: POST activity, activity/change, activity/change/qc, jobs/force_finish, tasks/plan_date, task authorization. */
export async function moveRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const context = (request: Parameters<typeof boardContextOf>[0]) => boardContextOf(request, deps);

  app.post(
    '/activity',
    {
      config: anyEmployee,
      schema: {
        summary: 'Move a task to another section of its board (drag and drop, the move dialog)',
        description:
          'Work: 1↔2, 1/2→3, 3↔4, 3/4→6, and 6→2/3 only after the HOD rejected the job. Finishing work ' +
          'that has a QC check puts it in QC (5). QC tasks: 5→3, 3↔4 (verdicts via activity/change/qc). ' +
          REFUSALS,
        tags,
        body: moveRequest,
        response: { 200: moveResponse },
      },
    },
    async (request) => moveTask(db, context(request), moveOf(request.body, 'move')),
  );

  app.post(
    '/activity/change',
    {
      config: anyEmployee,
      schema: {
        summary: 'The same move, putting the holder’s ongoing task on Hold first (the answer to status 1)',
        description: REFUSALS,
        tags,
        body: moveRequest,
        response: { 200: moveResponse },
      },
    },
    async (request) => moveTask(db, context(request), moveOf(request.body, 'change')),
  );

  app.post(
    '/activity/change/qc',
    {
      config: anyEmployee,
      schema: {
        summary: 'A QC verdict: send the work back to fix (7, with qc_message) or pass it (8)',
        description:
          'From QC (5) or Ongoing (3) of a QC task whose work waits in QC. 7 returns the work to its ' +
          'holder’s Picked with a Bug entry and a notification; 8 finishes the work. ' +
          REFUSALS,
        tags,
        body: qcMoveRequest,
        response: { 200: moveResponse },
      },
    },
    async (request) =>
      moveTask(db, context(request), {
        ...moveOf(request.body, 'qc'),
        qcMessage: request.body.qc_message ?? null,
      }),
  );

  app.post(
    '/jobs/force_finish',
    {
      config: anyEmployee,
      schema: {
        summary: 'Finish someone’s ongoing task with an authority’s e-mail and password (R-008)',
        description:
          'The authority is an active super admin, admin, director, HOD or team leader. Wrong credentials ' +
          'or the right ones of someone else answer alike, 400 on password (and count as failed logins); ' +
          'a task not ongoing 409 {status 4}.',
        tags,
        body: forceFinishRequest,
        response: { 200: moveResponse },
      },
    },
    async (request) => forceFinish(db, context(request), deps.config, request.body, request.ip),
  );

  app.post(
    '/tasks/plan_date',
    {
      config: anyEmployee,
      schema: {
        summary: 'Set the day a task is planned for (the holder or a manager of the job)',
        tags,
        body: planDateRequest,
        response: { 200: taskChangeResponse },
      },
    },
    async (request) => setPlanDate(db, context(request), currentUser(request), request.body),
  );

  app.post(
    '/activity/change/quickjob',
    {
      config: anyEmployee,
      schema: {
        summary: 'Make a quick job’s task ongoing, putting the holder’s ongoing task on Hold first',
        description: REFUSALS,
        tags,
        body: quickJobOngoingRequest,
        response: { 200: moveResponse },
      },
    },
    async (request) => startQuickJob(db, context(request), request.body),
  );

  app.post(
    '/jobs/quickJobFinished',
    {
      config: anyEmployee,
      schema: {
        summary: 'Finish every open task of the caller’s hold on a quick or online job',
        description:
          'Each finishes like a drag to Finished (a checked task goes to QC). Someone else’s hold 403; ' +
          'a job the quick job manager does not handle 409 {status 4}.',
        tags,
        body: quickJobFinishedRequest,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => finishQuickJob(db, context(request), request.body),
  );

  await approvalRoutes(app, deps);
}
