import { describe, expect, it } from 'vitest';
import { LeaveType } from '../enums';
import { Msg } from '../messages';
import {
  assessLeave,
  countLeaveDates,
  countLeaveDatesIn,
  daysOfRange,
  dayCountVisible,
  formatLeaveRange,
  leaveTypeLocked,
  planLeaveDates,
  type LeaveChoices,
} from './leaveCount';

// 2030-03-04 is a Monday; 2030-03-10 a Sunday.
const TODAY = '2030-03-04';
const noHoliday = () => false;
const choices = (o: Partial<LeaveChoices> = {}): LeaveChoices => ({
  start: '2030-03-05',
  end: '2030-03-05',
  leaveType: LeaveType.FULL_DAY,
  advanced: false,
  dates: [],
  today: TODAY,
  isHoliday: noHoliday,
  ...o,
});
const { FULL_DAY, MORNING_HALF_DAY, EVENING_HALF_DAY, MORNING_SHORT_LEAVE, EVENING_SHORT_LEAVE, HOLIDAY } =
  LeaveType;

describe('the type selector and the day count (R-146)', () => {
  it('locks the type for a range of several days and frees it for one day', () => {
    expect(leaveTypeLocked('2030-03-05', '2030-03-06')).toBe(true);
    expect(leaveTypeLocked('2030-03-05', '2030-03-05')).toBe(false);
    expect(leaveTypeLocked('', '')).toBe(false);
  });

  it('shows the day count only for a Full day leave of several days', () => {
    expect(dayCountVisible('2030-03-05', '2030-03-07', FULL_DAY)).toBe(true);
    expect(dayCountVisible('2030-03-05', '2030-03-05', FULL_DAY)).toBe(false);
    expect(dayCountVisible('2030-03-05', '2030-03-07', null)).toBe(false);
  });
});

describe('counting (R-147, R-148)', () => {
  it('counts a half day as 0 days and 1 half day, a short leave as 1 short leave', () => {
    expect(assessLeave(choices({ leaveType: MORNING_HALF_DAY })).count).toEqual({
      days: 0,
      half_days: 1,
      short_leaves: 0,
    });
    expect(assessLeave(choices({ leaveType: EVENING_HALF_DAY })).count.half_days).toBe(1);
    expect(assessLeave(choices({ leaveType: MORNING_SHORT_LEAVE })).count).toEqual({
      days: 0,
      half_days: 0,
      short_leaves: 1,
    });
    expect(assessLeave(choices({ leaveType: EVENING_SHORT_LEAVE })).count.short_leaves).toBe(1);
  });

  it('counts a single Full day as one day', () => {
    const result = assessLeave(choices());
    expect(result.errors).toEqual({});
    expect(result.count).toEqual({ days: 1, half_days: 0, short_leaves: 0 });
    expect(result.dates).toEqual([{ date: '2030-03-05', leave_type: FULL_DAY }]);
  });

  it('counts the working days of a range: Sundays and company holidays are no leave', () => {
    const holiday = (day: string) => day === '2030-03-12';
    // Fri 8 .. Wed 13: Sat 9 works, Sun 10 does not, Tue 12 is a holiday.
    const result = assessLeave(choices({ start: '2030-03-08', end: '2030-03-13', isHoliday: holiday }));
    expect(result.count).toEqual({ days: 4, half_days: 0, short_leaves: 0 });
    expect(result.dates.map((d) => d.leave_type)).toEqual([
      FULL_DAY,
      FULL_DAY,
      HOLIDAY,
      FULL_DAY,
      HOLIDAY,
      FULL_DAY,
    ]);
  });

  it('counts each date of the advanced list by its own type', () => {
    const dates = [
      { date: '2030-03-05', leave_type: FULL_DAY },
      { date: '2030-03-06', leave_type: MORNING_HALF_DAY },
      { date: '2030-03-07', leave_type: EVENING_SHORT_LEAVE },
      { date: '2030-03-08', leave_type: EVENING_HALF_DAY },
    ];
    const result = assessLeave(choices({ end: '2030-03-08', advanced: true, dates }));
    expect(result.errors).toEqual({});
    expect(result.count).toEqual({ days: 1, half_days: 2, short_leaves: 1 });
    expect(countLeaveDates(dates)).toEqual(result.count);
  });

  it('keeps a Sunday or holiday as Holiday whatever the advanced list says', () => {
    const dates = [
      { date: '2030-03-09', leave_type: FULL_DAY },
      { date: '2030-03-10', leave_type: FULL_DAY },
      { date: '2030-03-11', leave_type: MORNING_HALF_DAY },
    ];
    const result = assessLeave(choices({ start: '2030-03-09', end: '2030-03-11', advanced: true, dates }));
    expect(result.dates[1]).toEqual({ date: '2030-03-10', leave_type: HOLIDAY });
    expect(result.count).toEqual({ days: 1, half_days: 1, short_leaves: 0 });
  });

  it('ignores the per-date list when advanced settings are off', () => {
    const dates = [{ date: '2030-03-05', leave_type: MORNING_SHORT_LEAVE }];
    expect(assessLeave(choices({ dates })).count).toEqual({ days: 1, half_days: 0, short_leaves: 0 });
  });

  it('counts the days of one year only when a leave crosses New Year', () => {
    const dates = planLeaveDates('2030-12-30', '2031-01-02', FULL_DAY, noHoliday);
    expect(countLeaveDatesIn(dates, 2030).days).toBe(2);
    expect(countLeaveDatesIn(dates, 2031).days).toBe(2);
  });
});

