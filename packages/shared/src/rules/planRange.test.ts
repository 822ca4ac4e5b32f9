import { describe, expect, it } from 'vitest';
import { planningMessages as M } from '../messages/planning';
import { readPlanRange } from './planRange';

describe('readPlanRange', () => {
  it('reads a slot between two company wall times', () => {
    expect(
      readPlanRange({ start: '2030-03-04 09:00', end: '2030-03-04 11:30', allDay: false, minutes: 60 }),
    ).toEqual({
      ok: true,
      range: {
        allDay: false,
        start: { day: '2030-03-04', minutes: 540 },
        end: { day: '2030-03-04', minutes: 690 },
      },
    });
  });

  it('gives a slot without an end its length, across midnight when it must', () => {
    const read = readPlanRange({ start: '2030-03-04 23:00', allDay: false, minutes: 120 });
    expect(read).toMatchObject({ ok: true, range: { end: { day: '2030-03-05', minutes: 60 } } });
  });

  it('reads whole days with an inclusive last day, from days or wall times', () => {
    expect(readPlanRange({ start: '2030-03-04', end: '2030-03-06', allDay: true, minutes: 60 })).toEqual({
      ok: true,
      range: { allDay: true, firstDay: '2030-03-04', lastDay: '2030-03-06' },
    });
    expect(readPlanRange({ start: '2030-03-04 10:00', allDay: true, minutes: 60 })).toMatchObject({
      range: { firstDay: '2030-03-04', lastDay: '2030-03-04' },
    });
  });

  it('names the field at fault', () => {
    expect(readPlanRange({ start: '2030-03-04', allDay: false, minutes: 60 })).toEqual({
      ok: false,
      field: 'start',
      message: M.startTimeNeeded,
    });
    expect(readPlanRange({ start: 'tomorrow', allDay: false, minutes: 60 })).toMatchObject({
      field: 'start',
      message: M.planDateInvalid,
    });
    expect(
      readPlanRange({ start: '2030-03-04 10:00', end: '2030-03-04 10:00', allDay: false, minutes: 60 }),
    ).toMatchObject({
      field: 'end',
      message: M.endBeforeStart,
    });
    expect(
      readPlanRange({ start: '2030-03-04', end: '2030-03-03', allDay: true, minutes: 60 }),
    ).toMatchObject({
      field: 'end',
      message: M.endBeforeStart,
    });
    expect(
      readPlanRange({ start: '2030-03-01', end: '2030-04-01', allDay: true, minutes: 60 }),
    ).toMatchObject({
      field: 'end',
      message: M.planTooLong,
    });
    expect(
      readPlanRange({ start: '2030-03-01', end: '2030-03-31', allDay: true, minutes: 60 }),
    ).toMatchObject({ ok: true });
  });
});
