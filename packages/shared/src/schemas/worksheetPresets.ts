// Request and response schemas of worksheet corrections (presets), their review and month locks.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { isCalendarDay } from '../rules/dates';
import { calendarDay, id } from './common';
import { versionFields } from './versions';

const M = Msg.worksheets;

/** Preset status: 1 draft, 5 waiting for review, 10 approved, 11 rejected. */
export const PresetStatus = { DRAFT: 1, WAITING: 5, APPROVED: 10, REJECTED: 11 } as const;
export type PresetStatus = (typeof PresetStatus)[keyof typeof PresetStatus];

/** Line kind: 1 a task worked, 2 a comment line (a hold). */
export const PresetLineKind = { TASK: 1, COMMENT: 2 } as const;
export type PresetLineKind = (typeof PresetLineKind)[keyof typeof PresetLineKind];

/** The comment types a line may carry: Meeting, Lunch, Short Break, Day Off, Help, Break, Travelling. */
export const PRESET_COMMENT_TYPES = [6, 7, 8, 9, 10, 11, 14] as const;
export const PRESET_COMMENT_LABELS: Record<(typeof PRESET_COMMENT_TYPES)[number], string> = {
  6: 'Meeting',
  7: 'Lunch',
  8: 'Short Break',
  9: 'Day Off',
  10: 'Help',
  11: 'Break',
  14: 'Travelling',
};

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time of day on the preset's day, in the company time zone: 'HH:mm'. */
export const clockTime = z
  .string({ error: M.timeInvalid })
  .check(z.trim(), z.regex(HH_MM, { error: M.timeInvalid }));

/** One company day sent as a range (the old client's shape): start and end must be the same day. */
export const presetDayRange = z
  .object({ start: calendarDay(M.startInvalid), end: calendarDay(M.endInvalid) })
  .check(
    z.refine((v) => !isCalendarDay(v.start) || !isCalendarDay(v.end) || v.end === v.start, {
      path: ['end'],
      error: M.editOnePastDay,
    }),
  );

const commentType = id(M.commentTypeInvalid).check(
  z.refine((n) => (PRESET_COMMENT_TYPES as readonly number[]).includes(n), { error: M.commentTypeInvalid }),
);
const description = z
  .string({ error: M.descriptionTooLong })
  .check(z.trim(), z.maxLength(500, { error: M.descriptionTooLong }));

export const presetLine = z.object({
  id: z.number(),
  kind: z.union([z.literal(1), z.literal(2)]),
  task_user_id: z.nullable(z.number()),
  job_id: z.nullable(z.number()),
  job_no: z.nullable(z.string()),
  customer: z.nullable(z.string()),
  task_no: z.nullable(z.string()),
  task_name: z.nullable(z.string()),
  comment_type: z.nullable(z.number()),
  task_description: z.nullable(z.string()),
  start_time: z.string(),
  end_time: z.string(),
});
export type PresetLine = z.infer<typeof presetLine>;

export const preset = z.object({
  id: z.number(),
  user_id: z.number(),
  date: z.string(),
  status: z.union([z.literal(1), z.literal(5), z.literal(10), z.literal(11)]),
  /** A validation passed since the last edit. */
  validated: z.boolean(),
  sent_at: z.nullable(z.string()),
  reviewed_by: z.nullable(z.number()),
  reviewed_by_name: z.nullable(z.string()),
  reviewed_at: z.nullable(z.string()),
  remark: z.nullable(z.string()),
  lines: z.array(presetLine),
  /** The edit version: a review decision sends it back, so it decides the correction it was shown. */
  version: z.number(),
});
export type Preset = z.infer<typeof preset>;

/** POST reports/activity/edit and reports/activity/preset/delete: one past day of one's own worksheet. */
export const presetDayRequest = z.object({ range: presetDayRange });
export type PresetDayRequest = z.infer<typeof presetDayRequest>;

export const presetEditResponse = z.object({
  preset,
  /** When Day Off was taken that day, as logged ('HH:mm'), or null. */
  dayoff_at: z.nullable(z.string()),
  date: z.string(),
  result: z.array(presetLine),
});
export type PresetEditResponse = z.infer<typeof presetEditResponse>;

/** POST activity/custom/add: a task line. */
export const presetTaskLineAdd = z.object({
  preset_id: id(M.presetNotFound),
  task_user_id: id(M.taskRequired),
  start_time: clockTime,
  end_time: clockTime,
});
export type PresetTaskLineAdd = z.infer<typeof presetTaskLineAdd>;

