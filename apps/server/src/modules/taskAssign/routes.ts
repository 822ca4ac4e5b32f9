import type { FastifyRequest } from 'fastify';
import {
  AssignmentType,
  assignedTasksQuery,
  assignedTasksResponse,
  assignJobsQuery,
  assignJobsResponse,
  employeeJobsResponse,
  employeeParams,
  heldTasksResponse,
  holdsAny,
  jobUserParams,
  Perm,
  taskAssignRequest,
  taskAssignResponse,
  unassignedTasksQuery,
  unassignedTasksResponse,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { companyToday } from '../../companyToday';
import { forbidden } from '../../errors';
import { access } from '../../policies/access';
import { jobContextOf } from '../jobs/jobContext';
import { assignableJob } from './assignableJob';
import { findEmployee, listAssignableJobs, listEmployeeJobs } from './jobQueries';
import { assignTasks } from './taskAssigner';
import { listAssignedTasks, listHeldTasks, listUnassignedTasks } from './taskQueries';
import { reassignTasks } from './taskReassigner';

const tags = ['task assignment'];
const ASSIGN = access.any(Perm.TASK_ASSIGNING);
const REASSIGN = access.any(Perm.TASK_REASSIGNING);

/**
 * One call assigns (type 1, Task Assigning 10) and re-assigns (type 2, Tasks Re-Assigning 12): the
 * right for the type is checked before the body is validated, so a caller without it learns nothing.
 */
const rightForType = async (request: FastifyRequest) => {
  const type = Number((request.body as { type?: unknown } | null)?.type ?? AssignmentType.ASSIGN);
  const needed = type === AssignmentType.REASSIGN ? Perm.TASK_REASSIGNING : Perm.TASK_ASSIGNING;
  if (!holdsAny(currentUser(request).permissions, [needed])) throw forbidden();
};

/** Calls of Task Assign and Task Re-assigning: unassigned tasks, assignment and re-assignment. */
export async function taskAssignRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/all_jobs',
    {
      config: { access: ASSIGN },
      schema: {
        summary: 'Jobs with unassigned tasks: the user’s own, or with all=true every job they manage',
        description:
          'Own jobs: the user is the job’s employee, coordinator or creator. all=true (super admin, admin, ' +
          'director: every job; HOD and team leader: also their division’s jobs; others 403). Only live jobs ' +
          'with at least one unassigned task that has an optimistic time; open_tasks counts those tasks.',
        tags,
        querystring: assignJobsQuery,
        response: { 200: assignJobsResponse },
      },
    },
    async (request) => {
      const all = ['true', '1'].includes(request.query.all);
      const jobs = await listAssignableJobs(db, currentUser(request), all);
      return { jobs, all, today: companyToday(deps.config) };
    },
  );

  app.get(
    '/tasks/allTasks',
    {
      config: { access: ASSIGN },
      schema: {
        summary: 'A job’s unassigned tasks with an optimistic time (Task Assign table)',
        description: 'Time01..03 are the optimistic, most likely and pessimistic hours.',
        tags,
        querystring: unassignedTasksQuery,
        response: { 200: unassignedTasksResponse },
      },
    },
    async (request) => {
      const job = await assignableJob(db, currentUser(request), request.query.job_id);
      return {
        job: { id: job.id, job_no: job.jobNo, due_date: job.dueDate },
        tasks: await listUnassignedTasks(db, job.id),
      };
    },
  );

  app.post(
    '/tasks/assign',
    {
      config: { access: access.any(Perm.TASK_ASSIGNING, Perm.TASK_REASSIGNING) },
      preValidation: rightForType,
      schema: {
        summary: 'Assign (type 1) or re-assign (type 2) tasks of one job',
        description:
          'Type 1: unassigned tasks with an optimistic time go to task_assigned_employee in Back Log, with a QC ' +
          'assignment each for task_assigned_qc_employee when given. Type 2: tasks that `employee` holds ' +
          '(not finished) are closed and assigned anew the same way; time already spent stays. A task taken ' +
          'meanwhile answers 409 {status: 7}; a finished one 409 {status: 4}; a canceled job 409 {status: 2}.',
        tags,
        body: taskAssignRequest,
        response: { 200: taskAssignResponse },
      },
    },
    async (request) => {
      const ctx = jobContextOf(request, deps);
      const user = currentUser(request);
      return request.body.type === AssignmentType.REASSIGN
        ? reassignTasks(db, ctx, user, request.body)
        : assignTasks(db, ctx, user, request.body);
    },
  );

  app.get(
    '/all_jobs/user/:id',
    {
      config: { access: REASSIGN },
      schema: {
        summary: 'The jobs on which an employee holds open tasks that the user may re-assign',
        tags,
        params: employeeParams,
        response: { 200: employeeJobsResponse },
      },
    },
    async (request) => ({
      ...(await listEmployeeJobs(db, currentUser(request), request.params.id)),
      today: companyToday(deps.config),
    }),
  );

  app.get(
    '/job/tasks/:jobId/:userId',
    {
      config: { access: REASSIGN },
      schema: {
        summary: 'The open (not finished) tasks an employee holds on a job (Task Re-assigning table)',
        description: 'id is the task_user id; qc_employee is who checks it, if anyone.',
        tags,
        params: jobUserParams,
        response: { 200: heldTasksResponse },
      },
    },
    async (request) => {
      const job = await assignableJob(db, currentUser(request), request.params.jobId);
      const employee = await findEmployee(db, request.params.userId);
      return {
        job: { id: job.id, job_no: job.jobNo },
        employee,
        tasks: await listHeldTasks(db, job.id, employee.id),
      };
    },
  );

  app.get(
    '/tasks/all-tasks/assigned',
    {
      config: { access: REASSIGN },
      schema: {
        summary: 'One page of every open assignment on the jobs the user manages, newest first',
        description: 'Filter by job_id and user_id; per_page 5, 10, 15 (default), 50 or 100.',
        tags,
        querystring: assignedTasksQuery,
        response: { 200: assignedTasksResponse },
      },
    },
    async (request) => listAssignedTasks(db, currentUser(request), request.query),
  );
}
