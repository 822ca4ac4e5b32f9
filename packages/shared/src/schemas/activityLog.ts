// Request and response schemas of the Employee Activity Log (GET admin/allActivities and its export).
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { isCalendarDay } from '../rules/dates';
import { calendarDay, id, wireInteger } from './common';

const M = Msg.activityLog;

/** Rows a page of the log answers. */
export const ACTIVITY_PAGE_SIZE = 50;
/** Rows an Excel export holds at most (written in the file and beside the button). */
export const ACTIVITY_EXPORT_CAP = 10_000;
export const ACTIVITY_SEARCH_MAX = 100;

/**
 * The areas people filter the log by, each a set of the audited record kinds (audit_log.entity).
 * An area's page walks the (entity, id) index once per kind, so the lists stay short and explicit.
 */
export const ACTIVITY_AREAS = [
  { key: 'jobs', label: 'Jobs', entities: ['job', 'job_request', 'pending_approval', 'job_user'] },
  {
    key: 'tasks',
    label: 'Tasks',
    entities: ['task', 'task_user', 'task_sheet', 'sub_task', 'task_approval'],
  },
  {
    key: 'customers',
    label: 'Customers',
    entities: ['customer', 'agreement', 'system', 'service_visit', 'import'],
  },
  { key: 'leave', label: 'Leave', entities: ['leave_request'] },
  {
    key: 'worksheets',
    label: 'Worksheets',
    entities: ['worksheet_preset', 'worksheet_period_lock', 'worksheet_upload'],
  },
  { key: 'planning', label: 'Planning', entities: ['holiday', 'activity_plan', 'calendar_feed'] },
  { key: 'people', label: 'People', entities: ['user', 'notification'] },
  { key: 'access', label: 'Access', entities: ['role', 'permission', 'session'] },
  {
    key: 'settings',
    label: 'Settings',
    entities: ['feature', 'settings', 'sms', 'sms_settings', 'sms_message', 'sync', 'sync_run', 'erp_sync'],
  },
] as const satisfies readonly { key: string; label: string; entities: readonly string[] }[];

export type ActivityAreaKey = (typeof ACTIVITY_AREAS)[number]['key'];
const AREA_KEYS = ACTIVITY_AREAS.map((a) => a.key) as [ActivityAreaKey, ...ActivityAreaKey[]];

/** The area a record kind belongs to, or null for a kind no area lists. */
export function activityAreaOf(entity: string) {
  return ACTIVITY_AREAS.find((a) => (a.entities as readonly string[]).includes(entity)) ?? null;
}

/** GET admin/allActivities: every filter optional; `cursor` is the last id of the page before. */
export const activityLogQuery = z
  .object({
    customer_id: z.optional(id(M.customerInvalid)),
    employee_id: z.optional(id(M.employeeInvalid)),
    area: z.optional(z.enum(AREA_KEYS, { error: M.areaInvalid })),
    from: z.optional(calendarDay(M.fromInvalid)),
    to: z.optional(calendarDay(M.toInvalid)),
    search: z.optional(
      z
        .string({ error: M.searchTooLong })
        .check(z.trim(), z.maxLength(ACTIVITY_SEARCH_MAX, { error: M.searchTooLong })),
    ),
    cursor: z.optional(wireInteger({ min: 1, max: Number.MAX_SAFE_INTEGER }, M.cursorInvalid)),
  })
  .check(
    z.refine((v) => !v.from || !v.to || !isCalendarDay(v.from) || !isCalendarDay(v.to) || v.to >= v.from, {
      path: ['to'],
      error: M.rangeEndBeforeStart,
    }),
  );
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;
/** The filters alone (what the export takes). */
export type ActivityLogFilters = Omit<ActivityLogQuery, 'cursor'>;

/** One changed field, old → new as people read them; a secret's values are never sent. */
export const activityLogChange = z.object({
  field: z.string(),
  label: z.string(),
  old: z.nullable(z.string()),
  new: z.nullable(z.string()),
  secret: z.boolean(),
});
export type ActivityLogChange = z.infer<typeof activityLogChange>;

const named = z.object({ id: z.number(), name: z.string() });

/**
 * One row of the log. The spec's fields (log_name, created_at, name, description, properties) come
 * first; the rest is what the screen shows: who, the area, the action, the record and the diff.
 */
export const activityLogEntry = z.object({
  id: z.number(),
  /** The area's name, e.g. 'Customers' ('Other' for a kind no area lists). */
  log_name: z.string(),
  created_at: z.string(),
  /** Who did it ('System' for changes without a signed-in person). */
  name: z.string(),
  /** The action and the record in words: 'Updated a customer: Keells Super (C0001)'. */
  description: z.string(),
  /** The changed fields' values before (`old`) and after (`attributes`); secrets as 'hidden'. */
  properties: z.object({
    old: z.record(z.string(), z.unknown()),
    attributes: z.record(z.string(), z.unknown()),
  }),
  action: z.string(),
  action_label: z.string(),
  area: z.nullable(z.enum(AREA_KEYS)),
  who: z.nullable(named),
  record: z.object({ entity: z.string(), id: z.nullable(z.string()), label: z.string() }),
  customer: z.nullable(named),
  changes: z.array(activityLogChange),
  ip: z.nullable(z.string()),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntry>;

export const activityLogPage = z.object({
  data: z.array(activityLogEntry),
  /** Pass as `cursor` for the next page; null when there is none. */
  next_cursor: z.nullable(z.number()),
  has_more: z.boolean(),
  /**
   * A search reads the filtered log a slice at a time: when the slice ran out before a page was
   * full, the moment of the oldest row it read (the next page searches on from there).
   */
  searched_to: z.nullable(z.string()),
});
export type ActivityLogPage = z.infer<typeof activityLogPage>;
