/**
 * Every status code and type, one named enum per meaning (rules O-02, O-05): a number means
 * something only together with the enum it belongs to.
 */

/** Seeded roles. Director must be 3 (the 'Approved With' list loads users/role/3). */
export const RoleId = {
  SUPER_ADMIN: 1,
  ADMIN: 2,
  DIRECTOR: 3,
  HOD: 4,
  TEAM_LEADER: 5,
  COORDINATOR: 6,
  QUICK_JOB_MANAGER: 7,
  EMPLOYEE: 8,
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'super admin',
  2: 'admin',
  3: 'director',
  4: 'HOD',
  5: 'team leader',
  6: 'coordinator',
  7: 'quick job manager',
  8: 'employee',
};

/** Employee user type (spec 001 §3). 6 is an opaque legacy value that hides the Dashboard link. */
export const UserType = {
  REPORT_USER: 0,
  INTERACTIVE_USER: 4,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const USER_TYPE_LABELS: Record<number, string> = {
  0: 'Report User',
  4: 'Interactive User',
};
export const USER_TYPE_HIDES_DASHBOARD = 6;

/** Employee status (spec 001 §3): the list filter also has "All" (no value). */
export const EmployeeStatus = {
  INACTIVE: 0,
  ACTIVE: 1,
} as const;
export type EmployeeStatus = (typeof EmployeeStatus)[keyof typeof EmployeeStatus];

/** Agreement type of the registration form (rule R-133). */
export const AgreementType = {
  HARDWARE: 1,
  SOFTWARE: 2,
  BOTH: 3,
} as const;
export type AgreementType = (typeof AgreementType)[keyof typeof AgreementType];
export const AGREEMENT_TYPE_LABELS: Record<AgreementType, string> = {
  1: 'Hardware',
  2: 'Software',
  3: 'Software/Hardware',
};

/** Agreement status texts as the ERP sends them ('Warrenty' is spelt so on the wire, O-47). */
export const AgreementStatus = {
  ACCEPTED: 'Accepted',
  WARRANTY: 'Warrenty',
  PENDING: 'Pending',
  CANCELLED: 'Cancelled',
} as const;

/** Job categories with special rules (R-056..R-062). */
export const CategoryId = {
  ALWAYS_APPROVAL_21: 21,
  PRESALES_NO_SYSTEM_23: 23,
  COMPANY_INTERNAL_24: 24,
  CHARGEABLE_25: 25,
  ALWAYS_APPROVAL_26: 26,
  PRESALES_27: 27,
  HARDWARE_SUPPORT_29: 29,
  SOFTWARE_SUPPORT_30: 30,
} as const;

/** Customer fixed by category 24. */
export const COMPANY_CUSTOMER_ID = 212;
/** The division whose employees make service visits. */
export const SERVICE_DIVISION_ID = 6;

/** Job types stored by name. */
export const STORED_JOB_TYPES = ['Urgent', 'On Line', 'Project', 'Normal', 'On Site'] as const;

/** Job status: 10 means created through an approval; 2 canceled. */
export const JobStatus = {
  ACTIVE: 1,
  CANCELED: 2,
  APPROVED: 10,
} as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];

/**
 * How a job was raised: the add-job form's job types (R-040, O-08: "jobKind"), no 5. Stored job
 * types by name (Urgent, On Line…) are a different list (STORED_JOB_TYPES).
 */
export const JobKind = {
  QUICK: 1,
  TASKING: 2,
  INTERNAL: 3,
  ONLINE_URGENT: 4,
  PRESALES: 6,
} as const;
export type JobKind = (typeof JobKind)[keyof typeof JobKind];
export const JOB_KIND_LABELS: Record<JobKind, string> = {
  1: 'Quick Job',
  6: 'Tasking (Pre-sales)',
  2: 'Tasking (Job)',
  3: 'Internal Office Work',
  4: 'Online / Urgent Jobs',
};

/**
 * The one job priority (O-01): stored values 1–5, never reinterpreted by screen. Each screen shows
 * its own labels for the values it offers.
 */
