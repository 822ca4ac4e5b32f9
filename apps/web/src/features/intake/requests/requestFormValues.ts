import { schemaResolver } from '@mantine/form';
import { jobRequestInput, type JobRequestFormInput, type JobRequestView } from '@jobline/shared';

/** The Job Request form's values: ids null until chosen, texts '' until typed. */
export interface RequestFormValues {
  customer_id: number | null;
  location_id: number | null;
  system_id: number | null;
  contact_person: string;
  contact_number: string;
  division_id: number | null;
  requested_by: number | null;
  job_coordinator_id: number | null;
  job_category_id: number | null;
  due_date: string | null;
  job_description: string;
  remarks: string;
  priority: number;
}

export const blankRequest = (): RequestFormValues => ({
  customer_id: null,
  location_id: null,
  system_id: null,
  contact_person: '',
  contact_number: '',
  division_id: null,
  requested_by: null,
  job_coordinator_id: null,
  job_category_id: null,
  due_date: null,
  job_description: '',
  remarks: '',
  priority: 1,
});

export const fromRequestView = (r: JobRequestView): RequestFormValues => ({
  customer_id: r.customer_id,
  location_id: r.location_id,
  system_id: r.system_id,
  contact_person: r.contact_person ?? '',
  contact_number: r.contact_number ?? '',
  division_id: r.division_id,
  requested_by: r.requested_by,
  job_coordinator_id: r.job_coordinator_id,
  job_category_id: r.job_category_id,
  due_date: r.due_date,
  job_description: r.job_description,
  remarks: r.remarks ?? '',
  priority: r.priority,
});

/** What the server takes: empty texts as null. */
export const toRequestBody = (v: RequestFormValues): JobRequestFormInput => ({
  ...v,
  // An unpicked customer goes to the schema as null, which answers 'required' for the field.
  customer_id: v.customer_id as JobRequestFormInput['customer_id'],
  remarks: v.remarks.trim() || null,
  contact_person: v.contact_person.trim() || null,
  contact_number: v.contact_number.trim() || null,
});

const resolve = schemaResolver(jobRequestInput, { sync: true });
/** The server's schema checks the form: the customer and the description are required. */
export const validateRequest = (values: RequestFormValues) => resolve(toRequestBody(values));
