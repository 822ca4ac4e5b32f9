import { schemaResolver } from '@mantine/form';
import {
  COMPANY_CUSTOMER_ID,
  CategoryId,
  isChargeable,
  jobDraft,
  jobUpdate,
  Msg,
  type JobDetail,
  type JobDraftInput,
  type JobRequestView,
  type PendingApprovalView,
} from '@jobline/shared';
import { fromRequestView } from '../requests/requestFormValues';

/** The estimate fields as the form holds them: number inputs give '' while empty. */
export interface EstimateValues {
  estimate_no: string;
  estimate_amount: number | string;
  confired_date: string | null;
  billed_amount: number | string;
  collector: number | null;
}

/** The job form's values: ids are null until chosen, texts '' until typed. */
export interface JobFormValues {
  id: number | null;
  /** The version of the job the form was filled from (edit mode): PUT jobs sends it back. */
  version?: number;
  customer_id: number | null;
  location_id: number | null;
  system_id: number | null;
  contact_person: string;
  contact_number: string;
  division_id: number | null;
  employee_id: number | null;
  requested_by: number | null;
  job_category_id: number | null;
  job_type: number | null;
  job_coordinator_id: number | null;
  due_date: string | null;
  job_description: string;
  job_title: string;
  remarks: string;
  priority: number;
  /** Present exactly while the category is chargeable (25): leaving it clears the estimate. */
  estimates: EstimateValues | null;
  job_request_id: number | null;
  job_pending_approval_id: number | null;
}

export type JobFormMode = 'create' | 'reassign' | 'edit';

export const blankEstimate = (): EstimateValues => ({
  estimate_no: '',
  estimate_amount: '',
  confired_date: null,
  billed_amount: '',
  collector: null,
});

export const blankJobForm = (): JobFormValues => ({
  id: null,
  customer_id: null,
  location_id: null,
  system_id: null,
  contact_person: '',
  contact_number: '',
  division_id: null,
  employee_id: null,
  requested_by: null,
  job_category_id: null,
  job_type: null,
  job_coordinator_id: null,
  due_date: null,
  job_description: '',
  job_title: '',
  remarks: '',
  priority: 1,
  estimates: null,
  job_request_id: null,
  job_pending_approval_id: null,
});

const estimateFor = (categoryId: number | null, stored?: JobDetail['estimates']) =>
  isChargeable(categoryId)
    ? stored
      ? { ...stored, confired_date: stored.confired_date ?? null }
      : blankEstimate()
    : null;

/** An existing job, for Edit Job Details and Assign Back. */
export const fromJobDetail = (job: JobDetail): JobFormValues => ({
  id: job.id,
  version: job.version,
  customer_id: job.customer_id,
  location_id: job.location_id,
  system_id: job.system_id,
  contact_person: job.contact_person ?? '',
  contact_number: job.contact_number ?? '',
  division_id: job.division_id,
  employee_id: job.employee_id,
  requested_by: job.requested_by,
  job_category_id: job.job_category_id,
  job_type: job.job_type,
  job_coordinator_id: job.job_coordinator_id,
  due_date: job.due_date,
  job_description: job.job_description,
  job_title: job.job_title ?? '',
  remarks: job.remarks ?? '',
  priority: job.priority,
  estimates: estimateFor(job.job_category_id, job.estimates),
  job_request_id: null,
  job_pending_approval_id: null,
});

/** A pending request prefills New Job; creating the job closes the request. */
export const fromRequest = (r: JobRequestView): JobFormValues => ({
  ...blankJobForm(),
  ...fromRequestView(r),
  estimates: estimateFor(r.job_category_id),
  job_request_id: r.id,
});

/** A job waiting for (or past) approval, shown read-only on New Job. */
export const fromApproval = (a: PendingApprovalView): JobFormValues => ({
  ...blankJobForm(),
  customer_id: a.customer_id,
  location_id: a.location_id,
  system_id: a.system_id,
  contact_person: a.contact_person,
  contact_number: a.contact_number,
  division_id: a.division_id,
  employee_id: a.employee_id,
  requested_by: a.requested_by,
  job_category_id: a.job_category_id,
  job_type: a.job_type,
  job_coordinator_id: a.job_coordinator_id,
  due_date: a.due_date,
  job_description: a.job_description,
  job_title: a.job_title,
  remarks: a.remarks ?? '',
  priority: a.priority,
  estimates: a.estimates ? { ...a.estimates } : estimateFor(a.job_category_id),
  job_request_id: a.job_request_id,
  job_pending_approval_id: a.id,
});

/** What the server takes: the estimate only while chargeable, empty texts as null. */
export function toDraft(values: JobFormValues): JobDraftInput & { id?: number; version?: number } {
  const { id, version, estimates, ...rest } = values;
  return {
    ...rest,
    ...(id ? { id } : {}),
    ...(id && version ? { version } : {}),
    remarks: values.remarks.trim() || null,
    job_title: values.job_title,
    estimates: isChargeable(values.job_category_id) ? estimates : null,
  } as JobDraftInput & { id?: number; version?: number };
}

/** The category that fixes the customer. */
export const fixedCustomerFor = (categoryId: number | null) =>
  categoryId === CategoryId.COMPANY_INTERNAL_24 ? COMPANY_CUSTOMER_ID : null;

/**
 * The server's own schema checks the form (New Job: everything required; Edit Job: title and remarks
 * optional). Number inputs read '' as 0, so an empty amount is caught here.
 */
export function jobValidator(mode: JobFormMode) {
  const resolve = schemaResolver(mode === 'edit' ? jobUpdate : jobDraft, { sync: true });
  return (values: JobFormValues) => {
    const errors = resolve(toDraft(values));
    if (values.estimates && isChargeable(values.job_category_id)) {
      for (const field of ['estimate_amount', 'billed_amount'] as const) {
        if (values.estimates[field] === '') errors[`estimates.${field}`] = Msg.jobs.fieldRequired;
      }
    }
    return errors;
  };
}
