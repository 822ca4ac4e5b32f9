import { z } from 'zod';
import { currentHoldResponse, Feature, holdRequest, holdResponse, restoreResponse } from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { isFeatureOn } from '../admin/features/featureSwitches';
import { boardContextOf } from './boardContext';
import { findCurrentHold } from './currentHold';
import { endWorkingDay } from './dayEnder';
import { changeHold } from './holdChanger';
import { restoreHold } from './holdRestorer';

const tags = ['holds'];
/** Every employee has the profile menu; each call acts on the caller alone. */
const anyEmployee = { access: access.user };

/** Profile-menu holds: GET and POST tasks/change/dashboard, …/restore, …/session_end. */
export async function holdRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/tasks/change/dashboard',
    {
      config: anyEmployee,
      schema: {
        summary: 'The hold the caller is on now (type 1 Meeting … 7 Travelling, since when), or null',
        description:
          'Read from the work log: a restore, a start on a board or the end of the day ends the hold. ' +
          'board.changed events naming the caller say when to read it again.',
        tags,
        response: { 200: currentHoldResponse },
      },
    },
    async (request) => findCurrentHold(db, currentUser(request).id),
  );

  app.post(
    '/tasks/change/dashboard',
    {
      config: anyEmployee,
      schema: {
        summary:
          'Go on a hold from the profile menu (1 Meeting … 7 Travelling); the ongoing task goes on Hold',
        description:
          'Meeting, Short Break, Help, Break and Travelling need a comment (400 on comment). logout is true ' +
          'for Day Off, and for Break when the super admin has Break logs out switched on.',
        tags,
        body: holdRequest,
        response: { 200: holdResponse },
      },
    },
    async (request) =>
      changeHold(db, boardContextOf(request, deps), request.body, {
        breakLogsOut: await isFeatureOn(db, Feature.BREAK_LOGS_OUT),
      }),
  );

  app.post(
    '/tasks/change/dashboard/restore',
    {
      config: anyEmployee,
      schema: {
        summary: 'End the hold: the task it put on hold comes back to Ongoing when it is still held',
        description:
          'Not on hold: 400. The start checks of a move apply (409 status 1, 4 or 8). task_user_id is the ' +
          'restored task, or null when the employee is back at work on no task.',
        tags,
        response: { 200: restoreResponse },
      },
    },
    async (request) => restoreHold(db, boardContextOf(request, deps)),
  );

  app.post(
    '/tasks/change/dashboard/session_end',
    {
      config: anyEmployee,
      schema: {
        summary: 'End the working day: the ongoing task goes on Hold and the employee is off',
        description: 'A day already ended answers 400.',
        tags,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => endWorkingDay(db, boardContextOf(request, deps)),
  );
}
