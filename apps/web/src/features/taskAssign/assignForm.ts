import type { ReactNode } from 'react';
import { schemaResolver } from '@mantine/form';
import {
  AssignmentType,
  Msg,
  TaskPriority,
  taskAssignRequest,
  type AssignmentType as AssignmentTypeValue,
  type TaskAssignInput,
} from '@jobline/shared';

/** What the assign and re-assign forms hold; ids stay null until picked. */
export interface AssignFormValues {
  type: AssignmentTypeValue;
  job_id: number | null;
  /** Re-assign only: whose tasks are handed on. */
  employee: number | null;
  tasks: number[];
  task_assigned_employee: number | null;
  task_assigned_qc_employee: number | null;
  task_priority: number | null;
  task_due_date: string;
}

/** A fresh form: Medium priority and due today (001 §9: default dates are today). */
export const initialAssignValues = (type: AssignmentTypeValue, today: string): AssignFormValues => ({
  type,
  job_id: null,
  employee: null,
  tasks: [],
  task_assigned_employee: null,
  task_assigned_qc_employee: null,
  task_priority: TaskPriority.MEDIUM,
  task_due_date: today,
});

const validateShape = schemaResolver(taskAssignRequest, { sync: true });

/** The server's rules and messages, checked before sending (the due date against the company's today). */
export const validateAssignment = (values: AssignFormValues, today: string) => {
  const errors: Record<string, ReactNode> = { ...validateShape(values) };
  if (values.task_due_date && values.task_due_date < today && !errors.task_due_date) {
    errors.task_due_date = Msg.taskAssign.dueDateInPast;
  }
  // Per-task messages ("tasks.0") belong to the table as a whole.
  for (const key of Object.keys(errors)) {
    if (key.startsWith('tasks.')) {
      errors.tasks ??= errors[key]!;
      delete errors[key];
    }
  }
  // The schema's cross-field rules wait for the fields; the screen names every missing one at once.
  if (values.type === AssignmentType.REASSIGN && values.employee === null) {
    errors.employee = Msg.taskAssign.employeeRequired;
  }
  if (values.type === AssignmentType.ASSIGN) delete errors.employee;
  return errors;
};

export const toRequest = (values: AssignFormValues): TaskAssignInput => ({
  type: values.type,
  job_id: values.job_id as number,
  employee: values.type === AssignmentType.REASSIGN ? values.employee : null,
  tasks: values.tasks,
  task_assigned_employee: values.task_assigned_employee as number,
  task_assigned_qc_employee: values.task_assigned_qc_employee,
  task_priority: values.task_priority as number,
  task_due_date: values.task_due_date,
});
