import { isCalendarDay, wallClockMs } from './dates';
import { zonedInstant } from './floorAlerts';

/**
 * Plan times as the company's clock reads them (O-17): the calendar sends 'YYYY-MM-DD HH:mm' in the
 * company time zone and the server turns it into an instant there, so no client shifts hours.
 */
export interface WallTime {
  day: string;
  /** Minutes after the day's midnight, 0..1439. */
  minutes: number;
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD HH:mm' (a 'T' and seconds are accepted too), or null when it is not a real clock time. */
export function parseWallTime(text: string): WallTime | null {
  const match = WALL_TIME.exec(text.trim());
  if (!match || !isCalendarDay(match[1]!)) return null;
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59) return null;
  return { day: match[1]!, minutes: hours * 60 + minutes };
}

/** A wall time as the wire writes it: 'YYYY-MM-DD HH:mm'. */
export const formatWallTime = ({ day, minutes }: WallTime) =>
  `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** What the clock in `timeZone` reads at an instant. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const wall = wallClockMs(instant, timeZone);
  const day = new Date(wall).toISOString().slice(0, 10);
  return { day, minutes: Math.floor((wall - Date.parse(`${day}T00:00:00Z`)) / 60_000) };
}

/** The instant the clock in `timeZone` reads this wall time. */
export const instantOfWallTime = (wall: WallTime, timeZone: string) =>
  zonedInstant(wall.day, wall.minutes, timeZone);

/** The day `count` days after (or before) a YYYY-MM-DD day. */
export const shiftDay = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** A wall time as milliseconds on a clock that never changes offset: for lengths and overlaps only. */
export const wallMs = ({ day, minutes }: WallTime) => Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;

/**
 * Planned minutes per day of timed plan entries (wall times, end exclusive), each day's share cut at
 * midnight and overlapping entries counted once: the calendar's per-day hours total.
 */
export function plannedMinutesByDay(entries: readonly { start: WallTime; end: WallTime }[]) {
  const ranges = entries
    .map((e) => ({ start: wallMs(e.start), end: wallMs(e.end) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  const totals = new Map<string, number>();
  for (const { start, end } of merged) {
    for (let dayStart = start - (start % DAY_MS); dayStart < end; dayStart += DAY_MS) {
      const share = Math.min(end, dayStart + DAY_MS) - Math.max(start, dayStart);
      const day = new Date(dayStart).toISOString().slice(0, 10);
      totals.set(day, (totals.get(day) ?? 0) + share / 60_000);
    }
  }
  return totals;
}

/** Shortest and longest slot a task dropped without an end takes, in minutes. */
export const PLAN_SLOT_MIN = 30;
export const PLAN_SLOT_MAX = 8 * 60;

/**
 * How long a task dropped on the calendar without an end is planned for: its most-likely estimate in
 * hours, rounded to a quarter hour, between half an hour and a working day (an hour when unestimated).
 */
export function defaultPlanMinutes(mostLikelyHours: number): number {
  if (!(mostLikelyHours > 0)) return 60;
  const quarters = Math.round((mostLikelyHours * 60) / 15) * 15;
  return Math.min(PLAN_SLOT_MAX, Math.max(PLAN_SLOT_MIN, quarters));
}

/** Hours and minutes as the calendar's daily total shows them: '7 h 30 min', '45 min', '0 h'. */
export function formatPlannedMinutes(total: number): string {
  const rounded = Math.round(total);
  const [hours, minutes] = [Math.floor(rounded / 60), rounded % 60];
  if (hours === 0) return minutes ? `${minutes} min` : '0 h';
  return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
}