describe('validation (R-149)', () => {
  it('asks for the leave type, and for the dates', () => {
    expect(assessLeave(choices({ leaveType: null })).errors).toEqual({
      selected_leave_type: Msg.leave.leaveTypeRequired,
    });
    expect(assessLeave(choices({ leaveType: HOLIDAY })).errors.selected_leave_type).toBe(
      Msg.leave.leaveTypeRequired,
    );
    expect(assessLeave(choices({ start: '', end: '', leaveType: null })).errors).toEqual({
      selected_leave_type: Msg.leave.leaveTypeRequired,
      range: Msg.leave.rangeRequired,
    });
  });

  it('refuses a start before today, a reversed range and a range over 60 days', () => {
    expect(assessLeave(choices({ start: '2030-03-03', end: '2030-03-05' })).errors.range).toBe(
      Msg.leave.startInPast,
    );
    expect(assessLeave(choices({ start: TODAY, end: TODAY })).errors).toEqual({});
    expect(assessLeave(choices({ start: '2030-03-06', end: '2030-03-05' })).errors.range).toBe(
      Msg.leave.endBeforeStart,
    );
    expect(assessLeave(choices({ end: '2030-05-03' })).errors).toEqual({});
    expect(assessLeave(choices({ end: '2030-05-04' })).errors.range).toBe(Msg.leave.tooManyDays);
    expect(assessLeave(choices({ start: '2030-02-30' })).errors.range).toBe(Msg.leave.startInvalid);
  });

  it('refuses a half day or short leave over several days (the selector is locked to Full day)', () => {
    expect(assessLeave(choices({ end: '2030-03-06', leaveType: MORNING_HALF_DAY })).errors).toEqual({
      selected_leave_type: Msg.leave.multiDayIsFullDay,
    });
  });

  it('asks for a valid day count when a range of Full days holds no working day', () => {
    const holiday = (day: string) => day === '2030-03-09';
    expect(
      assessLeave(choices({ start: '2030-03-09', end: '2030-03-10', isHoliday: holiday })).errors,
    ).toEqual({ day_count: Msg.leave.dayCountInvalid });
    expect(assessLeave(choices({ start: '2030-03-10', end: '2030-03-10' })).errors).toEqual({
      range: Msg.leave.noWorkingDay,
    });
  });

  it('wants the advanced list to hold each day of the range once, with a leave type per working day', () => {
    const base = { end: '2030-03-06', advanced: true };
    const one = [{ date: '2030-03-05', leave_type: FULL_DAY }];
    expect(assessLeave(choices({ ...base, dates: one })).errors.dates).toBe(Msg.leave.datesMismatch);
    const twice = [...one, ...one];
    expect(assessLeave(choices({ ...base, dates: twice })).errors.dates).toBe(Msg.leave.datesMismatch);
    const outside = [...one, { date: '2030-03-07', leave_type: FULL_DAY }];
    expect(assessLeave(choices({ ...base, dates: outside })).errors.dates).toBe(Msg.leave.datesMismatch);
    const holidayTyped = [...one, { date: '2030-03-06', leave_type: HOLIDAY }];
    expect(assessLeave(choices({ ...base, dates: holidayTyped })).errors.dates).toBe(
      Msg.leave.holidayOnWorkingDay,
    );
    const unknown = [...one, { date: '2030-03-06', leave_type: 9 as LeaveType }];
    expect(assessLeave(choices({ ...base, dates: unknown })).errors.dates).toBe(Msg.leave.dateTypeInvalid);
  });
});

describe('the per-date list', () => {
  it('keeps the types chosen for days still in the range and marks days off as Holiday', () => {
    const previous = [
      { date: '2030-03-08', leave_type: EVENING_HALF_DAY },
      { date: '2030-03-01', leave_type: MORNING_HALF_DAY },
    ];
    expect(planLeaveDates('2030-03-08', '2030-03-10', FULL_DAY, noHoliday, previous)).toEqual([
      { date: '2030-03-08', leave_type: EVENING_HALF_DAY },
      { date: '2030-03-09', leave_type: FULL_DAY },
      { date: '2030-03-10', leave_type: HOLIDAY },
    ]);
  });

  it('lists every day of a range, across months', () => {
    expect(daysOfRange('2030-02-27', '2030-03-02')).toEqual([
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
    ]);
  });
});

describe('formatLeaveRange', () => {
  it('names a leave the way people do', () => {
    expect(formatLeaveRange('2030-12-03', '2030-12-03')).toBe('3 Dec');
    expect(formatLeaveRange('2030-12-03', '2030-12-04')).toBe('3–4 Dec');
    expect(formatLeaveRange('2030-11-30', '2030-12-02')).toBe('30 Nov – 2 Dec');
    expect(formatLeaveRange('2030-12-30', '2031-01-02')).toBe('30 Dec 2030 – 2 Jan 2031');
  });
});