export const JobPriority = {
  URGENT: 1,
  REGULAR: 2,
  WITHIN_A_MONTH: 3,
  LOW: 4,
  NOT_SPECIFIED: 5,
} as const;
export type JobPriority = (typeof JobPriority)[keyof typeof JobPriority];
export const JOB_PRIORITY_LABELS: Record<JobPriority, string> = {
  1: 'Urgent',
  2: 'Within a week',
  3: 'Within a month',
  4: 'Low',
  5: 'Not specified',
};
/** New Job, Job Request and add-job forms offer 1 Urgent and 2 Regular (default 1). */
export const JOB_FORM_PRIORITIES: readonly { value: JobPriority; label: string }[] = [
  { value: 1, label: 'Urgent' },
  { value: 2, label: 'Regular' },
];
/** Edit Job Details offers 1, 2, 3 and 5 (no 4), default 1. */
export const EDIT_JOB_PRIORITIES: readonly { value: JobPriority; label: string }[] = [
  { value: 1, label: 'Urgent' },
  { value: 2, label: 'Within a week' },
  { value: 3, label: 'Within a month' },
  { value: 5, label: 'Not specified' },
];
/** Job card colours by priority. */
export const JOB_PRIORITY_COLORS: Record<JobPriority, string> = {
  1: 'red',
  2: 'blue',
  3: 'green',
  4: 'cyan',
  5: 'gray',
};

/** Task assignment priority, a different list from job priority. */
export const TaskPriority = { HIGH: 1, MEDIUM: 2, LOW: 3 } as const;
export type TaskPriority = (typeof TaskPriority)[keyof typeof TaskPriority];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = { 1: 'High', 2: 'Medium', 3: 'Low' };

/** Where a request came from: 2 is a phone call from the customer. */
export const RequestedFrom = { OFFICE_STAFF: 1, CUSTOMER: 2 } as const;
export type RequestedFrom = (typeof RequestedFrom)[keyof typeof RequestedFrom];

/** A job request's life. */
export const RequestStatus = {
  PENDING: 1,
  SENT_FOR_APPROVAL: 2,
  JOB_CREATED: 3,
  REJECTED: 4,
  WITHDRAWN: 5,
} as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];
export const REQUEST_STATUS_NAMES: Record<RequestStatus, string> = {
  1: 'Pending',
  2: 'Sent for approval',
  3: 'Job created',
  4: 'Rejected',
  5: 'Withdrawn',
};

/** A job waiting for approval: 9 waiting, 10 approved and created, 11 rejected. */
export const PendingApprovalStatus = { WAITING: 9, APPROVED: 10, REJECTED: 11 } as const;
export type PendingApprovalStatus = (typeof PendingApprovalStatus)[keyof typeof PendingApprovalStatus];

/** Quick job approval. */
export const QuickJobAuth = { APPROVED: 16, REJECTED: 17 } as const;
export type QuickJobAuth = (typeof QuickJobAuth)[keyof typeof QuickJobAuth];

/** Board sections. */
export const TaskSection = {
  BACK_LOG: 1,
  PICKED: 2,
  ONGOING: 3,
  HOLD: 4,
  QC: 5,
  FINISHED: 6,
  SEND_BACK_TO_FIX: 7,
  PASS: 8,
} as const;
export type TaskSection = (typeof TaskSection)[keyof typeof TaskSection];
export const TASK_SECTION_NAMES: Record<TaskSection, string> = {
  1: 'Back Log',
  2: 'Picked',
  3: 'Ongoing',
  4: 'Hold',
  5: 'QC',
  6: 'Finished',
  7: 'Send back to fix',
  8: 'Pass',
};

/** What an employee's hold on a job is for. */
export const JobUserRole = { WORK: 1, QC: 2 } as const;
export type JobUserRole = (typeof JobUserRole)[keyof typeof JobUserRole];

/** Finished-job approval by the HOD. */
export const FinishedJobStatus = { AWAITING: 5, ACCEPTED: 10, REJECTED: 11 } as const;
export type FinishedJobStatus = (typeof FinishedJobStatus)[keyof typeof FinishedJobStatus];

/**
 * Where a job stands as a whole, derived on the server from the job and its holds (jobProgressSql),
 * never stored: shown as the jobs list's Status and filtered on. Checked in this order: canceled,
 * rejected (a hold sent back by the HOD), waiting for HOD, finished (every work hold accepted),
 * in progress (some task started), else open.
 */
