import { planningMessages as M } from '../messages/planning';
import { daysBetween, isCalendarDay } from './dates';
import { parseWallTime, wallMs, type WallTime } from './planTimes';

/** Longest plan of a task or an activity, in days counted inclusively. */
export const PLAN_MAX_DAYS = 31;

/** A plan's time: whole days (first to last, inclusive) or a slot between two company wall times. */
export type PlanRange =
  { allDay: true; firstDay: string; lastDay: string } | { allDay: false; start: WallTime; end: WallTime };

type RangeResult = { ok: true; range: PlanRange } | { ok: false; field: 'start' | 'end'; message: string };

const dayPart = (text: string): string | null => {
  const trimmed = text.trim();
  if (isCalendarDay(trimmed)) return trimmed;
  return parseWallTime(trimmed)?.day ?? null;
};

/**
 * Reads a plan's start and end as the calendar sends them (O-17: company wall times
 * 'YYYY-MM-DD HH:mm', or days 'YYYY-MM-DD' for all-day plans whose end is the last day, inclusive).
 * A slot without an end lasts `minutes`.
 */
export function readPlanRange(input: {
  start: string;
  end?: string | null;
  allDay: boolean;
  minutes: number;
}): RangeResult {
  const fail = (field: 'start' | 'end', message: string): RangeResult => ({ ok: false, field, message });
  const endText = input.end?.trim() ? input.end : null;
  if (input.allDay) {
    const firstDay = dayPart(input.start);
    if (!firstDay) return fail('start', M.planDateInvalid);
    const lastDay = endText === null ? firstDay : dayPart(endText);
    if (!lastDay) return fail('end', M.endInvalid);
    if (lastDay < firstDay) return fail('end', M.endBeforeStart);
    if (daysBetween(firstDay, lastDay) >= PLAN_MAX_DAYS) return fail('end', M.planTooLong);
    return { ok: true, range: { allDay: true, firstDay, lastDay } };
  }
  const start = parseWallTime(input.start);
  if (!start) return fail('start', isCalendarDay(input.start.trim()) ? M.startTimeNeeded : M.planDateInvalid);
  let end: WallTime | null;
  if (endText === null) {
    const endMs = wallMs(start) + input.minutes * 60_000;
    const iso = new Date(endMs).toISOString();
    end = { day: iso.slice(0, 10), minutes: Math.round((endMs % 86_400_000) / 60_000) };
  } else end = parseWallTime(endText);
  if (!end) return fail('end', M.endInvalid);
  if (wallMs(end) <= wallMs(start)) return fail('end', M.endBeforeStart);
  if (wallMs(end) - wallMs(start) > PLAN_MAX_DAYS * 86_400_000) return fail('end', M.planTooLong);
  return { ok: true, range: { allDay: false, start, end } };
}

/** The first day a plan touches (what the past-day rule and task_users.plan_date read). */
export const firstDayOf = (range: PlanRange) => (range.allDay ? range.firstDay : range.start.day);
