import { describe, expect, it } from 'vitest';
import { ActivityType, LeaveExtent, WorkState } from '../enums';
import { dayTotals, EMPTY_DAY_TOTALS, owedHours, type DayInterval } from './dayTotals';

const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const piece = (state: WorkState, from: string, to: string, holdType: number | null = null): DayInterval => ({
  state,
  holdType,
  start: at(from),
  end: at(to),
});
const WEEKDAY = [at('08:30'), at('17:30')] as const;

describe('dayTotals', () => {
  it('puts every minute of an ordinary day in its place and leaves the uncovered hours unallocated', () => {
    const day = [
      piece(WorkState.WORKING, '08:45', '10:30'),
      piece(WorkState.HOLD, '10:30', '10:45', ActivityType.SHORT_BREAK),
      piece(WorkState.WORKING, '10:45', '12:30'),
      piece(WorkState.HOLD, '12:30', '13:15', ActivityType.LUNCH),
      piece(WorkState.IDLE, '13:15', '13:30'),
      piece(WorkState.HOLD, '13:30', '14:30', ActivityType.MEETING),
      piece(WorkState.HOLD, '14:30', '15:00', ActivityType.BREAK),
      piece(WorkState.HOLD, '15:00', '15:40', ActivityType.TRAVELLING),
      piece(WorkState.HOLD, '15:40', '16:00', ActivityType.HELP),
      piece(WorkState.WORKING, '16:00', '17:20'),
      piece(WorkState.OFF, '17:20', '24:00'),
    ];
    expect(dayTotals(day, WEEKDAY)).toEqual({
      worked: 105 + 105 + 80,
      meeting: 60,
      lunch: 45,
      others: 15 + 30,
      help: 20,
      travelling: 40,
      dayOff: 0,
      // 08:30–08:45, the idle 13:15–13:30 and 17:20–17:30.
      unallocated: 15 + 15 + 10,
    });
  });

  it('accounts for all 540 business minutes on a weekday, whatever the day held', () => {
    const day = [
      piece(WorkState.WORKING, '07:00', '09:00'),
      piece(WorkState.HOLD, '12:00', '13:00', ActivityType.LUNCH),
      piece(WorkState.IDLE, '13:00', '14:00'),
    ];
    const t = dayTotals(day, WEEKDAY);
    // Inside business hours: 30 worked + 60 lunch + 60 idle + 390 uncovered = 540.
    expect(t.worked).toBe(120);
    expect(t.unallocated).toBe(60 + 390);
  });

  it('counts the rest of the owed day after a Day Off as Day off, not unallocated', () => {
    const day = [
      piece(WorkState.WORKING, '08:30', '11:00'),
      piece(WorkState.OFF, '11:00', '24:00', ActivityType.DAY_OFF),
    ];
    expect(dayTotals(day, WEEKDAY)).toMatchObject({ worked: 150, dayOff: 390, unallocated: 0 });
  });

  it('owes nothing on a Sunday or holiday, yet counts work done on it', () => {
    expect(dayTotals([piece(WorkState.WORKING, '09:00', '11:00')], null)).toEqual({
      ...EMPTY_DAY_TOTALS,
      worked: 120,
    });
    expect(dayTotals([], null)).toEqual(EMPTY_DAY_TOTALS);
  });

  it('counts time at work on no task as unallocated even outside the owed hours', () => {
    const day = [piece(WorkState.WORKING, '08:30', '17:30'), piece(WorkState.IDLE, '17:30', '18:15')];
    expect(dayTotals(day, WEEKDAY)).toMatchObject({ worked: 540, unallocated: 45 });
  });

  it('leaves a whole working day unallocated when nothing was logged', () => {
    expect(dayTotals([], WEEKDAY).unallocated).toBe(540);
  });
});

describe('owedHours', () => {
  it('takes leave off the business hours', () => {
    expect(owedHours(WEEKDAY, null)).toEqual(WEEKDAY);
    expect(owedHours(null, null)).toBeNull();
    expect(owedHours(WEEKDAY, { extent: LeaveExtent.FULL, evening: false })).toBeNull();
    expect(owedHours(WEEKDAY, { extent: LeaveExtent.HALF, evening: false })).toEqual([
      at('13:00'),
      at('17:30'),
    ]);
    expect(owedHours(WEEKDAY, { extent: LeaveExtent.HALF, evening: true })).toEqual([
      at('08:30'),
      at('13:00'),
    ]);
    expect(owedHours(WEEKDAY, { extent: LeaveExtent.SHORT, evening: false })).toEqual([
      at('10:30'),
      at('17:30'),
    ]);
    expect(owedHours(WEEKDAY, { extent: LeaveExtent.SHORT, evening: true })).toEqual([
      at('08:30'),
      at('15:30'),
    ]);
  });
});
