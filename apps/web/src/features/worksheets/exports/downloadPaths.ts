import { ALL_EMPLOYEES, type WorksheetFilters } from '../worksheetFilters';

export type WorksheetDownload = 'xlsx' | 'pdf' | 'progress';

/** the progress report is for all employees only, and not while a correction is reviewed. */
export const showsProgressReport = (filters: WorksheetFilters, reviewing: boolean) =>
  filters.employee === ALL_EMPLOYEES && !reviewing;

/** a download of every employee over several days asks whether to go day by day. */
export const asksByDates = (filters: WorksheetFilters) =>
  filters.employee === ALL_EMPLOYEES && filters.start !== filters.end;

/**
 * The API path of a download of the loaded report: one employee's worksheet, or every employee's
 * summary or progress report (by dates when asked).
 */
export function downloadPath(filters: WorksheetFilters, kind: WorksheetDownload, byDates = false): string {
  const query = new URLSearchParams({ start: filters.start, end: filters.end });
  if (filters.employee !== ALL_EMPLOYEES) {
    query.set('user_id', filters.employee);
    return `reports/emp_daily_activity/export.${kind === 'pdf' ? 'pdf' : 'xlsx'}?${query}`;
  }
  if (filters.division !== null) query.set('division', String(filters.division));
  if (filters.inactive) query.set('inactive', 'true');
  if (byDates && filters.start !== filters.end) query.set('by_dates', 'true');
  const file = kind === 'progress' ? 'progress.pdf' : `export.${kind}`;
  return `reports/all_emp_daily_activity/${file}?${query}`;
}

/** Bytes as people read them: "850 B", "312 kB", "1.4 MB". */
