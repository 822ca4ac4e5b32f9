// SMS Settings and the SMS outbox: shared by the server routes and the Super Admin panel.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { id, PAGE_SIZES, wireChoice, wireInteger } from './common';

/** Where a text message is: waiting (or waiting to be tried again), being handed over, done, given up. */
export const SmsState = {
  QUEUED: 'queued',
  SENDING: 'sending',
  SENT: 'sent',
  FAILED: 'failed',
} as const;
export type SmsState = (typeof SmsState)[keyof typeof SmsState];
export const SMS_STATES = Object.values(SmsState) as [SmsState, ...SmsState[]];

/** The events that text the chosen directors of the event's department (docs/decisions.md, SMS). */
export const SmsEvent = {
  /** A job was sent for approval (a pending approval was created) in the department. */
  APPROVAL_SENT: 'approval.sent',
  /** A head rejected a finished job of the department. */
  FINISHED_JOB_REJECTED: 'finished_job.rejected',
} as const;
export type SmsEvent = (typeof SmsEvent)[keyof typeof SmsEvent];

export const SMS_EVENT_LABELS: Record<string, string> = {
  [SmsEvent.APPROVAL_SENT]: 'Job sent for approval',
  [SmsEvent.FINISHED_JOB_REJECTED]: 'Finished job rejected',
};

/** Tries of one message before it is given up as failed (the worker waits longer after each). */
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_MAX_DIRECTORS = 500;
export const SMS_MAX_DEPARTMENTS = 100;
export const SMS_PAGE_SIZE = 15;

/** One director's departments, as the wire carries them. */
export const smsDirectorSetting = z.object({
  director_id: id(Msg.sms.directorRequired),
  departments: z
    .array(id(Msg.sms.departmentInvalid), { error: Msg.sms.departmentsRequired })
    .check(z.maxLength(SMS_MAX_DEPARTMENTS, { error: Msg.sms.tooManyDepartments })),
});
export type SmsDirectorSetting = z.infer<typeof smsDirectorSetting>;

/**
 * POST admin/changeSmsSettings: the spec's list of {director_id, departments}. Each listed director's
 * departments become exactly the given ones (an empty list stops their messages); directors not
 * listed keep theirs.
 */
export const smsSettingsChange = z
  .array(smsDirectorSetting, { error: Msg.sms.settingsList })
  .check(z.maxLength(SMS_MAX_DIRECTORS, { error: Msg.sms.tooManyDirectors }));
export type SmsSettingsChange = z.infer<typeof smsSettingsChange>;

/** GET admin/getSmsSettings: the matrix, with the directors and departments it is drawn from. */
export const smsSettingsResponse = z.object({
  settings: z.array(z.object({ director_id: z.number(), departments: z.array(z.number()) })),
  directors: z.array(
    z.object({ id: z.number(), code: z.string(), name: z.string(), mobile: z.nullable(z.string()) }),
  ),
  departments: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type SmsSettingsResponse = z.infer<typeof smsSettingsResponse>;

/** GET admin/sms/messages: newest first, one page, optionally of one state. */
export const smsMessagesQuery = z.object({
  state: z.optional(z.enum(SMS_STATES, { error: Msg.sms.stateInvalid })),
  page: z.optional(wireInteger({ min: 1, max: 1_000_000 }, Msg.sms.pageInvalid)),
  page_size: z.optional(wireChoice(PAGE_SIZES, Msg.sms.pageSizeInvalid)),
});
export type SmsMessagesQuery = z.infer<typeof smsMessagesQuery>;

/** One message of the outbox as the super admin sees it. */
export const smsMessage = z.object({
  id: z.number(),
  event: z.string(),
  event_label: z.string(),
  recipient_id: z.nullable(z.number()),
  recipient_name: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  body: z.string(),
  state: z.enum(SMS_STATES),
  attempts: z.number(),
  /** When a queued message is (next) tried; null once it is sent or failed. */
  next_attempt_at: z.nullable(z.string()),
  /** Why the last try failed (kept on a queued message waiting to be tried again). */
  last_error: z.nullable(z.string()),
  entity: z.nullable(z.string()),
  entity_id: z.nullable(z.string()),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
});
export type SmsMessage = z.infer<typeof smsMessage>;

export const smsMessagesPage = z.object({
  messages: z.array(smsMessage),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type SmsMessagesPage = z.infer<typeof smsMessagesPage>;

export const smsMessageParams = z.object({ id: id(Msg.sms.messageNotFound) });
