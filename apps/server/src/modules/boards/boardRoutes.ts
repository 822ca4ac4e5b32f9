import {
  taskChangeResponse,
  commentRequest,
  commentResponse,
  estimateChangeRequest,
  JobUserRole,
  jobCardsResponse,
  Msg,
  Perm,
  qcEmployeeRequest,
  sectionsRequest,
  sectionsResponse,
  taskDueDateRequest,
  taskSingleRequest,
  taskSingleResponse,
  todayActivitiesResponse,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { companyToday } from '../../companyToday';
import { fieldError } from '../../errors';
import { access } from '../../policies/access';
import { todayFeed } from './activityFeed';
import { boardContextOf } from './boardContext';
import { addComment } from './commentAdder';
import { changeEstimate } from './estimateChanger';
import { listJobCards } from './jobCardsQuery';
import { changeQcEmployee } from './qcEmployeeChanger';
import { loadSections } from './sectionsQuery';
import { changeTaskDueDate } from './taskDueDateChanger';
import { loadTaskPanel } from './taskPanelQuery';

const tags = ['boards'];
const VIEWING_RULE =
  'Open to the holder and to managers of the job (its owner, coordinator or creator; HODs and team ' +
  'leaders of its division; super admins, admins and directors); others get 403 {status: 11}.';

/** Reads and the task panel: POST sections, GET jobs/cards, jobs/qc, tasks/single, comments, estimate, due date, QC employee. */
export async function boardRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const { config } = deps;
  const clock = () => {
    const now = new Date();
    return { now, today: companyToday(config, now) };
  };

  app.post(
    '/sections',
    {
      config: { access: access.user },
      schema: {
        summary:
          'A board’s columns (type 1 job board, 2 QC board); with job_user_id, that hold’s tasks in them',
        description: `${VIEWING_RULE} A job board opens work holds, a QC board QC holds (404 otherwise).`,
        tags,
        body: sectionsRequest,
        response: { 200: sectionsResponse },
      },
    },
    async (request) => {
      const { now, today } = clock();
      return loadSections(db, currentUser(request), request.body, now, today);
    },
  );

  const cards = (url: string, permission: number, role: JobUserRole, summary: string) =>
    app.get(
      url,
      {
        config: { access: access.any(permission) },
        schema: { summary, tags, response: { 200: jobCardsResponse } },
      },
      async (request) => {
        const today = companyToday(config);
        return { jobs: await listJobCards(db, currentUser(request).id, role, today), today };
      },
    );
  cards('/jobs/cards', Perm.TASKS, JobUserRole.WORK, 'The caller’s job cards (/jobs): holds with open tasks');
  // The contract's GET jobs (purpose not stated) is the Tasks screen's job list: the same cards.
  cards('/jobs', Perm.TASKS, JobUserRole.WORK, 'The caller’s job cards (/jobs), as GET jobs/cards');
  cards('/jobs/qc', Perm.QC_TASKS, JobUserRole.QC, 'The caller’s QC cards (/qcs): holds with checks to do');

  app.post(
    '/tasks/single',
    {
      config: { access: access.user },
      schema: {
        summary:
          'The task panel: the card, its job, the feed of the task and its QC pair, the viewer’s rights',
        description:
          'One of task_user_id or task_id (its legacy name) is required: the assignment to open. ' +
          `${VIEWING_RULE} The QC checker of a task and the worker of a check may open it too.`,
        tags,
        body: taskSingleRequest,
        response: { 200: taskSingleResponse },
      },
    },
    async (request) => {
      const taskUserId = request.body.task_user_id ?? request.body.task_id;
      if (!taskUserId) throw fieldError('task_user_id', Msg.boards.taskNotFound);
      const { now, today } = clock();
      return loadTaskPanel(db, currentUser(request), taskUserId, now, today);
    },
  );

  app.post(
    '/tasks/singleToday',
    {
      config: { access: access.user },
      schema: {
        summary: 'The caller’s activities since midnight in the company’s time zone, newest first',
        tags,
        response: { 200: todayActivitiesResponse },
      },
    },
    async (request) => ({
      activities: await todayFeed(
        db,
        currentUser(request).id,
        companyToday(config),
        config.COMPANY_TIME_ZONE,
      ),
    }),
  );

  app.post(
    '/activity/comment/add',
    {
      config: { access: access.user },
      schema: {
        summary: 'Comment on a task: 17 the holder’s, 4 as a task (holder, Ongoing), 5 someone else’s',
        description:
          'The holder, a manager of the job or its QC checker may comment once the task has started and ' +
          'while it is not locked (else 409 {status: 4}). Someone else’s comment notifies the holder (type 3).',
        tags,
        body: commentRequest,
        response: { 200: commentResponse },
      },
    },
    async (request) => addComment(db, boardContextOf(request, deps), currentUser(request), request.body),
  );

  app.post(
    '/tasks/estimate_time/change',
    {
      config: { access: access.user },
      schema: {
        summary: 'Change the most-likely estimate of an assignment’s task, with a reason',
        description:
          'task_id is the assignment. Super admins, admins, directors and team leaders who manage the job; ' +
          'optimistic and pessimistic follow so that O ≤ M ≤ P. last_activity_id is accepted and ignored.',
        tags,
        body: estimateChangeRequest,
        response: { 200: taskChangeResponse },
      },
    },
    async (request) => changeEstimate(db, boardContextOf(request, deps), currentUser(request), request.body),
  );

  app.post(
    '/tasks/due_date/change',
    {
      config: { access: access.user },
      schema: {
        summary: 'Change a task’s due date (its work assignment and open checks); not before today',
        description: 'Managers of the job only (403 {status: 11}).',
        tags,
        body: taskDueDateRequest,
        response: { 200: taskChangeResponse },
      },
    },
    async (request) =>
      changeTaskDueDate(db, boardContextOf(request, deps), currentUser(request), request.body),
  );

  app.post(
    '/tasks/updateQcEmployee',
    {
      config: { access: access.user },
      schema: {
        summary: 'Hand a work assignment’s QC check to another employee',
        description:
          'task_id is the work assignment. Managers of the job only. A check not started moves to the new ' +
          'checker in its section; a started one answers 409 {status: 7}; without a check one is created.',
        tags,
        body: qcEmployeeRequest,
        response: { 200: taskChangeResponse },
      },
    },
    async (request) =>
      changeQcEmployee(db, boardContextOf(request, deps), currentUser(request), request.body),
  );
}
