import { useState } from 'react';
import { useForm } from '@mantine/form';
import {
  ADD_JOB_FIELDS,
  addJobChargeable,
  addJobFieldRules,
  addJobRequest,
  customerFixedBy,
  JobKind,
  RequestedFrom,
  type AddJobRequestInput,
  type BranchView,
  type PickableJob,
} from '@jobline/shared';

/** The modal's values, as its inputs hold them (texts empty rather than null). */
export interface AddJobFormValues {
  job_type: number | null;
  job_requested_from: number;
  job_assign_by: number | null;
  job_requested_by: string;
  selected_division: number | null;
  selected_job: number | null;
  category: number | null;
  selected_customer: number | null;
  selected_location: number | null;
  selected_system: number | null;
  branch_contact_person: string;
  branch_mobile_no: string;
  job_description: string;
  chargeable: boolean;
  qc: boolean;
  is_temp_job: boolean;
}

export const EMPTY_ADD_JOB: AddJobFormValues = {
  job_type: null,
  job_requested_from: RequestedFrom.OFFICE_STAFF,
  job_assign_by: null,
  job_requested_by: '',
  selected_division: null,
  selected_job: null,
  category: null,
  selected_customer: null,
  selected_location: null,
  selected_system: null,
  branch_contact_person: '',
  branch_mobile_no: '',
  job_description: '',
  chargeable: false,
  qc: false,
  is_temp_job: false,
};

/** What is sent: only the fields the chosen job type shows (000 §5), empty texts as null. */
export function addJobPayload(values: AddJobFormValues): AddJobRequestInput {
  const rules = addJobFieldRules(values);
  const payload: Record<string, unknown> = {};
  for (const field of ADD_JOB_FIELDS) {
    if (!rules[field].visible) continue;
    const value = values[field];
    payload[field] = typeof value === 'string' && value.trim() === '' ? null : value;
  }
  // Charge mode follows the category; the box only shows it.
  if (rules.chargeable.visible) payload.chargeable = addJobChargeable(values.category);
  return payload as AddJobRequestInput;
}

/** The shared schema's messages for these values, one per field, as the server would answer. */
export function addJobFormErrors(values: AddJobFormValues): Record<string, string> {
  const result = addJobRequest.safeParse(addJobPayload(values));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    errors[String(issue.path[0] ?? 'job_type')] ??= issue.message;
  return errors;
}

/** The modal's form and the changes that pull other fields along (branch → contact, job → place). */
export function useAddJobForm(initial: Partial<AddJobFormValues> = {}) {
  const [pickedJob, setPickedJob] = useState<PickableJob | null>(null);
  const form = useForm<AddJobFormValues>({
    initialValues: { ...EMPTY_ADD_JOB, ...initial },
    validate: addJobFormErrors,
  });
  const values = form.getValues();
  const rules = addJobFieldRules({ ...values, jobHasSystem: pickedJob?.system_id != null });

  const fromJob = (job: PickableJob | null) => ({
    category: job?.job_category_id ?? null,
    selected_customer: job?.cus_id ?? null,
    selected_system: job?.system_id ?? null,
  });
  const clearPlace = {
    category: null,
    selected_customer: null,
    selected_location: null,
    selected_system: null,
    branch_contact_person: '',
    branch_mobile_no: '',
  };

  const changeCustomer = (customer: number | null) => {
    form.setValues({
      selected_customer: customer,
      selected_location: null,
      branch_contact_person: '',
      branch_mobile_no: '',
    });
    form.clearFieldError('selected_customer');
  };

  return {
    form,
    rules,
    pickedJob,
    changeCustomer,
    changeType(kind: number | null) {
      const wasOnline = values.job_type === JobKind.ONLINE_URGENT;
      const online = kind === JobKind.ONLINE_URGENT;
      // An online job's place comes from the job: do not carry it into another type, or back.
      form.setValues({ job_type: kind, selected_job: null, ...(wasOnline || online ? clearPlace : {}) });
      setPickedJob(null);
      form.clearErrors();
    },
    changeCategory(category: number | null) {
      form.setFieldValue('category', category);
      // Pre-sales tasking: the category narrows the jobs, so a job of another category goes.
      if (
        values.job_type === JobKind.PRESALES &&
        category !== null &&
        pickedJob?.job_category_id !== category
      ) {
        setPickedJob(null);
        form.setFieldValue('selected_job', null);
      }
      const fixed = customerFixedBy(category);
      if (fixed !== null && form.getValues().selected_customer !== fixed) changeCustomer(fixed);
    },
    changeLocation(branch: BranchView | null) {
      form.setValues({
        selected_location: branch?.id ?? null,
        branch_contact_person: branch?.branch_contact_person ?? '',
        branch_mobile_no: branch?.branch_mobile_no ?? '',
      });
      form.clearFieldError('selected_location');
    },
    changeDivision(division: number | null) {
      form.setValues({ selected_division: division, selected_job: null });
      form.clearFieldError('selected_division');
      setPickedJob(null);
    },
    pickJob(job: PickableJob | null) {
      setPickedJob(job);
      const online = form.getValues().job_type === JobKind.ONLINE_URGENT;
      form.setValues({ selected_job: job?.id ?? null, ...(online ? fromJob(job) : {}) });
      form.clearFieldError('selected_job');
      if (online)
        ['category', 'selected_customer', 'selected_system'].forEach((f) => form.clearFieldError(f));
    },
    reset() {
      form.reset();
      setPickedJob(null);
    },
  };
}
export type AddJobFormState = ReturnType<typeof useAddJobForm>;
