import { useForm } from '@mantine/form';
import { blankJobForm, jobValidator, type JobFormMode, type JobFormValues } from './jobFormValues';

/** The job form's state, owned by the page so it can prefill, clear and show server refusals. */
export const useJobForm = (mode: JobFormMode, initialValues: JobFormValues = blankJobForm()) =>
  useForm<JobFormValues>({ initialValues, validate: jobValidator(mode) });
