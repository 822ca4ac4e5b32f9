import { asc, eq, sql } from 'drizzle-orm';
import {
  ActivityType,
  clockMinutes,
  clockOf,
  PresetLineKind,
  shiftDay,
  sortPresetLines,
  WorkState,
  zonedInstant,
  type Preset,
  type PresetLine,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../../db/client';
import { users, worksheetPresetLines, type worksheetPresets } from '../../../db/schema';
import { anyInt } from '../../../db/sqlText';
import { workPieces } from '../workIntervals';

type PresetRow = typeof worksheetPresets.$inferSelect;
type LineRow = typeof worksheetPresetLines.$inferSelect;

/** The instant a company clock reads 'HH:mm' on the day. */
export const instantOn = (day: string, time: string, timeZone: string) =>
  zonedInstant(day, clockMinutes(time), timeZone);

/** The company day's first instant and the next day's. */
export const dayBounds = (day: string, timeZone: string) => ({
  start: zonedInstant(day, 0, timeZone),
  end: zonedInstant(shiftDay(day, 1), 0, timeZone),
});

/** 'HH:mm' of an instant on the day, kept within the day (a line cannot reach past 23:59). */
export function clockOn(day: string, at: Date, timeZone: string) {
  const minutes = Math.round((at.getTime() - zonedInstant(day, 0, timeZone).getTime()) / 60_000);
  return clockOf(Math.min(Math.max(minutes, 0), 23 * 60 + 59));
}

interface TaskFacts {
  task_user_id: number;
  job_id: number;
  job_no: string;
  customer: string | null;
  task_no: string;
  task_name: string;
}

/** What each assignment is: its job, customer and task, for the lines. */
async function taskFacts(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, TaskFacts>();
  const rows = await queryRows<TaskFacts>(
    db,
    sql`select tu.id as task_user_id, j.id as job_id, j.job_no, cu.name as customer, k.task_no, k.name as task_name
        from task_users tu
        join tasks k on k.id = tu.task_id
        join jobs j on j.id = k.job_id
        left join customers cu on cu.id = j.customer_id
        where tu.id = ${anyInt(ids)}`,
  );
  return new Map(rows.map((r) => [r.task_user_id, r]));
}

/** The lines of presets as the wire shows them, in the order they are numbered (by start). */
export async function linesOf(db: Executor, rows: LineRow[], day: string, timeZone: string) {
  const facts = await taskFacts(db, [...new Set(rows.flatMap((r) => (r.taskUserId ? [r.taskUserId] : [])))]);
  const lines: PresetLine[] = rows.map((r) => {
    const task = r.taskUserId === null ? undefined : facts.get(r.taskUserId);
    return {
      id: r.id,
      kind: r.kind === PresetLineKind.TASK ? 1 : 2,
      task_user_id: r.taskUserId,
      job_id: task?.job_id ?? null,
      job_no: task?.job_no ?? null,
      customer: task?.customer ?? null,
      task_no: task?.task_no ?? null,
      task_name: task?.task_name ?? null,
      comment_type: r.commentType,
      task_description: r.description,
      start_time: clockOn(day, r.startAt, timeZone),
      end_time: clockOn(day, r.endAt, timeZone),
    };
  });
  return sortPresetLines(lines);
}

/** One preset with its lines and reviewer, as the wire carries it. */
export async function presetWire(db: Executor, row: PresetRow, timeZone: string): Promise<Preset> {
  const rows = await db
    .select()
    .from(worksheetPresetLines)
    .where(eq(worksheetPresetLines.presetId, row.id))
    .orderBy(asc(worksheetPresetLines.startAt), asc(worksheetPresetLines.id));
  let reviewer: string | null = null;
  if (row.reviewedById !== null) {
    const [r] = await db
      .select({ first: users.firstName, last: users.lastName })
      .from(users)
      .where(eq(users.id, row.reviewedById));
    reviewer = r ? `${r.first} ${r.last}`.trim() : null;
  }
  return {
    id: row.id,
    user_id: row.userId,
    date: row.day,
    status: row.status as Preset['status'],
    validated: row.validatedAt !== null,
    sent_at: row.sentAt?.toISOString() ?? null,
    reviewed_by: row.reviewedById,
    reviewed_by_name: reviewer,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    remark: row.reviewRemark,
    lines: await linesOf(db, rows, row.day, timeZone),
    version: row.version,
  };
}

/**
 * The day as logged, as draft lines: each stretch on a task a task line, each hold a comment line,
 * a Day Off (the off row of type 9) a Day Off line up to the next row or 23:59; time off or at work
 * on no task gives no line. Also when Day Off was taken ('HH:mm'), for the edit form.
 */
export async function linesFromLog(
  db: Executor,
  userId: number,
  day: string,
  timeZone: string,
  now: Date,
): Promise<{ lines: Omit<typeof worksheetPresetLines.$inferInsert, 'presetId'>[]; dayoffAt: string | null }> {
  const pieces = await workPieces(db, [userId], day, day, timeZone, now);
  const lines: Omit<typeof worksheetPresetLines.$inferInsert, 'presetId'>[] = [];
  let dayoffAt: string | null = null;
  for (const piece of pieces) {
    const start = clockOn(day, piece.start, timeZone);
    const end = clockOn(day, piece.end, timeZone);
    const dayOff = piece.state === WorkState.OFF && piece.holdType === ActivityType.DAY_OFF;
    if (dayOff) dayoffAt ??= start;
    if (!dayOff && piece.state !== WorkState.WORKING && piece.state !== WorkState.HOLD) continue;
    if (start === end) continue;
    const working = piece.state === WorkState.WORKING && piece.taskUserId !== null;
    if (piece.state === WorkState.WORKING && !working) continue;
    lines.push({
      kind: working ? PresetLineKind.TASK : PresetLineKind.COMMENT,
      taskUserId: working ? piece.taskUserId : null,
      commentType: working ? null : (piece.holdType ?? ActivityType.BREAK),
      description: null,
      startAt: instantOn(day, start, timeZone),
      endAt: instantOn(day, end, timeZone),
    });
  }
  return { lines, dayoffAt };
}
