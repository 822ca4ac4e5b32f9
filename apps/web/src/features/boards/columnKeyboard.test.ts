import { describe, expect, it } from 'vitest';
import { nextColumnPosition } from './columnKeyboard';

const column = (left: number, top = 100) => ({ left, top, width: 200, height: 400 });
const columns = [column(0), column(210), column(420), column(630)];
const card = { left: 215, top: 180, width: 190, height: 80 };

describe('nextColumnPosition', () => {
  it('moves a lifted card a whole column to the right or left, into the column top', () => {
    expect(nextColumnPosition('ArrowRight', card, columns)).toEqual({ x: 425, y: 108 });
    expect(nextColumnPosition('ArrowLeft', card, columns)).toEqual({ x: 5, y: 108 });
  });

  it('stays put past the last column and on other keys', () => {
    const last = { ...card, left: 635 };
    expect(nextColumnPosition('ArrowRight', last, columns)).toBeUndefined();
    expect(nextColumnPosition('KeyA', card, columns)).toBeUndefined();
  });

  it('goes down and up when the columns are stacked', () => {
    const stacked = [column(0, 0), column(0, 420), column(0, 840)];
    const lifted = { left: 5, top: 440, width: 190, height: 80 };
    expect(nextColumnPosition('ArrowDown', lifted, stacked)).toEqual({ x: 5, y: 848 });
    expect(nextColumnPosition('ArrowUp', lifted, stacked)).toEqual({ x: 5, y: 8 });
  });
});
