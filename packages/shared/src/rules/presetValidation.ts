import { Msg } from '../messages';
import { PRESET_COMMENT_TYPES, PresetLineKind } from '../schemas/worksheetPresets';

/**
 * Validate of a day's correction: one Day Off, lines in order and not overlapping, none past
 * the day-off time, each ending after it starts. The server answers with these messages and the edit
 * form shows the same ones, keyed `lines.<line id>`, each naming the line by its place and times.
 */

export interface LineToCheck {
  id: number;
  kind: number;
  task_user_id: number | null;
  comment_type: number | null;
  /** 'HH:mm' on the preset's day. */
  start_time: string;
  end_time: string;
}

const DAY_OFF = 9;

/** 'HH:mm' as minutes after midnight. */
export const clockMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The order the lines are listed and numbered in: by start, then end, then when added. */
export function sortPresetLines<T extends LineToCheck>(lines: readonly T[]): T[] {
  return [...lines].sort(
    (a, b) =>
      clockMinutes(a.start_time) - clockMinutes(b.start_time) ||
      clockMinutes(a.end_time) - clockMinutes(b.end_time) ||
      a.id - b.id,
  );
}

/**
 * Every refusal, one per line at most (the first rule it breaks). Empty when the lines pass.
 * `isOwnTask` lets the server add its check that a task line is the owner's assignment.
 */
export function validatePresetLines(
  lines: readonly LineToCheck[],
  options: { isOwnTask?: (taskUserId: number) => boolean } = {},
): Record<string, string> {
  const M = Msg.worksheets;
  const errors: Record<string, string> = {};
  if (!lines.length) return { lines: M.noLines };
  const sorted = sortPresetLines(lines);
  const dayOff = sorted.find((l) => l.kind === PresetLineKind.COMMENT && l.comment_type === DAY_OFF);
  let previousEnd: { minutes: number; time: string } | null = null;
  for (const [index, line] of sorted.entries()) {
    const n = index + 1;
    const { start_time: start, end_time: end } = line;
    const from = clockMinutes(start);
    const to = clockMinutes(end);
    const message = ((): string | null => {
      if (line.kind === PresetLineKind.COMMENT) {
        if (!(PRESET_COMMENT_TYPES as readonly number[]).includes(line.comment_type ?? 0))
          return M.lineCommentTypeInvalid(n, start, end);
      } else if (
        line.task_user_id === null ||
        (options.isOwnTask !== undefined && !options.isOwnTask(line.task_user_id))
      ) {
        return M.lineTaskNotYours(n, start, end);
      }
      if (to < from) return M.lineEndBeforeStart(n, start, end);
      if (to === from) return M.lineNoLength(n, start, end);
      if (line.comment_type === DAY_OFF && line.kind === PresetLineKind.COMMENT && line !== dayOff)
        return M.lineSecondDayOff(n, start, end);
      if (previousEnd && from < previousEnd.minutes) return M.lineOverlaps(n, start, end, previousEnd.time);
      if (dayOff && line !== dayOff && to > clockMinutes(dayOff.start_time))
        return M.linePastDayOff(n, start, end, dayOff.start_time);
      return null;
    })();
    if (message) errors[`lines.${line.id}`] = message;
    if (to > (previousEnd?.minutes ?? -1)) previousEnd = { minutes: to, time: end };
  }
  return errors;
}
