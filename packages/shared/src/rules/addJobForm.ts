import { CategoryId, COMPANY_CUSTOMER_ID, JOB_KIND_LABELS, JobKind, RequestedFrom } from '../enums';
import { quickJobMessages as M } from '../messages/quickJobs';
import { isChargeable, PRESALES_CATEGORIES } from './chargeMode';

/**
 * The Add New Custom Job modal's rules (spec 000 §2 and §5, R-040, R-045, R-059..R-061, R-072,
 * which fields a job type shows, requires and locks. The modal and the server both ask
 * these functions, so a field the user never saw is never demanded of them.
 */

/** Wire names of the modal's fields (POST jobs/assign/…). */
export const ADD_JOB_FIELDS = [
  'job_type',
  'job_requested_from',
  'job_assign_by',
  'job_requested_by',
  'selected_division',
  'selected_job',
  'category',
  'selected_customer',
  'selected_location',
  'selected_system',
  'branch_contact_person',
  'branch_mobile_no',
  'job_description',
  'chargeable',
  'qc',
  'is_temp_job',
] as const;
export type AddJobField = (typeof ADD_JOB_FIELDS)[number];

/** The job types in the modal's order: there is no 5. */
export const ADD_JOB_KINDS: readonly JobKind[] = [
  JobKind.QUICK,
  JobKind.PRESALES,
  JobKind.TASKING,
  JobKind.INTERNAL,
  JobKind.ONLINE_URGENT,
];

export const isAddJobKind = (value: unknown): value is JobKind => ADD_JOB_KINDS.includes(value as JobKind);

/** Tasking jobs add a task to an existing job of a division. */
export const isTaskingKind = (kind: number | null | undefined) =>
  kind === JobKind.TASKING || kind === JobKind.PRESALES;

/** The job type choices; 'Tasking (Job)' is hidden when the page has query `a`. */
export function addJobTypeOptions({ hideTaskingJob = false } = {}) {
  return ADD_JOB_KINDS.filter((kind) => !(hideTaskingJob && kind === JobKind.TASKING)).map((kind) => ({
    value: kind,
    label: JOB_KIND_LABELS[kind],
  }));
}

/** Which call adds each job type: quick and internal work create a job, the others add a task to one. */
export const ADD_JOB_CALLS: Record<JobKind, string> = {
  [JobKind.QUICK]: 'jobs/assign/quick_job',
  [JobKind.INTERNAL]: 'jobs/assign/quick_job',
  [JobKind.TASKING]: 'jobs/assign/quick_job/tasking',
  [JobKind.PRESALES]: 'jobs/assign/quick_job/tasking',
  [JobKind.ONLINE_URGENT]: 'jobs/assign/online',
};

/** The customer a category fixes: company internal work is for the company itself. */
export const customerFixedBy = (categoryId: number | null | undefined): number | null =>
  categoryId === CategoryId.COMPANY_INTERNAL_24 ? COMPANY_CUSTOMER_ID : null;

/** The categories a job type may pick from: pre-sales tasking only 23, 25, 26 and 27. */
export function categoriesForKind<T extends { id: number }>(
  kind: number | null | undefined,
  all: readonly T[],
) {
  return kind === JobKind.PRESALES ? all.filter((c) => PRESALES_CATEGORIES.includes(c.id)) : [...all];
}

/** What the rules read: the job type, who asked, the category, and for online jobs the chosen job. */
export interface AddJobState {
  job_type?: number | null;
  job_requested_from?: number | null;
  category?: number | null;
  /** Online/urgent: the chosen job already names its system, so the system comes from the job. */
  jobHasSystem?: boolean;
}

export interface AddJobFieldRule {
  visible: boolean;
  required: boolean;
  /** Shown but not editable: filled by the rules (category 24's customer) or by the chosen job. */
  locked: boolean;
}

const rule = (visible: boolean, required = false, locked = false): AddJobFieldRule => ({
  visible,
  required: visible && required,
  locked: visible && locked,
});

