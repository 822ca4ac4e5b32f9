import { Msg, type TaskStoreBody } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { compareFields, shown, type Comparable } from '../../versions/differences';
import { userNames } from '../../versions/names';

const L = Msg.staleSaves.taskSheetFields;
const TASK_LABELS = {
  task_no: L.task_no,
  task_name: L.task_name,
  task_description: L.task_description,
  Time01: L.Time01,
  Time02: L.Time02,
  Time03: L.Time03,
};

/** A sheet in the shape of its form: the header and the saved tasks by id. */
export interface SheetForm {
  approved_by: number | null;
  delivery_date?: string | null;
  remarks?: string | null;
  tasks: {
    id?: number | null;
    task_no: string;
    task_name: string;
    task_description: string;
    Time01: number;
    Time02: number;
    Time03?: number | null;
  }[];
}

const hours = (n: number | null | undefined) => (n == null ? null : n.toFixed(2));

/** Both sides of a stale task sheet save, field by field; tasks are compared by id. */
export async function sheetComparables(
  db: Executor,
  theirs: SheetForm,
  mine: TaskStoreBody,
): Promise<{ theirs: Comparable; mine: Comparable }> {
  const approvers = await userNames(db, [theirs.approved_by, mine.approved_by]);
  const comparable = (v: SheetForm): Comparable => {
    const out: Comparable = {
      approved_by: {
        label: L.approved_by,
        value: shown(v.approved_by == null ? null : (approvers.get(v.approved_by) ?? v.approved_by)),
      },
      delivery_date: { label: L.delivery_date, value: shown(v.delivery_date) },
      remarks: { label: L.remarks, value: shown(v.remarks) },
    };
    for (const t of v.tasks) {
      if (t.id == null) continue;
      const row = `tasks.${t.id}`;
      out[row] = { label: L.task, value: `${t.task_no} ${t.task_name}`, presence: true };
      // A blank pessimistic time is saved as the most likely one.
      const figures = {
        ...t,
        Time01: hours(t.Time01),
        Time02: hours(t.Time02),
        Time03: hours(t.Time03 || t.Time02),
      };
      compareFields(out, figures, TASK_LABELS, {
        prefix: `${row}.`,
        labelPrefix: `${L.task} ${t.task_no}: `,
        row,
      });
    }
    return out;
  };
  return { theirs: comparable(theirs), mine: comparable(mine) };
}
