import { describe, expect, it } from 'vitest';
import { ActivityType } from '../enums';
import {
  businessEndAfter,
  DEFAULT_FLOOR_LIMITS,
  floorAlerts,
  FloorAlertKind,
  zonedInstant,
  type FloorState,
} from './floorAlerts';

const TZ = 'Asia/Colombo';
/** An instant read on the company's clock: 2026-03-02 is a Monday, 2026-03-07 a Saturday. */
const at = (day: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return zonedInstant(day, h! * 60 + m!, TZ);
};
const estimate = { optimistic: 60, mostLikely: 120, pessimistic: 240 };
const kinds = (state: FloorState, now: Date) =>
  floorAlerts({ userId: 7, state, now, timeZone: TZ }).map((a) => a.kind);
const working = (
  spentMinutes: number,
  since = at('2026-03-02', '09:00'),
): Extract<FloorState, { kind: 'working' }> => ({
  kind: 'working',
  since,
  taskUserId: 42,
  estimate,
  spentMinutes,
});

describe('zonedInstant', () => {
  it('reads the company clock (UTC+05:30)', () => {
    expect(at('2026-03-02', '17:30').toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });
});

describe('floorAlerts', () => {
  const monday = (hhmm: string) => at('2026-03-02', hhmm);

  it('says nothing while a task is within its most-likely estimate', () => {
    expect(kinds(working(120), monday('11:00'))).toEqual([]);
  });

  it('warns past the most-likely estimate and flags danger past the pessimistic one (only the worse)', () => {
    expect(kinds(working(121), monday('11:01'))).toEqual([FloorAlertKind.PAST_MOST_LIKELY]);
    const [over] = floorAlerts({ userId: 7, state: working(241), now: monday('13:01'), timeZone: TZ });
    expect(over).toMatchObject({
      kind: FloorAlertKind.PAST_PESSIMISTIC,
      level: 'danger',
      userId: 7,
      taskUserId: 42,
      minutes: 241,
      limitMinutes: 240,
    });
  });

  it('ignores an estimate of zero', () => {
    const state: FloorState = { ...working(500), estimate: { optimistic: 0, mostLikely: 0, pessimistic: 0 } };
    expect(kinds(state, monday('12:00'))).toEqual([]);
  });

  it('flags a timer left running past the business day it started in, with that day’s end', () => {
    expect(kinds(working(10, monday('17:00')), monday('17:30'))).toEqual([]);
    const alerts = floorAlerts({
      userId: 7,
      state: working(10, monday('17:00')),
      now: monday('17:45'),
      timeZone: TZ,
    });
    expect(alerts).toEqual([
      expect.objectContaining({
        kind: FloorAlertKind.AFTER_HOURS,
        level: 'danger',
        minutes: 15,
        endAt: monday('17:30').toISOString(),
      }),
    ]);
  });

  it('closes Saturday at 13:30 and skips Sunday', () => {
    const saturday = at('2026-03-07', '10:00');
    expect(businessEndAfter(saturday, TZ)?.toISOString()).toBe(at('2026-03-07', '13:30').toISOString());
    const sunday = at('2026-03-08', '10:00');
    expect(businessEndAfter(sunday, TZ)?.toISOString()).toBe(at('2026-03-09', '17:30').toISOString());
    expect(kinds(working(10, saturday), at('2026-03-07', '14:00'))).toEqual([FloorAlertKind.AFTER_HOURS]);
  });

  it('warns of a hold longer than its usual length, by hold type', () => {
    const lunch = (since: string): FloorState => ({
      kind: 'holding',
      since: monday(since),
      holdType: ActivityType.LUNCH,
    });
    expect(kinds(lunch('12:00'), monday('13:00'))).toEqual([]);
    expect(kinds(lunch('12:00'), monday('13:01'))).toEqual([FloorAlertKind.LONG_HOLD]);
    const shortBreak: FloorState = {
      kind: 'holding',
      since: monday('10:00'),
      holdType: ActivityType.SHORT_BREAK,
    };
    expect(kinds(shortBreak, monday('10:21'))).toEqual([FloorAlertKind.LONG_HOLD]);
    const meeting: FloorState = { kind: 'holding', since: monday('10:00'), holdType: ActivityType.MEETING };
    expect(kinds(meeting, monday('11:59'))).toEqual([]);
    expect(kinds(meeting, monday('12:01'))).toEqual([FloorAlertKind.LONG_HOLD]);
    // Travelling has no usual length.
    const travel: FloorState = { kind: 'holding', since: monday('08:00'), holdType: ActivityType.TRAVELLING };
    expect(kinds(travel, monday('16:00'))).toEqual([]);
  });

  it('takes the limits it is given', () => {
    const limits = { ...DEFAULT_FLOOR_LIMITS, holdMinutes: { [ActivityType.LUNCH]: 30 } };
    const state: FloorState = { kind: 'holding', since: monday('12:00'), holdType: ActivityType.LUNCH };
    expect(floorAlerts({ userId: 1, state, now: monday('12:31'), timeZone: TZ, limits })).toHaveLength(1);
  });

  it('warns of someone at work on nothing for more than 15 minutes, only during business hours', () => {
    const idle = (since: Date): FloorState => ({ kind: 'idle', since });
    expect(kinds(idle(monday('10:00')), monday('10:15'))).toEqual([]);
    expect(kinds(idle(monday('10:00')), monday('10:16'))).toEqual([FloorAlertKind.IDLE]);
    // Before opening and after closing nothing is flagged; the clock starts at opening.
    expect(kinds(idle(monday('07:00')), monday('08:00'))).toEqual([]);
    expect(kinds(idle(monday('07:00')), monday('08:45'))).toEqual([]);
    expect(kinds(idle(monday('07:00')), monday('08:46'))).toEqual([FloorAlertKind.IDLE]);
    expect(kinds(idle(monday('16:00')), monday('18:00'))).toEqual([]);
    expect(kinds(idle(at('2026-03-08', '09:00')), at('2026-03-08', '11:00'))).toEqual([]);
  });

  it('raises nothing for someone off or not started', () => {
    expect(kinds({ kind: 'off' }, monday('11:00'))).toEqual([]);
    expect(kinds({ kind: 'not_started' }, monday('11:00'))).toEqual([]);
  });
});
