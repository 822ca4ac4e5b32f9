import { isCalendarDay } from '@jobline/shared';
import type { JobFormValues } from '../jobForm/jobFormValues';

/** What another screen may fill New Job with through its address (e.g. Plan visit on Service Details). */
export interface JobPrefill {
  customer_id: number;
  location_id: number;
  division_id: number;
  job_category_id?: number;
  job_type?: number;
  due_date?: string;
  job_title?: string;
  job_description?: string;
  /** Said above the form: where the job comes from. */
  origin?: string;
}

const ID_FIELDS = ['customer_id', 'location_id', 'division_id', 'job_category_id', 'job_type'] as const;
const TEXT_FIELDS = { job_title: 120, job_description: 1000, origin: 200 } as const;

/** The New Job address that opens the form filled with these values. */
export const newJobWith = (prefill: JobPrefill) =>
  `/new-job?${new URLSearchParams(
    Object.entries(prefill).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  )}`;

/**
 * The values an address fills New Job with, or null when it carries none. Ids must be ids, texts are
 * cut to their fields' lengths, and a due date before today is left for the user to choose.
 */
export function prefillFrom(params: URLSearchParams, today: string) {
  const values: Partial<JobFormValues> = {};
  for (const field of ID_FIELDS) {
    const raw = params.get(field);
    if (raw && /^\d{1,9}$/.test(raw)) values[field] = Number(raw);
  }
  if (values.customer_id === undefined) return null;
  const due = params.get('due_date');
  if (due && isCalendarDay(due) && due >= today) values.due_date = due;
  const text = (field: keyof typeof TEXT_FIELDS) =>
    params.get(field)?.trim().slice(0, TEXT_FIELDS[field]) ?? '';
  if (text('job_title')) values.job_title = text('job_title');
  if (text('job_description')) values.job_description = text('job_description');
  return { values, origin: text('origin') || null };
}
