import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  estimationQuery,
  idParam,
  jobTasksResponse,
  Msg,
  Perm,
  sheetTasksResponse,
  staleSaveBody,
  subTaskRequest,
  subTaskSaved,
  subTasksResponse,
  taskableJobsResponse,
  lookupSearchQuery,
  taskSheetsResponse,
  taskStoreRequest,
  taskStoreResponse,
  taskAddRequest,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { fieldError, notFound } from '../../errors';
import { access } from '../../policies/access';
import { jobContextOf } from '../jobs/jobContext';
import { exportEstimation } from './estimationExport';
import { taskableJobs, userJobs } from './jobQueries';
import { SEARCH_DESCRIPTION } from '../../db/pickerSearch';
import { findSheet, sheetsOfJob, tasksOfJob, tasksOfSheet } from './sheetQueries';
import { storeSheet } from './sheetStorer';
import { addSubTask, listSubTasks } from './subTasks';
import { assertMayReadJobTasks } from './taskingPolicy';
import { fileAnswer, MEDIA } from '../../routeContract';

const tags = ['create task'];
const createTask = access.any(Perm.CREATE_TASK);
const WHO =
  'Only jobs the user owns or manages: the job owner, its coordinator and whoever raised it; heads of ' +
  'department and team leaders for their division; super admins, admins and directors for every job. ' +
  'Others answer 403, a missing job 404.';
const ESTIMATION =
  "The saved sheet (query sheet_id) or every sheet of the job, with each task's expected and top " +
  'estimates, the totals, the developer delivery estimate (1.1 × total most likely), the standard ' +
  'deviation and the 90 % range. The file name carries the job number and a time stamp.';