export const JobProgress = {
  OPEN: 1,
  IN_PROGRESS: 2,
  WAITING_FOR_HOD: 3,
  FINISHED: 4,
  REJECTED: 5,
  CANCELED: 6,
} as const;
export type JobProgress = (typeof JobProgress)[keyof typeof JobProgress];
export const JOB_PROGRESS_LABELS: Record<JobProgress, string> = {
  1: 'Open',
  2: 'In progress',
  3: 'Waiting for HOD',
  4: 'Finished',
  5: 'Rejected',
  6: 'Canceled',
};
export const JOB_PROGRESS_COLORS: Record<JobProgress, string> = {
  1: 'blue',
  2: 'cyan',
  3: 'yellow',
  4: 'green',
  5: 'red',
  6: 'gray',
};

/** What a notification is about (spec 000 §3 Notification; 7 ours: a check sent the work back). */
export const NotificationType = {
  JOB: 1,
  QC: 2,
  COMMENT: 3,
  FINISHED_JOB: 4,
  LEAVE_REQUEST: 5,
  LEAVE_CANCEL: 6,
  SENT_BACK: 7,
  /** A worksheet correction sent for review, approved or rejected; a day uploaded for someone. */
  WORKSHEET_PRESET: 8,
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/** A notification is unread (1) until its recipient opens it (0). */
export const NotificationStatus = { VIEWED: 0, UNREAD: 1 } as const;
export type NotificationStatus = (typeof NotificationStatus)[keyof typeof NotificationStatus];

/**
 * Activity (comment) types of the activity log. A move carries no type of its own: it is
 * stored as MOVE (1) with its from and to sections. 11 is Break (O-03), shown as "Break/Leave".
 */
export const ActivityType = {
  MOVE: 1,
  COMMENT_WITHOUT_JOB: 2,
  BUG: 3,
  DONE: 4,
  FROM_SOMEONE_ELSE: 5,
  MEETING: 6,
  LUNCH: 7,
  SHORT_BREAK: 8,
  DAY_OFF: 9,
  HELP: 10,
  BREAK: 11,
  TIME_CHANGED: 12,
  REASSIGN: 13,
  TRAVELLING: 14,
  /** Ours, beyond the spec's 2..14: the end of a hold, the end of a working day, a plain comment. */
  RESTORE: 15,
  SESSION_END: 16,
  COMMENT: 17,
  /** The work reached QC and its check opened in the checker's QC column (not a move anyone made). */
  QC_OPENED: 18,
  /** A manager handed the task's QC check to another checker. */
  QC_CHANGED: 19,
} as const;
export type ActivityType = (typeof ActivityType)[keyof typeof ActivityType];

/** What POST tasks/assign does: 1 assigns unassigned tasks, 2 re-assigns assigned ones. */
export const AssignmentType = { ASSIGN: 1, REASSIGN: 2 } as const;
export type AssignmentType = (typeof AssignmentType)[keyof typeof AssignmentType];

/**
 * What a work_log row says the employee does from its instant on: off (day ended), on a task, on a
 * hold (lunch, meeting…), or at work on no task (idle: the worksheet's unallocated time).
 */
export const WorkState = { OFF: 0, WORKING: 1, HOLD: 2, IDLE: 3 } as const;
export type WorkState = (typeof WorkState)[keyof typeof WorkState];

/**
 * The profile menu's hold requests, a different numbering from the stored activity types
 * (O-02): never compare one with the other, map with HOLD_ACTIVITY.
 */
export const HoldRequestType = {
  MEETING: 1,
  LUNCH: 2,
  SHORT_BREAK: 3,
  DAY_OFF: 4,
  HELP: 5,
  BREAK: 6,
  TRAVELLING: 7,
} as const;
export type HoldRequestType = (typeof HoldRequestType)[keyof typeof HoldRequestType];

/** Menu type → stored activity type. */
export const HOLD_ACTIVITY: Record<HoldRequestType, ActivityType> = {
  1: ActivityType.MEETING,
  2: ActivityType.LUNCH,
  3: ActivityType.SHORT_BREAK,
  4: ActivityType.DAY_OFF,
  5: ActivityType.HELP,
  6: ActivityType.BREAK,
  7: ActivityType.TRAVELLING,
};
export const HOLD_REQUEST_LABELS: Record<HoldRequestType, string> = {
  1: 'Meeting',
  2: 'Lunch',
  3: 'Short Break',
  4: 'Day Off',
  5: 'Help',
  6: 'Break',
  7: 'Travelling',
};
/** Hold requests that ask for a remark. */
export const HOLDS_WITH_REMARK: readonly HoldRequestType[] = [1, 3, 5, 6, 7];

/** Names of activity types in feeds and cards (11 is Break, shown "Break/Leave", O-03). */
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  1: 'Move',
  2: 'Comment',
  3: 'Bug',
  4: 'Done',
  5: 'Comment from someone else',
  6: 'Meeting',
  7: 'Lunch',
  8: 'Short Break',
  9: 'Day Off',
  10: 'Help',
  11: 'Break/Leave',
  12: 'Time changed',
  13: 'Reassign',
  14: 'Travelling',
  15: 'Back to work',
  16: 'Session end',
  17: 'Comment',
  18: 'QC check',
  19: 'QC changed',
};
/** Feed colours per activity type (R-028; 5, 12..19 ours). */
export const ACTIVITY_TYPE_COLORS: Record<ActivityType, string> = {
  1: 'gray',
  2: 'gray',
  3: 'orange',
  4: 'green',
  5: 'grape',
  6: 'blue',
  7: 'cyan',
  8: 'dark',
  9: 'red',
  10: 'pink',
  11: 'violet',
  12: 'yellow',
  13: 'indigo',
  14: 'teal',
  15: 'lime',
  16: 'dark',
  17: 'gray',
  18: 'grape',
  19: 'indigo',
};

