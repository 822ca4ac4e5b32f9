import type { ReportColumn } from './report';
import { CELL, COLUMN_CAP } from './pdfStyle';

/** What a column's text asks for: its widest cell on one line, and its widest word. */
export interface ColumnNeed {
  natural: number;
  word: number;
}

/** Where the columns sit: each one's box (padding included) and the padding inside it. */
export interface ColumnBoxes {
  x: number[];
  width: number[];
  padLeft: number[];
  padRight: number[];
}

/** The least a wide column keeps before the other columns shrink, and what it is given before the gaps are. */
const WIDE_FLOOR = 60;
const WIDE_COMFORT = 160;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The table's column widths across `available` points. Narrow and normal columns take their content
 * up to a cap (15 % and 30 % of the width); wide ones share the rest, each given its content first
 * and then an equal part of what is left, or, when the rest is short, its widest word and a part of
 * the remainder in proportion to what it lacks. A word too long for the rest is broken before the
 * other columns give way. Many columns sit closer together; when even that leaves a wide column
 * less than a few words' room, all shrink alike.
 */
export function columnBoxes(
  columns: ReportColumn[],
  needs: ColumnNeed[],
  left: number,
  available: number,
): ColumnBoxes {
  const n = columns.length;
  const wide = columns.flatMap((c, i) => (c.width === 'wide' ? [i] : []));
  const fixed = columns.map((c, i) =>
    c.width === 'wide' ? 0 : Math.min(needs[i]!.natural, available * COLUMN_CAP[c.width ?? 'narrow']),
  );
  const words = wide.map((i) => needs[i]!.word);
  const least = sum(words);
  const floors = words.map((word) => Math.min(word, WIDE_FLOOR));
  // Columns sit 8 apart on each side unless they are so many that the wide ones would lack a
  // comfortable width: then closer, down to 2.
  const comfortable = sum(wide.map((i) => Math.min(needs[i]!.natural, WIDE_COMFORT)));
  const spare = n > 1 ? (available - sum(fixed) - comfortable) / (2 * (n - 1)) : CELL.padX;
  const pad = Math.min(CELL.padX, Math.max(CELL.tightPadX, spare));
  const room = available - 2 * pad * (n - 1) - sum(fixed);

  const content = fixed.slice();
  if (room >= least) {
    const natural = sum(wide.map((i) => needs[i]!.natural));
    const lacking = sum(wide.map((i) => needs[i]!.natural - needs[i]!.word));
    for (const i of wide) {
      const { natural: own, word } = needs[i]!;
      content[i] =
        room >= natural
          ? own + (room - natural) / wide.length
          : word + ((room - least) * (own - word)) / lacking;
    }
  } else if (room >= sum(floors)) {
    const short = least - sum(floors);
    wide.forEach((i, k) => {
      content[i] = floors[k]! + ((room - sum(floors)) * (words[k]! - floors[k]!)) / short;
    });
  } else {
    wide.forEach((i, k) => (content[i] = floors[k]!));
    const scale = Math.max(0, available - 2 * pad * (n - 1)) / (sum(content) || 1);
    content.forEach((width, i) => (content[i] = width * scale));
  }

  const boxes: ColumnBoxes = { x: [], width: [], padLeft: [], padRight: [] };
  let x = left;
  for (let i = 0; i < n; i++) {
    const padLeft = i === 0 ? 0 : pad;
    const padRight = i === n - 1 ? 0 : pad;
    boxes.x.push(x);
    boxes.padLeft.push(padLeft);
    boxes.padRight.push(padRight);
    boxes.width.push(padLeft + content[i]! + padRight);
    x += padLeft + content[i]! + padRight;
  }
  return boxes;
}
