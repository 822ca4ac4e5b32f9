import { PRESET_COMMENT_LABELS, PRESET_COMMENT_TYPES, type WorksheetRow } from '@jobline/shared';
import { clockTime } from '../../home/cardText';
import type { PresetLine } from './types';

/** The seven kinds of comment line a correction may hold (contract: comment_type). */
export const COMMENT_TYPES = PRESET_COMMENT_TYPES.map((value) => ({
  value,
  label: PRESET_COMMENT_LABELS[value],
}));

export const commentTypeName = (type: number | null) =>
  COMMENT_TYPES.find((t) => t.value === type)?.label ?? 'Comment';

/** What a line is, in words: the job and task of a task line, the kind of a comment line. */
export function lineTitle(
  line: Pick<PresetLine, 'kind' | 'job_no' | 'task_no' | 'task_name' | 'comment_type'>,
) {
  if (line.kind === 2) return commentTypeName(line.comment_type);
  const task = [line.task_no, line.task_name].filter(Boolean).join(' ');
  return [line.job_no, task].filter(Boolean).join(' · ') || 'Task';
}

/** The comparable form of a line: one per task stretch or hold of the day. */
export interface LineView {
  key: string;
  title: string;
  detail: string | null;
  start: string;
  end: string;
}

const keyOf = (kind: 1 | 2, taskUserId: number | null, commentType: number | null) =>
  kind === 1 ? `t${taskUserId}` : `c${commentType}`;

export const viewOfLine = (line: PresetLine): LineView => ({
  key: keyOf(line.kind, line.task_user_id, line.comment_type),
  title: lineTitle(line),
  detail: line.kind === 1 ? line.customer : line.task_description || null,
  start: line.start_time,
  end: line.end_time,
});

/**
 * The day as logged, in the lines a correction opens with: task stretches and holds, in the company's
 * clock; time at work on no task is not a line.
 */
export function viewsOfRows(rows: WorksheetRow[], timeZone: string): LineView[] {
  return rows
    .filter((r) => r.comment_type !== 99)
    .map((r) => {
      const kind = r.comment_type === 1 ? 1 : 2;
      return {
        key: keyOf(kind, r.task_user_id, r.comment_type),
        title:
          kind === 1
            ? [r.job_no, [r.task_no, r.task_description].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(' · ') || 'Task'
            : commentTypeName(r.comment_type),
        detail: kind === 1 ? r.customer_name : null,
        start: clockTime(r.created_at, timeZone),
        end: clockTime(r.updated_at, timeZone),
      };
    });
}
