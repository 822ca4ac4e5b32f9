import { sql } from 'drizzle-orm';
import {
  ESTIMATE_CHANGE_ROLES,
  Msg,
  TaskSection,
  type BoardTask,
  type TaskPanelRights,
  type TaskSingleResponse,
} from '@jobline/shared';
import { keptQuery, type Executor } from '../../db/client';
import { optionalNameSql } from '../../db/sqlText';
import { stateChanged } from '../../errors';
import { taskPlanPolicy } from '../../policies/taskPlanning';
import type { Assigner } from '../taskAssign/assignPolicy';
import type { AuthUser } from '../../auth/sessions';
import { seesWorksheetOf } from '../worksheets/worksheetPolicy';
import { assignmentFeed } from './activityFeed';
import { viewableAssignment, type ViewableAssignment } from './boardAccess';
import { loadBoardTask } from './boardTaskQuery';

/**
 * What the viewer may do in the panel (R-014, R-015, R-103, O-23): comments while the task is
 * started and not locked, by its holder, a manager of the job or its QC checker; 'comment as a
 * task' by the holder of an ongoing task; estimates by managers in the estimate roles; due dates
 * and the QC employee by managers in the planning roles, not on their own task (taskPlanPolicy).
 */
/** Estimates are changed by managers of the job who hold an estimate role. */
export const mayChangeEstimate = (viewer: Assigner, view: Pick<ViewableAssignment, 'isManager'>) =>
  viewer.roleId !== null && ESTIMATE_CHANGE_ROLES.includes(viewer.roleId) && view.isManager;

export function panelRights(
  viewer: Assigner,
  view: Pick<ViewableAssignment, 'isHolder' | 'isManager' | 'isChecker' | 'partner_id'>,
  task: Pick<BoardTask, 'locked' | 'fresh_task' | 'current_section'>,
): TaskPanelRights {
  const open = !task.locked && !task.fresh_task;
  return {
    can_comment: open && (view.isHolder || view.isManager || view.isChecker),
    can_comment_as_task: open && view.isHolder && task.current_section === TaskSection.ONGOING,
    can_change_estimate: mayChangeEstimate(viewer, view),
    can_change_due_date: taskPlanPolicy.mayReplan(viewer, view),
    can_change_qc: taskPlanPolicy.mayReplan(viewer, view),
  };
}

/** The open assignment's card, or status 7 when it was re-assigned away meanwhile. */
export async function openBoardTask(db: Executor, taskUserId: number, now: Date) {
  const task = await loadBoardTask(db, taskUserId, now);
  if (!task) throw stateChanged(Msg.boards.assignmentClosed);
  return task;
}

interface PanelJobRow {
  job_title: string | null;
  job_description: string;
  system_name: string | null;
  branch_name: string | null;
  contact_person: string | null;
  contact_number: string | null;
  job_category: string | null;
  job_due_date: string | null;
  approved_by: string | null;
  last_activity_id: number | string | null;
}

const panelJobOf = keptQuery<PanelJobRow, { taskUserId: number }>(
  'panel_job',
  sql`
  select j.title as job_title, j.description as job_description, sy.name as system_name,
    b.name as branch_name, j.contact_person, j.contact_number, cat.name as job_category,
    j.due_date::text as job_due_date, coalesce(${optionalNameSql('sa')}, ${optionalNameSql('ja')}) as approved_by,
    (select max(a.id) from activities a where a.task_user_id = tu.id) as last_activity_id
  from task_users tu
  join tasks t on t.id = tu.task_id
  join task_sheets s on s.id = t.sheet_id
  join jobs j on j.id = t.job_id
  left join systems sy on sy.id = j.system_id
  left join branches b on b.id = j.branch_id
  left join categories cat on cat.id = j.category_id
  left join users sa on sa.id = s.approved_by_id
  left join users ja on ja.id = j.approved_with_id
  where tu.id = ${sql.placeholder('taskUserId')}`,
);

/**
 * POST tasks/single: the card, the job around it, the feed of the assignment and its QC pair, and
 * the viewer's rights, under the board's viewing rule.
 */
export async function loadTaskPanel(
  db: Executor,
  viewer: AuthUser,
  taskUserId: number,
  now: Date,
  today: string,
): Promise<TaskSingleResponse> {
  // Whoever may read the holder's worksheet may read the task behind its rows (summaries, worksheets).
  const view = await viewableAssignment(db, viewer, taskUserId, false, (holderId) =>
    seesWorksheetOf(db, viewer, holderId),
  );
  const [task, [job], activities] = await Promise.all([
    openBoardTask(db, taskUserId, now),
    panelJobOf(db, { taskUserId }),
    assignmentFeed(db, taskUserId),
  ]);
  const isQcRow = view.checks_id !== null;
  const qcEmployee = isQcRow
    ? { id: view.user_id, name: view.holder_name }
    : view.partner_id !== null
      ? { id: view.partner_id, name: view.partner_name ?? '' }
      : null;
  return {
    details: {
      ...task,
      job_title: job!.job_title,
      job_description: job!.job_description,
      system_name: job!.system_name,
      branch_name: job!.branch_name,
      contact_person: job!.contact_person,
      contact_number: job!.contact_number,
      job_category: job!.job_category,
      job_due_date: job!.job_due_date,
      approved_by: job!.approved_by,
      qc_employee: qcEmployee,
      last_activity_id: job!.last_activity_id === null ? null : Number(job!.last_activity_id),
    },
    agreements: task.agreements,
    activitiesWithComments: activities,
    rights: panelRights(viewer, view, task),
    today,
  };
}
