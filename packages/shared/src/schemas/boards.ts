// Request and response schemas of the boards area: job and QC cards, boards, moves, the task panel,
// holds, task authorization and the quick job manager (spec 000 §2, §3 Board section / Board task /
// Activity, §4, §5, §8), shared by the server routes and the web screens.
import { z } from 'zod/mini';
import { BoardType, HoldRequestType, RoleId, type TaskSection } from '../enums';
import { Msg } from '../messages';
import { boardMessages as M } from '../messages/boards';
import { calendarDay, id, wireBoolean, wireChoice, wireInteger, wireNumber } from './common';

/** Comment box limit (000 §9). */
export const COMMENT_MAX = 250;
/** Header cuts of the task panel (000 §9). */
export const JOB_TITLE_CUT = 60;
export const TASK_TITLE_CUT = 35;
/** A finished-job reject reason and an estimate-change reason must be longer than this (O-10, O-11). */
export const REASON_MIN_EXCLUSIVE = 5;
/** Long press that opens the move-section dialog on a phone. */
export const LONG_PRESS_MS = 1000;
/** Roles that may change a task's estimate from the panel. */
export const ESTIMATE_CHANGE_ROLES: readonly number[] = [
  RoleId.SUPER_ADMIN,
  RoleId.ADMIN,
  RoleId.DIRECTOR,
  RoleId.TEAM_LEADER,
];
/**
 * Roles that may re-plan a task from the panel: its due date and its QC checker (decisions.md; R-103
 * is the model): R-103's roles and the division's HOD, each only as a manager of the job and never on
 * an assignment they hold or check themselves.
 */
export const TASK_PLAN_ROLES: readonly number[] = [
  RoleId.SUPER_ADMIN,
  RoleId.ADMIN,
  RoleId.DIRECTOR,
  RoleId.HOD,
  RoleId.TEAM_LEADER,
];
/** Status of a refusal that asks the user to confirm and send the change again (with its confirm flag). */
export const CONFIRMATION_NEEDED_STATUS = 12;
/** Roles whose username and password can force finish an ongoing task (R-008: HOD-style approvers). */
export const FORCE_FINISH_ROLES: readonly number[] = [
  RoleId.SUPER_ADMIN,
  RoleId.ADMIN,
  RoleId.DIRECTOR,
  RoleId.HOD,
  RoleId.TEAM_LEADER,
];
/** Roles that decide finished jobs from the notification, besides the reviewers of R-080. */
export const FINISHED_JOB_DECIDER_ROLES: readonly number[] = [
  RoleId.SUPER_ADMIN,
  RoleId.ADMIN,
  RoleId.DIRECTOR,
  RoleId.HOD,
  RoleId.TEAM_LEADER,
];

/** Sections of each board, in column order. */
export const JOB_BOARD_SECTIONS: readonly TaskSection[] = [1, 2, 3, 4, 5, 6];
export const QC_BOARD_SECTIONS: readonly TaskSection[] = [1, 2, 3, 4, 5, 6, 7, 8];

const sectionOf = (message: string) => wireInteger({ min: 1, max: 8 }, message);

// ---- POST sections {type, job_user_id} ---------------------------------------------------------

/**
 * POST sections: the board's columns (type 1 job board, 2 QC board). With job_user_id the columns
 * carry that hold's tasks (the legacy load_tasks folded in: one call per board).
 */
export const sectionsRequest = z.object({
  type: wireChoice([BoardType.JOB, BoardType.QC], M.sectionInvalid),
  job_user_id: z.optional(z.nullable(id(M.taskNotFound))),
});
export type SectionsRequest = z.input<typeof sectionsRequest>;

const person = z.object({ id: z.number(), name: z.string() });
const agreements = z.object({ software: z.boolean(), hardware: z.boolean() });