/** Which board a screen shows: sections {type} and cards. */
export const BoardType = { JOB: 1, QC: 2 } as const;
export type BoardType = (typeof BoardType)[keyof typeof BoardType];

/** A request to authorize work on a task (Need Task Authorization, Job Authorization). */
export const TaskApprovalStatus = { PENDING: 1, APPROVED: 2 } as const;
export type TaskApprovalStatus = (typeof TaskApprovalStatus)[keyof typeof TaskApprovalStatus];

/**
 * Move refusals (design.md §4, spec 000 §8): the status in a 409/403 body of a board move.
 * 7 (STATE_CHANGED) is the board being out of date: it reloads.
 */
export const MoveRefusal = {
  ANOTHER_ONGOING: 1,
  SOMEONE_ELSE_ON_IT: 3,
  INVALID_SECTION: 4,
  STATE_CHANGED: 7,
  NEEDS_AUTHORIZATION: 8,
  ACCESS_DENIED: 11,
} as const;
export type MoveRefusal = (typeof MoveRefusal)[keyof typeof MoveRefusal];

/**
 * Save refusals: the status in the 409 body of a form save. 21: the record was changed by someone
 * else after the form loaded it (the body names who, when and the fields that differ).
 */
export const SaveRefusal = { STALE_VERSION: 21 } as const;
export type SaveRefusal = (typeof SaveRefusal)[keyof typeof SaveRefusal];

/** What POST settings/generate proposes the next free code for (ours: the spec names only id_type). */
export const GeneratedIdType = { EMPLOYEE_CODE: 1, CUSTOMER_CODE: 2 } as const;
export type GeneratedIdType = (typeof GeneratedIdType)[keyof typeof GeneratedIdType];

/** Leave types; 6 Holiday exists only in the per-date list (a Sunday or company holiday). */
export const LeaveType = {
  FULL_DAY: 1,
  MORNING_HALF_DAY: 2,
  EVENING_HALF_DAY: 3,
  MORNING_SHORT_LEAVE: 4,
  EVENING_SHORT_LEAVE: 5,
  HOLIDAY: 6,
} as const;
export type LeaveType = (typeof LeaveType)[keyof typeof LeaveType];

export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = {
  1: 'Full day',
  2: 'Morning Half Day',
  3: 'Evening Half Day',
  4: 'Morning Short Leave',
  5: 'Evening Short Leave',
  6: 'Holiday',
};

/** How much of a day a leave type takes (what attendance and worksheets read). */
export const LeaveExtent = { FULL: 'full', HALF: 'half', SHORT: 'short' } as const;
export type LeaveExtent = (typeof LeaveExtent)[keyof typeof LeaveExtent];

/** Leave request status: 5 pending, 10 approved, 2 cancelled, 11 rejected. */
export const LeaveStatus = { CANCELLED: 2, PENDING: 5, APPROVED: 10, REJECTED: 11 } as const;
export type LeaveStatus = (typeof LeaveStatus)[keyof typeof LeaveStatus];

/** A cancellation of an approved leave: 23 waiting for review, 11 refused. */
export const LeaveCancelStatus = { PENDING: 23, REJECTED: 11 } as const;
export type LeaveCancelStatus = (typeof LeaveCancelStatus)[keyof typeof LeaveCancelStatus];

