import { useEffect } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { AssignFormValues } from './assignForm';

/**
 * The form starts due on the company's today; when the company's day turns over while the page is
 * open, an untouched due date moves up with it, so it is never refused as 'before today'.
 */
export function useDueDateFloor(form: UseFormReturnType<AssignFormValues>, today: string) {
  const { task_due_date: due } = form.values;
  const { setFieldValue } = form;
  useEffect(() => {
    if (due < today) setFieldValue('task_due_date', today);
  }, [due, today, setFieldValue]);
}