/** A task card (000 §3 Board task). `id` and `task_user_id` are the assignment; times are minutes. */
export const boardTask = z.object({
  id: z.number(),
  task_user_id: z.number(),
  task_id: z.number(),
  task_no: z.string(),
  task_name: z.string(),
  task_title: z.string(),
  task_description: z.string(),
  sheet_no: z.number(),
  current_section: z.number(),
  section_name: z.string(),
  job_id: z.number(),
  job_user_id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  task_due_date: z.nullable(z.string()),
  task_plan_date: z.nullable(z.string()),
  priority: z.number(),
  attempts: z.number(),
  hasAuthorized: z.boolean(),
  authorized_by: z.nullable(z.string()),
  /** A work task whose check has started or waits (section 5 on the owner's board). */
  on_qc_process: z.boolean(),
  /** The QC employee of a work task; 0 on a QC task (000 §3), null when the task has no check. */
  qc_id: z.nullable(z.number()),
  qc_name: z.nullable(z.string()),
  /** On a QC task: the work assignment it checks and that work's section. */
  checks_task_user_id: z.nullable(z.number()),
  checks_section: z.nullable(z.number()),
  locked: z.boolean(),
  /** Never started: no move out of Back Log or Picked yet (comments hidden, O-23). */
  fresh_task: z.boolean(),
  job_no: z.string(),
  customer_name: z.nullable(z.string()),
  requested_by: z.nullable(z.string()),
  job_requested_from: z.number(),
  agreements,
  /** Most-likely estimate in minutes (O-19) and the stored hours. */
  estimated_minutes: z.number(),
  estimated_time: z.number(),
  spent: z.object({ days: z.number(), hours: z.number(), minutes: z.number() }),
  spent_minutes: z.number(),
  /** True while the holder is working on it right now (time is running). */
  running: z.boolean(),
  isAssigned: z.boolean(),
});
export type BoardTask = z.infer<typeof boardTask>;

export const boardSection = z.object({ id: z.number(), section_name: z.string(), tasks: z.array(boardTask) });
export type BoardSection = z.infer<typeof boardSection>;

/** The job and hold the board shows, and what the viewer may do on it. */
export const boardHeader = z.object({
  job: z.object({
    id: z.number(),
    job_no: z.string(),
    job_title: z.nullable(z.string()),
    job_description: z.string(),
    customer_name: z.nullable(z.string()),
    due_date: z.nullable(z.string()),
    priority: z.number(),
    isJobExpired: z.boolean(),
    canceled: z.boolean(),
  }),
  job_user_id: z.number(),
  holder: person,
  /** 5 waiting for approval, 10 accepted, 11 rejected (with its reason), null while open. */
  finished_status: z.nullable(z.number()),
  review_reason: z.nullable(z.string()),
  /** The viewer holds this board: only they move its tasks. */
  is_holder: z.boolean(),
  today: z.string(),
});
export type BoardHeader = z.infer<typeof boardHeader>;

export const sectionsResponse = z.object({
  sections: z.array(boardSection),
  board: z.nullable(boardHeader),
});
export type SectionsResponse = z.infer<typeof sectionsResponse>;

// ---- GET jobs/cards (job cards, /jobs) and GET jobs/qc (QC cards, /qcs) ------------------------

/** A card on /jobs or /qcs (000 §2 Jobs card list; screens.md §3.12 card data). */
export const jobCard = z.object({
  id: z.number(),
  job_no: z.string(),
  job: z.nullable(z.string()),
  job_description: z.string(),
  customer_name: z.nullable(z.string()),
  customer_id: z.nullable(z.number()),
  system: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  priority: z.number(),
  /** The user has a task of this job in Ongoing. */
  isActive: z.boolean(),
  isJobExpired: z.boolean(),
  job_user: z.object({ id: z.number() }),
  job_user_id: z.number(),
  is_qc_job: z.boolean(),
  /** The task number in Ongoing, if any. */
  ongoing: z.nullable(z.string()),
  open_tasks: z.number(),
  finished_status: z.nullable(z.number()),
});
export type JobCard = z.infer<typeof jobCard>;
export const jobCardsResponse = z.object({ jobs: z.array(jobCard), today: z.string() });
export type JobCardsResponse = z.infer<typeof jobCardsResponse>;

// ---- POST activity, activity/change, activity/change/qc ----------------------------------------

/**
 * A move (000 §7 'activities'): task is the task id, taskUserId the assignment; previousSection is
 * the section the screen showed (a mismatch answers status 7 and the board reloads). hodApproved is
 * a legacy client flag and is ignored: rights are the server's (O-44).
 */
