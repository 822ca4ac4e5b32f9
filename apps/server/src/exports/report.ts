/**
 * A table report as every export builds it (the estimation now, the eight reports later): a title,
 * a few facts about what it covers, a table with an optional totals row, and notes under it. The PDF
 * and Excel builders lay out the same report.
 */

export interface ReportColumn {
  header: string;
  /** Numbers are shown with this many decimals (and kept as numbers in Excel). */
  decimals?: number;
  /** Relative width; text columns stretch, number columns stay narrow. */
  width?: 'wide' | 'normal' | 'narrow';
  /** The cells are minute counts: shown as H:MM, kept in Excel as a duration that sums. */
  minutes?: boolean;
  /** The cells are days (DD/MM/YYYY as shown, or YYYY-MM-DD): date cells in Excel. */
  day?: boolean;
  /**
   * How a number cell is worked out from the same row's cells, as an Excel formula; `cell(i)` is the
   * address of the row's cell in column i. Excel gets the formula with the value as its result, so
   * an edited cell moves the ones worked out from it. PDFs print the value.
   */
  formula?: (cell: (column: number) => string) => string;
}

export type ReportCell = string | number | null;

export interface TableReport {
  title: string;
  /** A warning printed under the title in red (e.g. 'Canceled Job'). */
  label?: string;
  /** Label and value lines above the table: what the report is about. */
  facts: [label: string, value: string][];
  columns: ReportColumn[];
  rows: ReportCell[][];
  /** A background per body cell (#rrggbb, or null), beside the text that says the same in words. */
  cellFills?: (string | null)[][];
  /** The totals row, in the table's columns (blank cells as null). */
  totals?: ReportCell[];
  /** Label and value lines under the table. */
  notes?: [label: string, value: string][];
  /** A4 landscape instead of portrait, for wide tables. */
  landscape?: boolean;
  /** Further tables under the notes, each under its own heading (one job's timeline, say). */
  sections?: ReportSection[];
}

/** A table of its own under a heading, after the report's main table. */
export interface ReportSection {
  heading: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
}

/** Who the report is for and when it was made. */
export interface ReportStamp {
  companyName: string;
  /** The moment it was made, as shown to people (company time). */
  printedAt: string;
  /** How the company writes a date in figures (day first unless told): Excel's date cells follow it. */
  dateOrder?: 'DMY' | 'MDY';
}

/** A cell as text: numbers with the column's decimals, nothing as blank. */
export function cellText(cell: ReportCell, column: ReportColumn | undefined): string {
  if (cell === null) return '';
  if (typeof cell === 'number' && column?.minutes) return hoursAndMinutes(cell);
  if (typeof cell === 'number')
    return column?.decimals === undefined ? String(cell) : cell.toFixed(column.decimals);
  return cell;
}

/** Minutes as H:MM ("7:05", "0:45"): how time reads in a report's cells. */
export function hoursAndMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
