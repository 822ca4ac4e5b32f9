import { useEffect } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { AssignFormValues } from './assignForm';

/**
 * The form starts due on the device's today; once the company's today is known and is later (the
 * device runs behind the company's time zone, as near midnight), the due date moves up to it, so a
 * default the user never touched is never refused as 'before today'.
 */
export function useDueDateFloor(form: UseFormReturnType<AssignFormValues>, today: string) {
  const { task_due_date: due } = form.values;
  const { setFieldValue } = form;
  useEffect(() => {
    if (due < today) setFieldValue('task_due_date', today);
  }, [due, today, setFieldValue]);
}