export const moveRequest = z.object({
  task: z.optional(z.nullable(id(M.taskNotFound))),
  taskUserId: id(M.taskNotFound),
  newSection: sectionOf(M.sectionInvalid),
  previousSection: sectionOf(M.sectionInvalid),
  hodApproved: z.optional(z.unknown()),
  is_qjm: z.optional(z.unknown()),
});
export type MoveRequest = z.input<typeof moveRequest>;

/** POST activity/change/qc: 7 needs qc_message (what to fix); 8 sends 'Task Passed'. */
export const qcMoveRequest = z
  .object({
    task: z.optional(z.nullable(id(M.taskNotFound))),
    taskUserId: id(M.taskNotFound),
    newSection: wireNumber(M.sectionInvalid).check(
      z.refine((n) => n === 7 || n === 8, { error: M.qcOnlyOnQcBoard }),
    ),
    previousSection: sectionOf(M.sectionInvalid),
    qc_message: z.optional(
      z.nullable(z.string().check(z.trim(), z.maxLength(COMMENT_MAX, { error: M.commentTooLong }))),
    ),
  })
  .check(
    z.refine((v) => v.newSection !== 7 || (v.qc_message ?? '').length > 0, {
      path: ['qc_message'],
      error: M.qcFixRequired,
    }),
  );
export type QcMoveRequest = z.input<typeof qcMoveRequest>;

/** Every successful move answers the moved card and, when one was put on hold, that one too. */
export const moveResponse = z.object({
  message: z.string(),
  task: boardTask,
  held_task_user_id: z.nullable(z.number()),
  /** The hold's job now waits for the HOD (the last task finished). */
  job_awaiting_approval: z.boolean(),
});
export type MoveResponse = z.infer<typeof moveResponse>;

/** A change to one card that is not a move (plan date, due date, estimate, QC employee): the new card. */
export const taskChangeResponse = z.object({ message: z.string(), task: boardTask });
export type TaskChangeResponse = z.infer<typeof taskChangeResponse>;

/** Status 1 also names the ongoing task, so the question can say which one goes on hold. */
export const anotherOngoingBody = z.object({
  status: z.number(),
  message: z.string(),
  ongoing: z.object({
    task_user_id: z.number(),
    task_no: z.string(),
    job_no: z.string(),
    task_name: z.string(),
  }),
});

// ---- POST jobs/force_finish --------------------------------------------------------------------

export const forceFinishRequest = z.object({
  username: z
    .string({ error: M.usernameRequired })
    .check(z.trim(), z.minLength(1, { error: M.usernameRequired })),
  password: z.string({ error: M.passwordRequired }).check(z.minLength(1, { error: M.passwordRequired })),
  task: z.optional(z.nullable(id(M.taskNotFound))),
  taskUserId: id(M.taskNotFound),
  newSection: z._default(sectionOf(M.sectionInvalid), 6),
  previousSection: z._default(sectionOf(M.sectionInvalid), 3),
});
export type ForceFinishRequest = z.input<typeof forceFinishRequest>;

// ---- POST tasks/plan_date ----------------------------------------------------------------------

export const planDateRequest = z.object({
  task_user_id: id(M.taskNotFound),
  plan_date: calendarDay(M.planDateRequired),
});
export type PlanDateRequest = z.input<typeof planDateRequest>;

// ---- POST tasks/approve/request, GET jobs/approvals/pending, POST tasks/approve ----------------

export const approvalRequestRequest = z.object({
  task_user_id: id(M.taskNotFound),
  job_id: z.optional(z.nullable(id(M.taskNotFound))),
  request_to: id(M.employeeRequired),
  /** Always the caller; a different value is ignored. */
  request_by: z.optional(z.unknown()),
});
export type ApprovalRequestRequest = z.input<typeof approvalRequestRequest>;

/** A pending task approval row (000 §3 Pending approval row), Time02 in hours. */
export const pendingTaskApproval = z.object({
  no: z.number(),
  id: z.number(),
  task_id: z.number(),
  task_user_id: z.number(),
  job_user_id: z.number(),
  job_id: z.number(),
  task_no: z.string(),
  task_name: z.string(),
  job_no: z.string(),
  task_description: z.string(),
  Time02: z.number(),
  spent_minutes: z.number(),
  employee: person,
  requested_by: person,
  request_to: person,
  requested_at: z.string(),
});
export type PendingTaskApproval = z.infer<typeof pendingTaskApproval>;
export const pendingTaskApprovalsResponse = z.object({ approvals: z.array(pendingTaskApproval) });

