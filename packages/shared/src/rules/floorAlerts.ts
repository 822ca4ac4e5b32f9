import { ActivityType } from '../enums';
import { DEFAULT_BUSINESS_HOURS, type BusinessHours } from './businessHours';
import { dayInZone, wallClockMs, weekdayOf } from './dates';

/**
 * The floor's alerts: what a manager watching Home should look at now, from one employee's work-log
 * state and the clock. Pure, so the server answers them and a screen re-evaluates them between events
 * with the same rules (Home now, the worksheet later).
 */

export interface FloorLimits {
  /** Usual length in minutes of a hold, by stored hold type; types not listed have no limit. */
  holdMinutes: Readonly<Partial<Record<number, number>>>;
  /** Minutes at work on no task and no hold, during business hours, before it is flagged. */
  idleMinutes: number;
}

export const DEFAULT_FLOOR_LIMITS: FloorLimits = {
  holdMinutes: { [ActivityType.LUNCH]: 60, [ActivityType.SHORT_BREAK]: 20, [ActivityType.MEETING]: 120 },
  idleMinutes: 15,
};

/** The three-point estimate of a task, in minutes. */
export interface EstimateMinutes {
  optimistic: number;
  mostLikely: number;
  pessimistic: number;
}

/** What the employee's latest work-log row says they do (and since when), as the alerts need it. */
export type FloorState =
  | {
      kind: 'working';
      since: Date;
      taskUserId: number;
      estimate: EstimateMinutes;
      /** All minutes worked on the task up to now, the running interval included. */
      spentMinutes: number;
    }
  | { kind: 'holding'; since: Date; holdType: number }
  | { kind: 'idle'; since: Date }
  | { kind: 'off' }
  | { kind: 'not_started' };

export interface FloorAlertInput {
  userId: number;
  state: FloorState;
  now: Date;
  timeZone: string;
  hours?: BusinessHours;
  limits?: FloorLimits;
}

export const FloorAlertKind = {
  PAST_PESSIMISTIC: 'past_pessimistic',
  PAST_MOST_LIKELY: 'past_most_likely',
  LONG_HOLD: 'long_hold',
  IDLE: 'idle',
  AFTER_HOURS: 'after_hours',
} as const;
export type FloorAlertKind = (typeof FloorAlertKind)[keyof typeof FloorAlertKind];

export interface FloorAlert {
  kind: FloorAlertKind;
  level: 'danger' | 'warning';
  userId: number;
  taskUserId: number | null;
  holdType: number | null;
  /** Minutes the state has lasted (spent minutes for estimates, time on hold, time idle, past the end). */
  minutes: number;
  /** The limit passed, in minutes. */
  limitMinutes: number;
  /** For a timer left running: the business day's end the day can be closed at (ISO instant). */
  endAt: string | null;
}

const MINUTE = 60_000;
const wholeMinutes = (ms: number) => Math.max(0, Math.floor(ms / MINUTE));

const midnights = new Map<string, number>();

/** The instant a zone's clock reads `minutes` after midnight of `day` (YYYY-MM-DD). */
export function zonedInstant(day: string, minutes: number, timeZone: string): Date {
  // Company midnights are asked for once per work-log piece by every time report: remember them.
  if (minutes === 0) {
    const key = `${timeZone} ${day}`;
    let midnight = midnights.get(key);
    if (midnight === undefined) {
      if (midnights.size >= 20_000) midnights.clear();
      midnight = findInstant(day, 0, timeZone);
      midnights.set(key, midnight);
    }
    return new Date(midnight);
  }
  return new Date(findInstant(day, minutes, timeZone));
}

function findInstant(day: string, minutes: number, timeZone: string): number {
  const wanted = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE;
  let guess = wanted;
  // Twice, so a zone whose offset changes near the instant still lands on it.
  for (let i = 0; i < 2; i++) guess = wanted - (wallClockMs(new Date(guess), timeZone) - guess);
  return guess;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Today's business hours as instants, or null when the company is closed today. */
export function businessDay(now: Date, timeZone: string, hours: BusinessHours = DEFAULT_BUSINESS_HOURS) {
  const day = dayInZone(now, timeZone);
  const open = hours[weekdayOf(day)];
  if (!open) return null;
  return { start: zonedInstant(day, open[0], timeZone), end: zonedInstant(day, open[1], timeZone) };
}

/** The first business day's end after `since` (within a week), where a timer left running is closed. */
export function businessEndAfter(
  since: Date,
  timeZone: string,
  hours: BusinessHours = DEFAULT_BUSINESS_HOURS,
) {
  let day = dayInZone(since, timeZone);
  for (let i = 0; i < 8; i++, day = nextDay(day)) {
    const open = hours[weekdayOf(day)];
    if (!open) continue;
    const end = zonedInstant(day, open[1], timeZone);
    if (end > since) return end;
  }
  return null;
}

/** The alerts one employee raises now; none for someone off or not started. */
export function floorAlerts(input: FloorAlertInput): FloorAlert[] {
  const { state, now, timeZone, userId } = input;
  const hours = input.hours ?? DEFAULT_BUSINESS_HOURS;
  const limits = input.limits ?? DEFAULT_FLOOR_LIMITS;
  const alert = (
    a: Omit<FloorAlert, 'userId' | 'taskUserId' | 'holdType' | 'endAt'> & Partial<FloorAlert>,
  ) => ({
    userId,
    taskUserId: null,
    holdType: null,
    endAt: null,
    ...a,
  });
  const alerts: FloorAlert[] = [];

  if (state.kind === 'working') {
    const { estimate, spentMinutes, taskUserId } = state;
    if (estimate.pessimistic > 0 && spentMinutes > estimate.pessimistic) {
      alerts.push(
        alert({
          kind: FloorAlertKind.PAST_PESSIMISTIC,
          level: 'danger',
          taskUserId,
          minutes: spentMinutes,
          limitMinutes: estimate.pessimistic,
        }),
      );
    } else if (estimate.mostLikely > 0 && spentMinutes > estimate.mostLikely) {
      alerts.push(
        alert({
          kind: FloorAlertKind.PAST_MOST_LIKELY,
          level: 'warning',
          taskUserId,
          minutes: spentMinutes,
          limitMinutes: estimate.mostLikely,
        }),
      );
    }
    const end = businessEndAfter(state.since, timeZone, hours);
    if (end && now > end) {
      alerts.push(
        alert({
          kind: FloorAlertKind.AFTER_HOURS,
          level: 'danger',
          taskUserId,
          minutes: wholeMinutes(now.getTime() - end.getTime()),
          limitMinutes: 0,
          endAt: end.toISOString(),
        }),
      );
    }
  }

  if (state.kind === 'holding') {
    const limit = limits.holdMinutes[state.holdType];
    const minutes = wholeMinutes(now.getTime() - state.since.getTime());
    if (limit !== undefined && minutes > limit) {
      alerts.push(
        alert({
          kind: FloorAlertKind.LONG_HOLD,
          level: 'warning',
          holdType: state.holdType,
          minutes,
          limitMinutes: limit,
        }),
      );
    }
  }

  if (state.kind === 'idle') {
    const open = businessDay(now, timeZone, hours);
    if (open && now >= open.start && now < open.end) {
      // Idle time before the doors opened is not idle time.
      const from = Math.max(state.since.getTime(), open.start.getTime());
      const minutes = wholeMinutes(now.getTime() - from);
      if (minutes > limits.idleMinutes) {
        alerts.push(
          alert({ kind: FloorAlertKind.IDLE, level: 'warning', minutes, limitMinutes: limits.idleMinutes }),
        );
      }
    }
  }
  return alerts;
}