/** Leave allowance kinds: one balance each for full days, half days and short leaves. */
export const LeaveAllowanceKind = { DAYS: 1, HALF_DAYS: 2, SHORT_LEAVES: 3 } as const;
export type LeaveAllowanceKind = (typeof LeaveAllowanceKind)[keyof typeof LeaveAllowanceKind];

/** Employee Plan activity kinds and their calendar colours. */
export const ActivityPlanKind = { MEETING: 1, LEAVE: 2, PERSONAL: 3 } as const;
export type ActivityPlanKind = (typeof ActivityPlanKind)[keyof typeof ActivityPlanKind];

export const ACTIVITY_PLAN_KINDS: Record<ActivityPlanKind, { label: string; color: string }> = {
  1: { label: 'Meeting', color: 'green' },
  2: { label: 'Leave', color: 'red' },
  3: { label: 'Personal', color: 'teal' },
};

/**
 * The reports' job-type radio (O-05: its own enum): Regular Jobs Only leaves out quick jobs and
 * online/urgent jobs, which are done on the spot rather than planned; All Jobs includes them.
 */
export const ReportJobScope = { REGULAR: 1, ALL: 2 } as const;
export type ReportJobScope = (typeof ReportJobScope)[keyof typeof ReportJobScope];
/** The job kinds Regular Jobs Only leaves out. */
export const ON_THE_SPOT_JOB_KINDS: readonly JobKind[] = [JobKind.QUICK, JobKind.ONLINE_URGENT];

/** Created Jobs' status filter (O-05: 2 here is Assigned, not a canceled job). */
export const CreatedJobStatus = { NOT_ASSIGNED: 1, ASSIGNED: 2, FINISHED: 3 } as const;
export type CreatedJobStatus = (typeof CreatedJobStatus)[keyof typeof CreatedJobStatus];
export const CREATED_JOB_STATUS_LABELS: Record<CreatedJobStatus, string> = {
  1: 'Not Assigned',
  2: 'Assigned',
  3: 'Finished',
};

/** My Pending Jobs' status filter: a job is picked once one of the person's tasks left the Back Log. */
export const MyPendingStatus = { ALL: 0, PICKED: 1, NOT_PICKED: 2 } as const;
export type MyPendingStatus = (typeof MyPendingStatus)[keyof typeof MyPendingStatus];
export const MY_PENDING_STATUS_LABELS: Record<MyPendingStatus, string> = {
  0: 'All',
  1: 'Picked',
  2: 'Not Picked',
};

/** Daily Job Allocations' Filter 1: every job, only jobs with a task assigned, or none assigned. */
export const AllocationFilter = { ALL: 0, ASSIGNED: 1, NOT_ASSIGNED: 2 } as const;
export type AllocationFilter = (typeof AllocationFilter)[keyof typeof AllocationFilter];
export const ALLOCATION_FILTER_LABELS: Record<AllocationFilter, string> = {
  0: 'All',
  1: 'Assigned',
  2: 'Not-Assigned',
};

/**
 * What a day of the attendance grid says besides the hours worked: a company holiday, leave
 * (full, half day, short), absent (hours owed and nothing logged), a closed day (Sunday), or a day to
 * come. Each has a letter as well as a colour, so the grid reads in black and white.
 */
export const AttendanceMark = {
  HOLIDAY: 'holiday',
  LEAVE: 'leave',
  HALF_DAY: 'half_day',
  SHORT_LEAVE: 'short_leave',
  ABSENT: 'absent',
  CLOSED: 'closed',
  FUTURE: 'future',
} as const;
export type AttendanceMark = (typeof AttendanceMark)[keyof typeof AttendanceMark];
export const ATTENDANCE_MARKS: Record<AttendanceMark, { letter: string; label: string; color: string }> = {
  holiday: { letter: 'H', label: 'Holiday', color: 'violet' },
  leave: { letter: 'L', label: 'Leave', color: 'red' },
  half_day: { letter: 'HD', label: 'Half Day', color: 'orange' },
  short_leave: { letter: 'SL', label: 'Short Leave', color: 'yellow' },
  absent: { letter: 'A', label: 'Absent', color: 'gray' },
  closed: { letter: '', label: 'Closed', color: 'gray' },
  future: { letter: '', label: 'To come', color: 'gray' },
};