export const taskApproveRequest = z.object({
  task_user_id: id(M.taskNotFound),
  job_user_id: id(M.taskNotFound),
  allTasks: z._default(wireBoolean(Msg.common.yesOrNo), false),
});
export type TaskApproveRequest = z.input<typeof taskApproveRequest>;

// ---- POST tasks/change/dashboard, …/restore, …/session_end ------------------------------------

export const holdRequest = z
  .object({
    type: wireChoice(Object.values(HoldRequestType) as number[], M.holdTypeInvalid),
    comment: z.optional(
      z.nullable(z.string().check(z.trim(), z.maxLength(COMMENT_MAX, { error: M.remarkTooLong }))),
    ),
  })
  .check(
    z.refine((v) => ![1, 3, 5, 6, 7].includes(v.type) || (v.comment ?? '').length > 0, {
      path: ['comment'],
      error: M.remarkRequired,
    }),
  );
export type HoldRequest = z.input<typeof holdRequest>;

export const holdResponse = z.object({
  message: z.string(),
  /** The task that went on hold, if one was ongoing. */
  held_task_user_id: z.nullable(z.number()),
  /** The client signs out afterwards (Day Off; Break when the company setting says so). */
  logout: z.boolean(),
});
export const restoreResponse = z.object({ message: z.string(), task_user_id: z.nullable(z.number()) });

/** GET tasks/change/dashboard: the caller's hold in force (their latest work_log row), or null. */
export const currentHoldResponse = z.object({
  hold: z.nullable(
    z.object({
      /** The profile menu's type (1 Meeting … 7 Travelling). */
      type: z.number(),
      /** When the hold began, as an ISO instant. */
      since: z.string(),
    }),
  ),
});
export type CurrentHoldResponse = z.infer<typeof currentHoldResponse>;

// ---- POST tasks/single, tasks/singleToday ------------------------------------------------------

/** tasks/single: the assignment (`t` in the board's address); mode 'qc' opens a QC task. */
export const taskSingleRequest = z.object({
  task_user_id: z.optional(id(M.taskNotFound)),
  /** Legacy name for the same assignment id. */
  task_id: z.optional(id(M.taskNotFound)),
  mode: z.optional(z.nullable(z.string())),
});

