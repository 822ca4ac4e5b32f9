// Request and response schemas of Upload To Worksheet and the day-end check.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { calendarDay, id } from './common';

const M = Msg.worksheetUploads;

/** Who uploaded a day's worksheet and when: the 'Uploaded' badge. */
export const worksheetUpload = z.object({
  date: z.string(),
  user_id: z.number(),
  uploaded_by_id: z.number(),
  uploaded_by: z.string(),
  uploaded_at: z.string(),
  /** The day's work log gained rows after the upload: work resumed, or a correction was approved. */
  changed_since: z.boolean(),
});
export type WorksheetUpload = z.infer<typeof worksheetUpload>;

/** POST reports/uploads/isEmployeeDayEnd: has the day ended, so that it may be uploaded? */
export const dayEndRequest = z.object({
  date: calendarDay(M.dateInvalid),
  /** Whose day (another's follows the worksheet's reading rights); the caller when left out. */
  user_id: z.optional(z.nullable(id(M.employeeInvalid))),
});
export type DayEndRequest = z.infer<typeof dayEndRequest>;

export const dayEndResponse = z.object({
  date: z.string(),
  user_id: z.number(),
  /** A past day always; today once the person's session ended (their last row of the day is 'off'). */
  day_end: z.boolean(),
  /** When today's session ended; null for a past day or an open one. */
  ended_at: z.nullable(z.string()),
  uploaded: z.nullable(worksheetUpload),
  /** The caller may upload this day: their own, or anyone's for a super admin (decided here). */
  may_upload: z.boolean(),
});
export type DayEndResponse = z.infer<typeof dayEndResponse>;

/** POST reports/uploads/worksheet: declare a day's worksheet final for reporting. */
export const uploadRequest = z.object({
  user_id: z.optional(z.nullable(id(M.employeeInvalid))),
  /** Sent by the old client; who is a super admin is the server's to decide. */
  is_super_admin: z.optional(z.unknown()),
  /** The day to upload; today (in the company's time zone) when left out. */
  date: z.optional(z.nullable(calendarDay(M.dateInvalid))),
});
export type UploadRequest = z.infer<typeof uploadRequest>;

/** status false: the day was already uploaded ('Already Uploaded!' with the message). */
export const uploadResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  upload: worksheetUpload,
});
export type UploadResponse = z.infer<typeof uploadResponse>;

/** POST reports/activity/store_to_report: the caller's own day, today unless a date is given. */
export const storeToReportRequest = z.object({
  date: z.optional(z.nullable(calendarDay(M.dateInvalid))),
});
export type StoreToReportRequest = z.infer<typeof storeToReportRequest>;