/** Every field's visibility, requirement and lock for one state of the modal (000 §5). */
export function addJobFieldRules(state: AddJobState): Record<AddJobField, AddJobFieldRule> {
  const kind = isAddJobKind(state.job_type) ? state.job_type : null;
  const chosen = kind !== null;
  const quick = kind === JobKind.QUICK;
  const online = kind === JobKind.ONLINE_URGENT;
  const tasking = isTaskingKind(kind);
  const fromCustomer = state.job_requested_from === RequestedFrom.CUSTOMER;
  const systemExempt = state.category === CategoryId.PRESALES_NO_SYSTEM_23;
  return {
    job_type: rule(true, true),
    job_requested_from: rule(chosen, true),
    // The employee who does the work; online jobs are worked by whoever takes them (the user).
    job_assign_by: rule(chosen && !online && !fromCustomer, true),
    // A customer's phone call: the caller's name.
    job_requested_by: rule(chosen && fromCustomer, true),
    selected_division: rule(tasking, true),
    selected_job: rule(tasking || online, true),
    category: rule(quick || kind === JobKind.PRESALES || online, quick, online),
    selected_customer: rule(quick || online, quick, online || customerFixedBy(state.category) !== null),
    selected_location: rule(quick, true),
    selected_system: rule(quick || online, !systemExempt, online && Boolean(state.jobHasSystem)),
    branch_contact_person: rule(quick),
    branch_mobile_no: rule(quick),
    job_description: rule(chosen, !tasking),
    // Charge mode follows the category: shown, never chosen freely.
    chargeable: rule(quick, false, true),
    qc: rule(chosen),
    is_temp_job: rule(quick || kind === JobKind.INTERNAL),
  };
}

/** The message each field shows when it is required and empty (000 §5). */
export const ADD_JOB_REQUIRED_MESSAGES: Partial<Record<AddJobField, string>> = {
  job_type: M.jobTypeRequired,
  job_requested_from: M.requestedFromInvalid,
  job_assign_by: M.employeeRequired,
  job_requested_by: M.requestedByRequired,
  selected_division: M.divisionRequired,
  selected_job: M.jobRequired,
  category: M.categoryRequired,
  selected_customer: M.customerRequired,
  selected_location: M.locationRequired,
  selected_system: M.systemRequired,
  job_description: M.descriptionRequired,
};

export type AddJobValues = Partial<Record<AddJobField, unknown>> & { jobHasSystem?: boolean };

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The field messages for these values: each visible required field that is empty, an unknown job
 * type, a customer that category 24 does not allow, a category pre-sales tasking does not allow.
 */
export function addJobErrors(values: AddJobValues): Partial<Record<AddJobField, string>> {
  const category = typeof values.category === 'number' ? values.category : null;
  const rules = addJobFieldRules({
    job_type: typeof values.job_type === 'number' ? values.job_type : null,
    job_requested_from: typeof values.job_requested_from === 'number' ? values.job_requested_from : null,
    category,
    jobHasSystem: values.jobHasSystem,
  });
  const errors: Partial<Record<AddJobField, string>> = {};
  for (const field of ADD_JOB_FIELDS) {
    if (rules[field].required && isEmpty(values[field])) {
      errors[field] = ADD_JOB_REQUIRED_MESSAGES[field] ?? M.descriptionRequired;
    }
  }
  if (!errors.job_type && !isAddJobKind(values.job_type)) errors.job_type = M.jobTypeRequired;
  const from = values.job_requested_from;
  if (
    rules.job_requested_from.visible &&
    !errors.job_requested_from &&
    from !== RequestedFrom.OFFICE_STAFF &&
    from !== RequestedFrom.CUSTOMER
  ) {
    errors.job_requested_from = M.requestedFromInvalid;
  }
  const fixed = customerFixedBy(category);
  // Online jobs take their customer from the chosen job, so only a quick job's pick is checked.
  if (
    values.job_type === JobKind.QUICK &&
    !errors.selected_customer &&
    fixed !== null &&
    values.selected_customer !== fixed
  ) {
    errors.selected_customer = M.companyCustomerOnly;
  }
  if (values.job_type === JobKind.PRESALES && category !== null && !PRESALES_CATEGORIES.includes(category)) {
    errors.category = M.presalesCategoryOnly;
  }
  return errors;
}

/** A quick job is chargeable exactly when its category is. */
export const addJobChargeable = (categoryId: number | null | undefined) => isChargeable(categoryId);
