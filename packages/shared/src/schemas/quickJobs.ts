// Request and response schemas of the quickJobs area, shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { QuickJobAuth, RequestedFrom } from '../enums';
import { quickJobMessages as M } from '../messages/quickJobs';
import { addJobErrors } from '../rules/addJobForm';
import { id, PAGE_SIZES, wireChoice, wireInteger, wireNumber } from './common';

const optionalId = (message: string) => z.optional(z.nullable(id(message)));
const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.string({ error: M.textTooLong }).check(z.trim(), z.maxLength(max, { error: M.textTooLong })),
    ),
  );
const flag = z.optional(z.nullable(z.boolean({ error: M.flagInvalid })));
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/**
 * POST jobs/assign/quick_job, …/quick_job/tasking and jobs/assign/online: the Add New Custom Job
 * modal's fields with the spec's wire names (selected_division is ours: the spec's modal has a
 * division picker but lists no field for it). Which fields a job type needs is the shared rule
 * addJobErrors, run here and again on the server with what only it knows (the chosen job).
 */
export const addJobRequest = z
  .object({
    job_type: z.optional(z.nullable(wireNumber(M.jobTypeRequired))),
    job_requested_from: z._default(wireNumber(M.requestedFromInvalid), RequestedFrom.OFFICE_STAFF),
    /** The employee who does the work (requested by office staff). */
    job_assign_by: optionalId(M.employeeRequired),
    /** The customer's person who phoned (requested by the customer). */
    job_requested_by: optionalText(120),
    selected_division: optionalId(M.divisionRequired),
    selected_job: optionalId(M.jobRequired),
    category: optionalId(M.categoryRequired),
    selected_customer: optionalId(M.customerRequired),
    selected_location: optionalId(M.locationRequired),
    selected_system: optionalId(M.systemRequired),
    branch_contact_person: optionalText(120),
    branch_mobile_no: z.optional(
      z.nullable(
        z.string({ error: M.contactNumberInvalid }).check(
          z.trim(),
          z.refine((v) => v === '' || PHONE.test(v), { error: M.contactNumberInvalid }),
        ),
      ),
    ),
    job_description: optionalText(4000),
    chargeable: flag,
    qc: flag,
    is_temp_job: flag,
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(addJobErrors(values))) {
        ctx.addIssue({ code: 'custom', message, path: [field], input: values });
      }
    }),
  );
export type AddJobRequest = z.infer<typeof addJobRequest>;
export type AddJobRequestInput = z.input<typeof addJobRequest>;

/** What every add-job call answers (spec: task_user_id, new_job_user, old_task_user). */
export interface AddJobResult {
  message: string;
  /** The new assignment, in Back Log with today's plan date. */
  task_user_id: number;
  /** The job_user (the employee's hold on the job) the task hangs off; created when new. */
  new_job_user: number;
  /** The employee's current Ongoing assignment, which the client may offer to put on hold. */
  old_task_user: number | null;
  job: { id: number; job_no: string };
}

/** GET jobs/division/{id} and GET jobs/online/0: a search over the open jobs to add a task to. */
export const jobPickerQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: M.keywordTooLong }))),
  /** 1: pre-sales jobs only (categories 23, 25, 26, 27). */
  presales: z.optional(z.enum(['0', '1'])),
  category: z.optional(id()),
});
export type JobPickerQuery = z.infer<typeof jobPickerQuery>;

/** The most jobs a picker answers at once; typing narrows the search. */
export const JOB_PICKER_LIMIT = 50;

/** One job to pick (the spec's online job fields, plus names to show). */
export interface PickableJob {
  id: number;
  job_no: string;
  job_title: string | null;
  job_description: string;
  customer_name: string | null;
  cus_id: number | null;
  job_category_id: number | null;
  category: string | null;
  division_id: number | null;
  location_id: number | null;
  branch_name: string | null;
  system_id: number | null;
  system: string | null;
  contact_person: string | null;
  contact_number: string | null;
  due_date: string | null;
}

/** GET jobs/approval/quick_job: the monitor's page (15 rows unless asked otherwise). */
export const QUICK_JOB_PAGE_SIZE = 15;
export const quickJobPendingQuery = z.object({
  page: z._default(wireInteger({ min: 1, max: 100_000 }, M.pageInvalid), 1),
  records: z._default(wireChoice(PAGE_SIZES, M.pageSizeInvalid), QUICK_JOB_PAGE_SIZE),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: M.keywordTooLong }))),
});
export type QuickJobPendingQuery = z.input<typeof quickJobPendingQuery>;

/** One quick job waiting for the monitor. */
export interface QuickJobPending {
  id: number;
  job_no: string;
  employee: string | null;
  customer: string | null;
  branch: string | null;
  system: string | null;
  job_description: string;
  due_date: string | null;
  isJobExpired: boolean;
  created_at: string;
  /** False for the monitor's own quick jobs (raised or worked by them): someone else decides. */
  can_decide: boolean;
}

export interface QuickJobPendingPage {
  pendings: QuickJobPending[];
  count: number;
}

/** POST jobs/approval/quick_job: 16 approves, 17 rejects; a remark either way. */
export const quickJobDecision = z.object({
  job_id: id(M.quickJobNotFound),
  auth_status: wireChoice([QuickJobAuth.APPROVED, QuickJobAuth.REJECTED], M.authStatusInvalid),
  auth_remark: z
    .string({ error: M.remarkRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: M.remarkRequired }),
      z.maxLength(1000, { error: M.remarkTooLong }),
    ),
});
export type QuickJobDecision = z.infer<typeof quickJobDecision>;
/** The remark alone, for the monitor's remark form. */
export const quickJobRemark = z.object({ auth_remark: quickJobDecision.shape.auth_remark });

/** One entry of the new-job bell; status 1 unread, 0 read. */
export interface JobNotification {
  id: number;
  job_no: string;
  /** The stored job type (Urgent, On Line…) when it has one. */
  job_type: string | null;
  /** How it was raised (quick, tasking…) and its label (O-08). */
  kind: number;
  kind_label: string;
  customer_name: string | null;
  created_at: string;
  status: 0 | 1;
}

/** GET jobNotifications: the unread count and the latest entries. */
export interface JobNotificationsResponse {
  count: number;
  notifications: JobNotification[];
}

/** How many entries the bell lists. */
export const JOB_BELL_LIMIT = 20;
