import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { TASK_PRIORITY_LABELS, type TaskPriority } from '@jobline/shared';
import type { EmployeeItem } from '../../api/lookups';
import { EmployeePicker } from '../../components/EmployeePicker';
import { DayInput } from '../../components/DayPicker';
import type { AssignFormValues } from './assignForm';

const PRIORITIES = (Object.keys(TASK_PRIORITY_LABELS) as unknown as TaskPriority[]).map((value) => ({
  value: Number(value),
  label: TASK_PRIORITY_LABELS[value],
}));

interface Props {
  form: UseFormReturnType<AssignFormValues>;
  /** The company's today: the earliest due date. */
  today: string;
  assigneeLabel: string;
  /** Re-assign: the current holder is nobody's new assignee. */
  excludeAssignee?: number | null;
  /** Told the new assignee as picked (the confirmation names them). */
  onPicked?(employee: EmployeeItem): void;
}

/** Who gets the tasks, who checks them, by when and how urgent: shared by assign and re-assign. */
export function AssignmentFields({ form, today, assigneeLabel, excludeAssignee = null, onPicked }: Props) {
  const { values } = form;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <EmployeePicker
        label={assigneeLabel}
        required
        hide={(u) => u.id === excludeAssignee}
        value={values.task_assigned_employee}
        onChange={(id, item) => {
          if (item) onPicked?.(item);
          form.setFieldValue('task_assigned_employee', id);
          form.clearFieldError('task_assigned_employee');
        }}
        error={form.errors.task_assigned_employee}
      />
      <EmployeePicker
        label="QC employee"
        placeholder="Optional"
        hide={(u) => u.id === values.task_assigned_employee}
        value={values.task_assigned_qc_employee}
        onChange={(id) => {
          form.setFieldValue('task_assigned_qc_employee', id);
          form.clearFieldError('task_assigned_qc_employee');
        }}
        error={form.errors.task_assigned_qc_employee}
      />
      <DayInput
        label="Due date"
        required
        minDate={today}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={values.task_due_date || null}
        onChange={(day) => {
          form.setFieldValue('task_due_date', day ?? '');
          form.clearFieldError('task_due_date');
        }}
        error={form.errors.task_due_date}
      />
      <Select<number>
        label="Priority"
        required
        data={PRIORITIES}
        allowDeselect={false}
        value={values.task_priority}
        onChange={(value) => {
          form.setFieldValue('task_priority', value);
          form.clearFieldError('task_priority');
        }}
        error={form.errors.task_priority}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