/** POST comment/custom/add: a comment line. */
export const presetCommentLineAdd = z.object({
  preset_id: id(M.presetNotFound),
  comment_type: commentType,
  task_description: z.optional(z.nullable(description)),
  start_time: clockTime,
  end_time: clockTime,
});
export type PresetCommentLineAdd = z.infer<typeof presetCommentLineAdd>;

/** POST activity/custom/update: a line's times, and its task (task line) or type and text (comment line). */
export const presetLineUpdate = z.object({
  preset_id: id(M.presetNotFound),
  line_id: id(M.lineNotFound),
  task_user_id: z.optional(z.nullable(id(M.taskRequired))),
  comment_type: z.optional(z.nullable(commentType)),
  task_description: z.optional(z.nullable(description)),
  start_time: clockTime,
  end_time: clockTime,
});
export type PresetLineUpdate = z.infer<typeof presetLineUpdate>;

/** POST activity/custom/delete and comment/edit/delete. */
export const presetLineDelete = z.object({ preset_id: id(M.presetNotFound), line_id: id(M.lineNotFound) });
export type PresetLineDelete = z.infer<typeof presetLineDelete>;

export const presetLineResponse = z.object({ line: presetLine });
export const presetOkResponse = z.object({ ok: z.literal(true) });

/** POST activity/custom/save (Validate) and reports/emp_daily_activity/request (Send to review). */
export const presetRef = z.object({ preset_id: id(M.presetNotFound) });
export type PresetRef = z.infer<typeof presetRef>;
export const presetValidResponse = z.object({ valid: z.literal(true), message: z.string() });
export const presetSentResponse = z.object({ message: z.string(), preset });

/** POST reports/activity/presets: the waiting corrections the caller may review. */
export const presetListRequest = z.object({ division: z.optional(z.nullable(id(M.divisionInvalid))) });
export type PresetListRequest = z.infer<typeof presetListRequest>;
export const waitingPreset = z.object({
  id: z.number(),
  user_id: z.number(),
  employee_name: z.string(),
  date: z.string(),
  sent_at: z.nullable(z.string()),
  line_count: z.number(),
});
export type WaitingPreset = z.infer<typeof waitingPreset>;
export const presetListResponse = z.array(waitingPreset);

/** POST reports/activity/preset/approve. */
export const presetApproveRequest = z.object({ preset: id(M.presetNotFound), ...versionFields });
export type PresetApproveRequest = z.infer<typeof presetApproveRequest>;
/** POST reports/activity/preset/reject: the remark is required. */
export const presetRejectRequest = z.object({
  preset: id(M.presetNotFound),
  ...versionFields,
  remark: z
    .string({ error: M.remarkRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: M.remarkRequired }),
      z.maxLength(1000, { error: M.remarkTooLong }),
    ),
});
export type PresetRejectRequest = z.infer<typeof presetRejectRequest>;
export const presetReviewResponse = z.object({ message: z.string(), preset });

/** POST all_jobs/user/activity/editing: the person's jobs with an assignment. */
export const editingJobsRequest = z.object({
  user_id: z.optional(z.nullable(id(M.employeeInvalid))),
  date: calendarDay(M.dateInvalid),
});
export type EditingJobsRequest = z.infer<typeof editingJobsRequest>;
export const editingJobsResponse = z.object({
  jobs: z.array(
    z.object({
      id: z.number(),
      job_no: z.string(),
      customer: z.nullable(z.string()),
      job_title: z.nullable(z.string()),
    }),
  ),
});
export type EditingJobsResponse = z.infer<typeof editingJobsResponse>;

/** GET job/tasks/worksheet/edit/{jobId}/{userId}. */
export const editingTasksParams = z.object({ jobId: id(), userId: id() });
export const editingTasksResponse = z.object({
  tasks: z.array(
    z.object({ task_user_id: z.number(), task_no: z.string(), task_name: z.nullable(z.string()) }),
  ),
});
export type EditingTasksResponse = z.infer<typeof editingTasksResponse>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** POST reports/activity/period/lock and …/unlock. */
export const periodLockRequest = z.object({
  user_id: id(M.employeeInvalid),
  month: z.string({ error: M.monthInvalid }).check(z.trim(), z.regex(MONTH, { error: M.monthInvalid })),
});
export type PeriodLockRequest = z.infer<typeof periodLockRequest>;
export const periodLockResponse = z.object({ user_id: z.number(), month: z.string(), locked: z.boolean() });
export type PeriodLockResponse = z.infer<typeof periodLockResponse>;
