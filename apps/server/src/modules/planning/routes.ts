import {
  activityPlanParams,
  activityPlanRequest,
  activityPlanResponse,
  Msg,
  Perm,
  planJobsResponse,
  planTasksQuery,
  planTasksResponse,
  planUpdatedResponse,
  planUserParams,
  taskPlanRequest,
  taskPlanResponse,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { access } from '../../policies/access';
import { createActivityPlan } from './activityPlanCreator';
import { deleteActivityPlan } from './activityPlanDeleter';
import { feedRoutes } from './feedRoutes';
import { planContextOf } from './planContext';
import { readPlan, readPlanJobs } from './planReads';
import { planTask } from './taskPlanner';

const tags = ['planning'];
const calendar = { access: access.any(Perm.CALENDAR) };

/**
 * The Employee Plan's calls (001 §7, endpoints.tsv): the plan and the job list of an employee, a task's
 * plan, activity plans, and the calendar feed. Whose plan a caller may touch is policies/planning.ts.
 */
export async function planningRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/user/:id/tasks',
    {
      config: calendar,
      schema: {
        summary: "An employee's plan: open tasks with their plan, activity plans and approved leave",
        description:
          'Times are company wall times (YYYY-MM-DD HH:mm, or days for all-day plans with the last day ' +
          'inclusive). from/to bound the activities and leave (default: five weeks back, ten ahead). Your ' +
          'own plan, your division’s with Employee Activities (17), anyone’s with 41; else 403.',
        tags,
        params: planUserParams,
        querystring: planTasksQuery,
        response: { 200: planTasksResponse },
      },
    },
    async (request) => readPlan(db, planContextOf(request, deps), request.params.id, request.query),
  );

  app.get(
    '/user/:id/jobs',
    {
      config: calendar,
      schema: {
        summary: "An employee's open jobs with their open tasks (the plan's job list)",
        tags,
        params: planUserParams,
        response: { 200: planJobsResponse },
      },
    },
    async (request) => readPlanJobs(db, planContextOf(request, deps), request.params.id),
  );

  app.put(
    '/user/task_plan',
    {
      config: calendar,
      schema: {
        summary: 'Plan a task: dragged, resized or dropped on the calendar',
        description:
          'plan_date/end_date are company wall times (O-17: no client shift). A past day answers 400 on ' +
          'plan_date; a holiday or approved leave 409 status 12 until confirm_day_off is true.',
        tags,
        body: taskPlanRequest,
        response: { 200: taskPlanResponse },
      },
    },
    async (request) => planTask(db, planContextOf(request, deps), request.body),
  );

  app.post(
    '/activity-plan',
    {
      config: calendar,
      schema: {
        summary: 'Add a meeting, leave or personal activity to a plan',
        description:
          'Not on a past day; an overlap with another activity of the employee answers 400 on start.',
        tags,
        body: activityPlanRequest,
        response: { 200: activityPlanResponse },
      },
    },
    async (request) => ({
      message: Msg.planning.planUpdated,
      activity: await createActivityPlan(db, planContextOf(request, deps), request.body),
    }),
  );

  app.delete(
    '/activity-plan/:id',
    {
      config: calendar,
      schema: {
        summary: 'Remove an activity from a plan (not one that started before today: 409 status 13)',
        tags,
        params: activityPlanParams,
        response: { 200: planUpdatedResponse },
      },
    },
    async (request) => {
      await deleteActivityPlan(db, planContextOf(request, deps), request.params.id);
      return { message: Msg.planning.planUpdated };
    },
  );

  await feedRoutes(app, deps);
}
