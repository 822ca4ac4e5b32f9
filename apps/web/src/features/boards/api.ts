import type {
  ApprovalRequestRequest,
  CommentRequest,
  EstimateChangeRequest,
  ForceFinishRequest,
  JobCardsResponse,
  MoveRequest,
  MoveResponse,
  PlanDateRequest,
  QcEmployeeRequest,
  QcMoveRequest,
  SectionsRequest,
  SectionsResponse,
  TaskDueDateRequest,
  TaskSingleResponse,
  ActivityEntry,
} from '@jobline/shared';
import { api } from '../../api/client';

/** The answer of a change that only says it worked. */
export interface Done {
  message: string;
}

/** GET jobs/cards (the job cards of /jobs) or GET jobs/qc (the QC cards of /qcs). */
export const fetchCards = (qc: boolean, signal?: AbortSignal) =>
  api<JobCardsResponse>(qc ? 'jobs/qc' : 'jobs/cards', { signal });

/** POST sections: the board's columns with the hold's tasks. */
export const fetchBoard = (body: SectionsRequest, signal?: AbortSignal) =>
  api<SectionsResponse>('sections', { method: 'POST', body, signal });

/** POST activity: one move between sections. */
export const postMove = (body: MoveRequest) => api<MoveResponse>('activity', { method: 'POST', body });

/** POST activity/change: the same move, putting the holder's ongoing task on hold first. */
export const postMoveHoldingOngoing = (body: MoveRequest) =>
  api<MoveResponse>('activity/change', { method: 'POST', body });

/** POST activity/change/qc: send back to fix (7, with what to fix) or pass (8). */
export const postQcDecision = (body: QcMoveRequest) =>
  api<MoveResponse>('activity/change/qc', { method: 'POST', body });

/** POST jobs/force_finish: an authority's credentials finish an ongoing task. */
export const postForceFinish = (body: ForceFinishRequest) =>
  api<Done>('jobs/force_finish', { method: 'POST', body });

/** POST tasks/plan_date. */
export const postPlanDate = (body: PlanDateRequest) => api<Done>('tasks/plan_date', { method: 'POST', body });

/** POST tasks/approve/request: asks someone with Job Authorization to let the task go on. */
export const postAuthorizationRequest = (body: ApprovalRequestRequest) =>
  api<Done>('tasks/approve/request', { method: 'POST', body });

/** POST tasks/single: the task panel. */
export const fetchTaskPanel = (taskUserId: number, signal?: AbortSignal) =>
  api<TaskSingleResponse>('tasks/single', { method: 'POST', body: { task_user_id: taskUserId }, signal });

/** POST activity/comment/add. */
export const postComment = (body: CommentRequest) =>
  api<{ comment: ActivityEntry; comment_type: number }>('activity/comment/add', { method: 'POST', body });

/** POST tasks/estimate_time/change. */
export const postEstimateChange = (body: EstimateChangeRequest) =>
  api<Done>('tasks/estimate_time/change', { method: 'POST', body });

/** POST tasks/due_date/change. */
export const postTaskDueDate = (body: TaskDueDateRequest) =>
  api<Done>('tasks/due_date/change', { method: 'POST', body });

/** POST tasks/updateQcEmployee. */
export const postQcEmployee = (body: QcEmployeeRequest) =>
  api<Done>('tasks/updateQcEmployee', { method: 'POST', body });