/** One entry of the panel's feed (000 §3 Activity/comment). */
export const activityEntry = z.object({
  id: z.number(),
  activity_id: z.number(),
  user_id: z.number(),
  name: z.string(),
  image: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  comment_type: z.number(),
  is_qc_task: z.boolean(),
  section_name: z.nullable(z.string()),
  prev_section: z.nullable(z.string()),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const taskDetails = z.object({
  ...boardTask.shape,
  job_title: z.nullable(z.string()),
  job_description: z.string(),
  system_name: z.nullable(z.string()),
  branch_name: z.nullable(z.string()),
  contact_person: z.nullable(z.string()),
  contact_number: z.nullable(z.string()),
  job_category: z.nullable(z.string()),
  job_due_date: z.nullable(z.string()),
  approved_by: z.nullable(z.string()),
  qc_employee: z.nullable(person),
  /** The latest activity id (the estimate change sends it back as last_activity_id). */
  last_activity_id: z.nullable(z.number()),
});
export type TaskDetails = z.infer<typeof taskDetails>;

/** What the viewer may do in the panel: the server decides, the panel only shows. */
export const taskPanelRights = z.object({
  can_comment: z.boolean(),
  can_comment_as_task: z.boolean(),
  can_change_estimate: z.boolean(),
  can_change_due_date: z.boolean(),
  can_change_qc: z.boolean(),
});
export type TaskPanelRights = z.infer<typeof taskPanelRights>;

export const taskSingleResponse = z.object({
  details: taskDetails,
  agreements,
  activitiesWithComments: z.array(activityEntry),
  rights: taskPanelRights,
  today: z.string(),
});
export type TaskSingleResponse = z.infer<typeof taskSingleResponse>;

/** tasks/singleToday: the caller's activities of today, newest first. */
export const todayActivitiesResponse = z.object({ activities: z.array(activityEntry) });

// ---- POST activity/comment/add -----------------------------------------------------------------

export const commentRequest = z.object({
  task_id: z.optional(z.nullable(id(M.taskNotFound))),
  task_user_id: id(M.taskNotFound),
  job_id: z.optional(z.nullable(id(M.taskNotFound))),
  comment_on: z.optional(z.unknown()),
  comment: z
    .string({ error: M.commentRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: M.commentRequired }),
      z.maxLength(COMMENT_MAX, { error: M.commentTooLong }),
    ),
  isCommentAsATask: z._default(wireBoolean(Msg.common.yesOrNo), false),
});
export type CommentRequest = z.input<typeof commentRequest>;
export const commentResponse = z.object({ comment: activityEntry, comment_type: z.number() });

// ---- POST tasks/estimate_time/change, tasks/due_date/change, tasks/updateQcEmployee -----------

export const estimateChangeRequest = z.object({
  /** The assignment whose task's most-likely estimate changes. */
  task_id: id(M.taskNotFound),
  last_activity_id: z.optional(z.nullable(id())),
  estimate_time: wireNumber(M.estimateRequired).check(
    z.refine((n) => Number.isFinite(n) && n >= 0.25 && n <= 9999.99, { error: M.estimateInvalid }),
  ),
  reason: z
    .string({ error: M.reasonRequired })
    .check(
      z.trim(),
      z.minLength(REASON_MIN_EXCLUSIVE + 1, { error: M.reasonRequired }),
      z.maxLength(COMMENT_MAX, { error: M.remarkTooLong }),
    ),
  reasonWithTime: z.optional(z.unknown()),
});
export type EstimateChangeRequest = z.input<typeof estimateChangeRequest>;

export const taskDueDateRequest = z.object({
  task_user_id: id(M.taskNotFound),
  new_due_date: calendarDay(M.dueDateRequired),
  /** The user confirmed a day after the job's own due date (else 409 status 12). */
  confirm_after_job_due: z.optional(z.boolean({ error: M.confirmFlagInvalid })),
});
export type TaskDueDateRequest = z.input<typeof taskDueDateRequest>;

/** task_id is the work assignment (the panel's task_user_id); job_id is checked against it. */
export const qcEmployeeRequest = z.object({
  task_id: id(M.taskNotFound),
  job_id: z.optional(z.nullable(id(M.taskNotFound))),
  employee_id: id(M.qcEmployeeRequired),
});
export type QcEmployeeRequest = z.input<typeof qcEmployeeRequest>;

// ---- Quick job manager ---------------------------------------------------------------------------

/** A card on /qjm (000 §3 Quick job). */
export const quickJobCard = z.object({
  id: z.number(),
  job_no: z.string(),
  customer_name: z.nullable(z.string()),
  job_description: z.string(),
  /** Its task is ongoing now. */
  isActive: z.boolean(),
  job_user: z.object({ id: z.number() }),
  task_user_id: z.number(),
  task_id: z.number(),
  current_section: z.number(),
  system: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  isJobExpired: z.boolean(),
  employee: z.object({ name: z.string() }),
  branch: z.nullable(z.object({ branch_name: z.string() })),
  kind: z.number(),
});
export type QuickJobCard = z.infer<typeof quickJobCard>;
export const quickJobCardsResponse = z.object({ jobs: z.array(quickJobCard), today: z.string() });

export const taskUserDetailsRequest = z.object({ job_user_id: id(M.taskNotFound) });
export const taskUserDetailsResponse = z.object({
  task_id: z.number(),
  id: z.number(),
  current_section: z.number(),
});

/** POST activity/change/quickjob ('make it ongoing?' yes): starts the task, holding the old one. */
export const quickJobOngoingRequest = z.object({
  task_user_id: id(M.taskNotFound),
  job_user_id: z.optional(z.nullable(id(M.taskNotFound))),
  old_task_user: z.optional(z.nullable(z.number())),
});

export const quickJobFinishedRequest = z.object({
  job_id: id(M.taskNotFound),
  job_user_id: id(M.taskNotFound),
});

export { boardNoticeTitles, holdNowMessages, holdOutcome } from '../messages/boards';
