// The job as the New Job and Edit Job forms send it (POST jobs, PUT jobs, POST job/pending,
// POST jobs/re-assign), with the spec's wire names; shared by the server and the forms.
import { z } from 'zod/mini';
import { CategoryId, JobPriority } from '../enums';
import { jobMessages as M } from '../messages/jobs';
import { calendarDay, id, requiredText, wireChoice, wireNumber } from './common';
import { versionFields } from './versions';

const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));
const amount = wireNumber(M.amountInvalid).check(
  z.refine((n) => Number.isFinite(n) && n >= 0 && n < 1e12, { error: M.amountInvalid }),
);
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/** A chargeable job's estimate (category 25); wire names keep the spec's 'confired_date'. */
export const jobEstimate = z.object({
  estimate_no: requiredText(60, M.fieldRequired),
  estimate_amount: amount,
  confired_date: z.optional(z.nullable(calendarDay(M.fieldRequired))),
  billed_amount: amount,
  collector: id(M.fieldRequired),
});
export type JobEstimate = z.infer<typeof jobEstimate>;

const jobFields = {
  customer_id: id(M.customerRequired),
  location_id: id(M.locationRequired),
  system_id: id(M.systemRequired),
  contact_person: requiredText(120, M.contactPersonRequired),
  contact_number: z
    .string({ error: M.contactNumberRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: M.contactNumberRequired }),
      z.regex(PHONE, { error: M.contactNumberInvalid }),
    ),
  division_id: id(M.divisionRequired),
  employee_id: id(M.employeeRequired),
  requested_by: id(M.requestedByRequired),
  job_category_id: id(M.categoryRequired),
  /** The stored job type (Urgent, On Line, Project, Normal, On Site): GET job_types. */
  job_type: id(M.jobTypeRequired),
  job_coordinator_id: id(M.coordinatorRequired),
  due_date: calendarDay(M.dueDateRequired),
  job_description: requiredText(4000, M.descriptionRequired),
  remarks: optionalText(4000),
  priority: z._default(
    wireChoice(Object.values(JobPriority) as number[], M.priorityInvalid),
    JobPriority.URGENT,
  ),
  /** Required exactly when the category is chargeable (25); ignored otherwise. */
  estimates: z.optional(z.nullable(jobEstimate)),
  job_request_id: z.optional(z.nullable(id())),
  job_pending_approval_id: z.optional(z.nullable(id())),
};

const estimateWhenChargeable = z.refine<{ job_category_id: number; estimates?: JobEstimate | null }>(
  (v) => v.job_category_id !== CategoryId.CHARGEABLE_25 || Boolean(v.estimates),
  { path: ['estimates', 'estimate_no'], error: M.fieldRequired },
);

/** New Job: everything required, the title too (O-26). */
export const jobDraft = z
  .object({ ...jobFields, job_title: requiredText(200, M.titleRequired) })
  .check(estimateWhenChargeable);
export type JobDraft = z.infer<typeof jobDraft>;
export type JobDraftInput = z.input<typeof jobDraft>;

/**
 * Edit Job Details: the same job, title and remarks optional (002 §5), with its id and the version
 * the form loaded (GET job/{id}).
 */
export const jobUpdate = z
  .object({ ...jobFields, id: id(), job_title: optionalText(200), ...versionFields })
  .check(estimateWhenChargeable);
export type JobUpdate = z.infer<typeof jobUpdate>;

const text = z.nullable(z.string());
const ref = z.nullable(z.number());

/** GET job/{id} and GET job/get-details/{id}: `{job}`, the job as JobDetail describes it. */
export const jobDetailResponse = z.object({
  job: z.object({
    id: z.number(),
    job_no: z.string(),
    job_title: text,
    job_description: z.string(),
    customer_id: ref,
    cus_id: ref,
    customer_name: text,
    customer_code: text,
    location_id: ref,
    branch_name: text,
    system_id: ref,
    system: text,
    job_category_id: ref,
    category: text,
    job_type: ref,
    job_type_name: text,
    kind: z.number(),
    division_id: ref,
    division: text,
    employee_id: ref,
    employee: text,
    requested_by: ref,
    requested_emp: text,
    job_coordinator_id: ref,
    job_coordinator: text,
    contact_person: text,
    contact_number: text,
    due_date: text,
    priority: z.number(),
    remarks: text,
    status: z.number(),
    payment_mode: z.enum(['chargeable', 'freeOfCharge']),
    estimates: z.nullable(
      z.object({
        estimate_no: z.string(),
        estimate_amount: z.number(),
        confired_date: z.optional(text),
        billed_amount: z.number(),
        collector: ref,
      }),
    ),
    AMC_software: z.boolean(),
    AMC_hardware: z.boolean(),
    amc_status: z.string(),
    job_request_id: ref,
    job_pending_approval_id: ref,
    reassign_from: ref,
    created_by: ref,
    created_by_name: text,
    created_at: z.string(),
    isJobExpired: z.boolean(),
    progress: z.number(),
    /** The edit version: PUT jobs sends it back. */
    version: z.number(),
  }),
});

/** GET job/{id}: the job with names for display and the estimate; wire names as the spec gives them. */
export interface JobDetail {
  id: number;
  job_no: string;
  job_title: string | null;
  job_description: string;
  customer_id: number | null;
  cus_id: number | null;
  customer_name: string | null;
  customer_code: string | null;
  location_id: number | null;
  branch_name: string | null;
  system_id: number | null;
  system: string | null;
  job_category_id: number | null;
  category: string | null;
  job_type: number | null;
  job_type_name: string | null;
  kind: number;
  division_id: number | null;
  division: string | null;
  employee_id: number | null;
  employee: string | null;
  requested_by: number | null;
  requested_emp: string | null;
  job_coordinator_id: number | null;
  job_coordinator: string | null;
  contact_person: string | null;
  contact_number: string | null;
  due_date: string | null;
  priority: number;
  remarks: string | null;
  status: number;
  payment_mode: 'chargeable' | 'freeOfCharge';
  estimates: JobEstimate | null;
  AMC_software: boolean;
  AMC_hardware: boolean;
  amc_status: string;
  job_request_id: number | null;
  job_pending_approval_id: number | null;
  reassign_from: number | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
  isJobExpired: boolean;
  /** Where the job stands (JobProgress). */
  progress: number;
  /** The edit version: PUT jobs sends it back. */
  version: number;
}
