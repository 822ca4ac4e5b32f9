/** The look of every report PDF: A4, its margins, type sizes and colours. Lengths are in points. */

export const A4 = { short: 595.28, long: 841.89 };
export const MARGIN = { left: 30, right: 30, top: 36, bottom: 48 };
/** The footer's line starts this far under the bottom margin's edge. */
export const FOOTER_OFFSET = 16;

/** Line height as a multiple of the type size, and where the baseline sits in a line. */
export const LEADING = 1.17;
export const ASCENT = 0.93;

export const SIZE = { title: 16, label: 12, company: 9, facts: 9, table: 8, footer: 8 };
/** Space under the company line, under the facts and above the notes. */
export const GAP = { company: 2, afterCompany: 8, afterFacts: 10, beforeNotes: 12 };

/** A table cell's padding: 8 between columns (2 when many columns must share the width), 2 above and below. */
export const CELL = { padX: 8, tightPadX: 2, padY: 2 };
/** Label and value lines (facts, notes): 8 between the label and its value. */
export const FACT = { padX: 4, maxLabelShare: 0.4 };
/** The most of the table's width a column that is not wide may take before its text wraps. */
export const COLUMN_CAP = { narrow: 0.15, normal: 0.3 } as const;

/** Rules: under the header row, and between rows. */
export const RULE = { header: 2, row: 1 };

/** A #rrggbb colour as PDF fill operands. */
export const rgb = (hex: string) =>
  [1, 3, 5].map((i) => String(Math.round((parseInt(hex.slice(i, i + 2), 16) / 255) * 1000) / 1000)).join(' ');
export const COLOR = {
  text: rgb('#000000'),
  muted: rgb('#495057'),
  label: rgb('#c92a2a'),
  headerFill: rgb('#e9ecef'),
  totalsFill: rgb('#f1f3f5'),
  headerRule: rgb('#000000'),
  rowRule: rgb('#aaaaaa'),
};
