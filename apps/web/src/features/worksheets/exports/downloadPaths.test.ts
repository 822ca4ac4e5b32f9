import { describe, expect, it } from 'vitest';
import { ALL_EMPLOYEES, type WorksheetFilters } from '../worksheetFilters';
import { shownBytes } from '../../../components/FileDownload';
import { asksByDates, downloadPath, showsProgressReport } from './downloadPaths';

const all: WorksheetFilters = {
  division: 3,
  employee: ALL_EMPLOYEES,
  start: '2026-11-02',
  end: '2026-11-06',
  inactive: false,
};
const one: WorksheetFilters = { ...all, employee: '17', start: '2026-11-04', end: '2026-11-04' };

describe('worksheet downloads', () => {
  it('shows the progress report for all employees only, never while reviewing (R-165)', () => {
    expect(showsProgressReport(all, false)).toBe(true);
    expect(showsProgressReport(all, true)).toBe(false);
    expect(showsProgressReport(one, false)).toBe(false);
  });

  it('asks “report by dates?” for all employees over several days (R-166)', () => {
    expect(asksByDates(all)).toBe(true);
    expect(asksByDates({ ...all, end: all.start })).toBe(false);
    expect(asksByDates({ ...one, end: '2026-11-06' })).toBe(false);
  });

  it('names the download of the loaded report', () => {
    expect(downloadPath(one, 'xlsx')).toBe(
      'reports/emp_daily_activity/export.xlsx?start=2026-11-04&end=2026-11-04&user_id=17',
    );
    expect(downloadPath(one, 'pdf')).toMatch(/^reports\/emp_daily_activity\/export\.pdf\?/);
    expect(downloadPath({ ...all, inactive: true }, 'progress', true)).toBe(
      'reports/all_emp_daily_activity/progress.pdf?start=2026-11-02&end=2026-11-06&division=3&inactive=true&by_dates=true',
    );
    expect(downloadPath({ ...all, division: null }, 'xlsx')).toBe(
      'reports/all_emp_daily_activity/export.xlsx?start=2026-11-02&end=2026-11-06',
    );
    expect(downloadPath({ ...all, end: all.start }, 'pdf', true)).not.toContain('by_dates');
  });

  it('shows sizes in B, kB and MB', () => {
    expect(shownBytes(850)).toBe('850 B');
    expect(shownBytes(312 * 1024)).toBe('312 kB');
    expect(shownBytes(1.4 * 1024 * 1024)).toBe('1.4 MB');
  });
});
