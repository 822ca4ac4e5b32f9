import { describe, expect, it } from 'vitest';
import { Msg } from '../messages';
import { sortPresetLines, validatePresetLines, type LineToCheck } from './presetValidation';

const M = Msg.worksheets;
let nextId = 1;
const task = (start: string, end: string, taskUserId = 7): LineToCheck => ({
  id: nextId++,
  kind: 1,
  task_user_id: taskUserId,
  comment_type: null,
  start_time: start,
  end_time: end,
});
const comment = (type: number, start: string, end: string): LineToCheck => ({
  id: nextId++,
  kind: 2,
  task_user_id: null,
  comment_type: type,
  start_time: start,
  end_time: end,
});

describe('validatePresetLines (R-164)', () => {
  it('passes lines in order that touch end to start', () => {
    const lines = [task('08:30', '12:00'), comment(7, '12:00', '13:00'), task('13:00', '17:30')];
    expect(validatePresetLines(lines)).toEqual({});
  });

  it('refuses an empty day', () => {
    expect(validatePresetLines([])).toEqual({ lines: M.noLines });
  });

  it('names a line whose end is before its start', () => {
    const a = task('08:30', '12:00');
    const b = task('14:00', '13:00');
    expect(validatePresetLines([a, b])).toEqual({
      [`lines.${b.id}`]: M.lineEndBeforeStart(2, '14:00', '13:00'),
    });
    expect(M.lineEndBeforeStart(2, '14:00', '13:00')).toBe(
      'Line 2 (14:00–13:00): the end is before the start',
    );
  });

  it('refuses a line without length', () => {
    const a = task('09:00', '09:00');
    expect(validatePresetLines([a])).toEqual({ [`lines.${a.id}`]: M.lineNoLength(1, '09:00', '09:00') });
  });

  it('names a line that starts before the previous one ends, numbering lines by their start', () => {
    const late = task('10:00', '12:00');
    const early = task('08:00', '10:30');
    expect(validatePresetLines([late, early])).toEqual({
      [`lines.${late.id}`]: M.lineOverlaps(2, '10:00', '12:00', '10:30'),
    });
  });

  it('compares with the latest end so far, not only the line just before', () => {
    const long = task('08:00', '17:00');
    const inside = comment(7, '12:00', '13:00');
    const after = task('13:00', '14:00');
    const errors = validatePresetLines([long, inside, after]);
    expect(errors[`lines.${inside.id}`]).toBe(M.lineOverlaps(2, '12:00', '13:00', '17:00'));
    expect(errors[`lines.${after.id}`]).toBe(M.lineOverlaps(3, '13:00', '14:00', '17:00'));
  });

  it('allows only one Day Off', () => {
    const first = comment(9, '15:00', '16:00');
    const second = comment(9, '16:00', '17:00');
    expect(validatePresetLines([task('08:00', '15:00'), first, second])).toEqual({
      [`lines.${second.id}`]: M.lineSecondDayOff(3, '16:00', '17:00'),
    });
  });

  it('refuses a line that ends past the day-off time', () => {
    const dayOff = comment(9, '12:00', '17:30');
    const late = task('17:30', '18:00');
    expect(validatePresetLines([task('08:00', '12:00'), late, dayOff])).toEqual({
      [`lines.${late.id}`]: M.linePastDayOff(3, '17:30', '18:00', '12:00'),
    });
    expect(M.linePastDayOff(1, '08:00', '13:00', '12:00')).toBe(
      "Line 1 (08:00–13:00): you can't go past the day-off time (12:00)",
    );
  });

  it('refuses an unknown comment type and a task that is not the owner’s', () => {
    const odd = comment(12, '08:00', '09:00');
    const foreign = task('09:00', '10:00', 99);
    const mine = task('10:00', '11:00', 7);
    expect(validatePresetLines([odd, foreign, mine], { isOwnTask: (id) => id === 7 })).toEqual({
      [`lines.${odd.id}`]: M.lineCommentTypeInvalid(1, '08:00', '09:00'),
      [`lines.${foreign.id}`]: M.lineTaskNotYours(2, '09:00', '10:00'),
    });
  });

  it('sorts by start, then end, then id', () => {
    const a = task('09:00', '10:00');
    const b = task('08:00', '09:00');
    const c = task('08:00', '08:30');
    expect(sortPresetLines([a, b, c]).map((l) => l.id)).toEqual([c.id, b.id, a.id]);
  });
});
