import { eq, sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPE_LABELS,
  dayInZone,
  Msg,
  TASK_SECTION_NAMES,
  WorkState,
  type ActivityType,
  type BusinessHours,
  type DayTotals,
  type TaskSection,
  type WorksheetResponse,
  type WorksheetRow,
} from '@jobline/shared';
import { keptQuery, keptSelect, type Executor } from '../../db/client';
import { users } from '../../db/schema';
import { keptParamSql } from '../../db/sqlText';
import { notFound } from '../../errors';
import { uploadsOf } from './uploads/uploadQuery';
import { employeeDays, missingDays } from './workIntervals';

interface TaskFacts {
  task_user_id: number;
  job_id: number;
  job_no: string;
  task_id: number;
  task_no: string;
  task_name: string;
  description: string | null;
  category: string | null;
  customer_name: string | null;
  system: string | null;
  section: number;
}

/** The worksheet as logged; the route adds the day's correction and lock (presetsOfDay). */
export type LoggedWorksheet = Omit<
  WorksheetResponse,
  'preset' | 'reject_preset' | 'activityEditRecords' | 'locked'
>;

/** The spent-time types of the worksheet's cards (entities 5.3), in the order the screen shows them. */
const SPENT_TYPES: readonly { type: number; label: string; key: keyof DayTotals }[] = [
  { type: 1, label: 'Worked', key: 'worked' },
  { type: 6, label: 'Meetings', key: 'meeting' },
  { type: 7, label: 'Lunch', key: 'lunch' },
  { type: 8, label: 'Others', key: 'others' },
  { type: 10, label: 'Help', key: 'help' },
  { type: 14, label: 'Travelling', key: 'travelling' },
  { type: 9, label: 'Day off', key: 'dayOff' },
  { type: 99, label: 'Unallocated', key: 'unallocated' },
];

// Read by every worksheet: built once (keptQuery), one primary-key step per task.
const taskFactRows = keptQuery<TaskFacts, { ids: number[] }>(
  'worksheet_task_facts',
  sql`select tu.id as task_user_id, j.id as job_id, j.job_no, k.id as task_id, k.task_no,
             k.name as task_name, k.description, c.name as category, cu.name as customer_name,
             s.name as system, tu.section
      from task_users tu
      join tasks k on k.id = tu.task_id
      join jobs j on j.id = k.job_id
      left join categories c on c.id = j.category_id
      left join customers cu on cu.id = j.customer_id
      left join systems s on s.id = j.system_id
      where tu.id = any(${keptParamSql('ids', 'int[]')})`,
);

const personOf = keptSelect('worksheet_person', (db) =>
  db
    .select({
      id: users.id,
      code: users.code,
      first: users.firstName,
      last: users.lastName,
      divisionId: users.divisionId,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId'))),
);

/** What the work was: the task, its job, customer, system and category, for the worksheet's rows. */
async function taskFacts(db: Executor, ids: number[]): Promise<Map<number, TaskFacts>> {
  if (!ids.length) return new Map();
  const rows = await taskFactRows(db, { ids });
  return new Map(rows.map((r) => [r.task_user_id, r]));
}

/**
 * One employee's worksheet over a range: every stretch of the work log as a row, the spent-time
 * cards and the category chart, all from the same pieces and day totals.
 */
export async function worksheet(
  db: Executor,
  userId: number,
  range: { from: string; to: string },
  clock: { timeZone: string; hours: BusinessHours; now: Date },
): Promise<LoggedWorksheet> {
  // Independent reads, side by side on the pool.
  const [[person], { days, pieces }, uploads] = await Promise.all([
    personOf(db, { userId }),
    employeeDays(db, [userId], range, clock),
    uploadsOf(db, [userId], range, clock.timeZone),
  ]);
  if (!person) throw notFound(Msg.worksheets.employeeNotFound);
  const facts = await taskFacts(db, [
    ...new Set(pieces.flatMap((p) => (p.taskUserId === null ? [] : [p.taskUserId]))),
  ]);
  const report: WorksheetRow[] = [];
  const byCategory = new Map<string, number>();
  for (const piece of pieces) {
    if (piece.state === WorkState.OFF) continue;
    const minutes = Math.round((piece.end.getTime() - piece.start.getTime()) / 60_000);
    const task =
      piece.state === WorkState.WORKING && piece.taskUserId !== null
        ? facts.get(piece.taskUserId)
        : undefined;
    if (task) {
      const category = task.category ?? 'Not set';
      byCategory.set(category, (byCategory.get(category) ?? 0) + minutes);
    }
    report.push({
      day: piece.day,
      state: piece.state,
      comment_type:
        piece.state === WorkState.WORKING ? 1 : piece.state === WorkState.IDLE ? 99 : (piece.holdType ?? 0),
      task_user_id: task?.task_user_id ?? null,
      job_id: task?.job_id ?? null,
      job_no: task?.job_no ?? null,
      task_id: task?.task_id ?? null,
      task_no: task?.task_no ?? null,
      task_description: task
        ? task.task_name
        : piece.state === WorkState.IDLE
          ? 'At work, no task'
          : (ACTIVITY_TYPE_LABELS[piece.holdType as ActivityType] ?? 'Hold'),
      category: task?.category ?? null,
      customer_name: task?.customer_name ?? null,
      system: task?.system ?? null,
      section_name: task ? (TASK_SECTION_NAMES[task.section as TaskSection] ?? null) : null,
      created_at: piece.start.toISOString(),
      updated_at: piece.end.toISOString(),
      total_duration: minutes,
    });
  }
  return {
    user: {
      id: person.id,
      name: `${person.first} ${person.last}`.trim(),
      emp_code: person.code,
      division_id: person.divisionId,
    },
    range: { start: range.from, end: range.to },
    report,
    all_spents: SPENT_TYPES.map(({ type, label, key }) => ({
      type,
      label,
      spent: days.reduce((n, d) => n + d.totals[key], 0),
    })),
    chart_data: [...byCategory.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([category_name, minutes]) => ({ category_name, hours: Math.round((minutes / 60) * 100) / 100 })),
    missing_days: missingDays(days, pieces, userId, dayInZone(clock.now, clock.timeZone)),
    uploads,
  };
}