/** Calls of the Create Task screen: task sheets with their estimated tasks, sub tasks and the estimation export. */
export async function taskingRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const context = (request: FastifyRequest) => jobContextOf(request, deps);

  app.get(
    '/jobs/user/tasking',
    {
      config: { access: createTask },
      schema: {
        summary: 'The open jobs the user may create tasks for (Create Task job picker), searched or all',
        description: `${WHO} ${SEARCH_DESCRIPTION}`,
        tags,
        querystring: lookupSearchQuery,
        response: { 200: taskableJobsResponse },
      },
    },
    async (request) => taskableJobs(db, currentUser(request), request.query),
  );

  app.get(
    '/jobs/user',
    {
      config: {
        access: access.any(
          Perm.CREATE_TASK,
          Perm.TASK_ASSIGNING,
          Perm.TASK_REASSIGNING,
          Perm.MY_JOBS_MENU,
          Perm.TASKS,
          Perm.QC_TASKS,
        ),
      },
      schema: {
        summary: "The user's own open jobs: those they own or hold a task of (work or QC), newest first",
        tags,
        response: { 200: taskableJobsResponse },
      },
    },
    async (request) => userJobs(db, currentUser(request).id),
  );

  app.get(
    '/jobs/sheets/:id',
    {
      config: { access: createTask },
      schema: {
        summary: "A job's task sheets in number order (one sheet loads at once; several open the list)",
        description: WHO,
        tags,
        params: z.object({ id: idParam }),
        response: { 200: taskSheetsResponse },
      },
    },
    async (request) => {
      await assertMayReadJobTasks(db, currentUser(request), request.params.id);
      return { sheets: await sheetsOfJob(db, request.params.id) };
    },
  );

  app.get(
    '/job/tasks/all/:job/:sheet',
    {
      config: { access: createTask },
      schema: {
        summary: 'One task sheet with its tasks and their three-point figures, in task-number order',
        description: `Time01 optimistic, Time02 most likely, Time03 pessimistic (hours); expected and TotTime01..03 (top estimates) as spec 001 §9. ${WHO}`,
        tags,
        params: z.object({ job: idParam, sheet: idParam }),
        response: { 200: sheetTasksResponse },
      },
    },
    async (request) => {
      const { job, sheet: sheetId } = request.params;
      await assertMayReadJobTasks(db, currentUser(request), job);
      const sheet = await findSheet(db, job, sheetId);
      if (!sheet) throw notFound(Msg.tasking.sheetInvalid);
      return { sheet, tasks: await tasksOfSheet(db, sheet.id) };
    },
  );

  app.get(
    '/job/tasks/:jobId',
    {
      config: { access: createTask },
      schema: {
        summary: 'Every task of a job, sheet by sheet, with their figures and current board section',
        description: WHO,
        tags,
        params: z.object({ jobId: idParam }),
        response: { 200: jobTasksResponse },
      },
    },
    async (request) => {
      await assertMayReadJobTasks(db, currentUser(request), request.params.jobId);
      return { tasks: await tasksOfJob(db, request.params.jobId) };
    },
  );

  app.post(
    '/tasks/store',
    {
      config: { access: createTask },
      schema: {
        summary: 'Save a whole task sheet at once: new and edited tasks, and the removed ones',
        description:
          'sheet_id null opens a new sheet (numbered next for the job). tasks is the sheet as it should ' +
          'be: a line with id edits that task (status 1), one without is new (status 0); saved tasks not ' +
          'listed stay. removedTasks are task ids; a task somebody started or logged time on answers 409 ' +
          '{status: 7, message, task_id, task_no, reason}. Times must satisfy O ≤ M ≤ P; a blank or 0 ' +
          `pessimistic time is saved as the most likely one. Task numbers are unique per sheet. ${WHO} ` +
          'A canceled job answers 409 {status: 2}. A saved sheet sends back the version its read answered: ' +
          'a save from an older version is refused with 409 status 21 (who changed it, when, the fields ' +
          'that differ, the version to save over it with).',
        tags,
        body: taskStoreRequest,
        response: { 200: taskStoreResponse, 409: staleSaveBody },
      },
    },
    async (request) => ({
      message: Msg.tasking.saved,
      ...(await storeSheet(db, context(request), currentUser(request), request.body)),
    }),
  );

  app.post(
    '/tasks',
    {
      config: { access: createTask },
      schema: {
        summary: 'Add one task to a saved task sheet, keeping its other tasks and its header',
        description:
          'The sheet’s approver, delivery date and remarks stay; the task is checked as a line of POST ' +
          `tasks/store (its number unique on the sheet, O ≤ M ≤ P), and the answer is the same. ${WHO}`,
        tags,
        body: taskAddRequest,
        response: { 200: taskStoreResponse },
      },
    },
    async (request) => {
      const { job_id, sheet_id, task } = request.body;
      const user = currentUser(request);
      await assertMayReadJobTasks(db, user, job_id);
      const sheet = await findSheet(db, job_id, sheet_id);
      if (!sheet) throw fieldError('sheet_id', Msg.tasking.sheetInvalid);
      if (sheet.approved_by === null) throw fieldError('sheet_id', Msg.tasking.approvedByRequired);
      const saved = await storeSheet(db, context(request), user, {
        job_id,
        sheet_id,
        approved_by: sheet.approved_by,
        delivery_date: sheet.delivery_date,
        remarks: sheet.remarks,
        tasks: [{ ...task, id: null }],
        removedTasks: [],
        // The header re-sent is the one just read: a change in between is not put back.
        version: sheet.version,
      });
      return { message: Msg.tasking.saved, ...saved };
    },
  );

  app.get(
    '/tasks/sub_tasks/:id',
    {
      config: { access: access.any(Perm.CREATE_TASK, Perm.TASKS, Perm.QC_TASKS) },
      schema: {
        summary: "A task's sub tasks, oldest first",
        description: 'For whoever may task its job, or holds one of its assignments.',
        tags,
        params: z.object({ id: idParam }),
        response: { 200: subTasksResponse },
      },
    },
    async (request) => ({ sub_tasks: await listSubTasks(db, currentUser(request), request.params.id) }),
  );

  app.post(
    '/tasks/sub_tasks',
    {
      config: { access: createTask },
      schema: {
        summary:
          'Add a sub task: stn its name, ste its estimated hours, stdd its due date (YYYY-MM-DD, optional)',
        description: `The due date cannot be before today. ${WHO}`,
        tags,
        body: subTaskRequest,
        response: { 200: subTaskSaved },
      },
    },
    async (request) => ({
      message: Msg.tasking.subTaskAdded,
      sub_task: await addSubTask(db, context(request), currentUser(request), request.body),
    }),
  );

  const estimation = (format: 'pdf' | 'xlsx') => ({
    config: { access: createTask },
    schema: {
      summary: `The 'Job Estimation' report as ${format === 'pdf' ? 'an A4 PDF' : 'an Excel workbook'}`,
      description: `${ESTIMATION} ${WHO}`,
      tags,
      params: z.object({ id: idParam }),
      querystring: estimationQuery,
      response: { 200: fileAnswer(format === 'pdf' ? MEDIA.pdf : MEDIA.xlsx) },
    },
  });
  const sendEstimation =
    (format: 'pdf' | 'xlsx') =>
    async (
      request: FastifyRequest<{ Params: { id: number }; Querystring: { sheet_id?: number } }>,
      reply: FastifyReply,
    ) => {
      const file = await exportEstimation(db, deps.config, currentUser(request), {
        jobId: request.params.id,
        sheetId: request.query.sheet_id,
        format,
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    };
  app.get('/jobs/:id/estimation.pdf', estimation('pdf'), sendEstimation('pdf'));
  app.get('/jobs/:id/estimation.xlsx', estimation('xlsx'), sendEstimation('xlsx'));
}
