import { ATTENDANCE_MARKS, Msg, type AttendanceMark, type AttendanceResponse } from '@jobline/shared';
import type { ReportColumn, TableReport } from '../../exports/report';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'March 2031' for '2031-03'. */
export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A day's cell as printed: the mark's letter, then the hours worked ("HD 4:00", "7:45", "A"). */
export function attendanceCell(day: { worked_hours: string; color: string | null }) {
  const letter = day.color ? ATTENDANCE_MARKS[day.color as AttendanceMark].letter : '';
  return [letter, day.worked_hours].filter(Boolean).join(' ');
}

/** Light tints of the screen's mark colours: the files colour a day as the grid does, under its letter. */
const TINTS: Partial<Record<AttendanceMark, string>> = {
  holiday: '#e5dbff',
  leave: '#ffe3e3',
  half_day: '#ffe8cc',
  short_leave: '#fff3bf',
  absent: '#e9ecef',
};

/** The legend in letters, so a black-and-white print reads as well as the colours on screen. */
export const ATTENDANCE_LEGEND = (['holiday', 'leave', 'half_day', 'short_leave', 'absent'] as const)
  .map((m) => `${ATTENDANCE_MARKS[m].letter} ${ATTENDANCE_MARKS[m].label}`)
  .join(' · ');

/** The grid as a report: a column per day of the month, then the month's totals. */
export function attendanceTable(
  grid: AttendanceResponse,
  division: string | null,
): Omit<TableReport, 'notes'> {
  const columns: ReportColumn[] = [
    { header: 'Employee', width: 'normal' },
    { header: 'Code', width: 'narrow' },
    ...grid.days.map((d) => ({ header: String(Number(d.slice(8))), width: 'narrow' as const })),
    { header: 'Worked', width: 'narrow', minutes: true },
    { header: 'Absent', width: 'narrow', decimals: 0 },
    { header: 'Leave', width: 'narrow', decimals: 2 },
  ];
  return {
    title: 'Daily Attendance',
    facts: [
      ['Department', division ?? Msg.reports.allDivisions],
      ['Month', monthName(grid.month)],
      ['Marks', ATTENDANCE_LEGEND],
    ],
    columns,
    rows: grid.rows.map((r) => [
      r.name,
      r.emp_code,
      ...r.details.map(attendanceCell),
      r.worked_minutes,
      r.absent_days,
      r.leave_days,
    ]),
    cellFills: grid.rows.map((r) => [
      null,
      null,
      ...r.details.map((d) => (d.color ? (TINTS[d.color as AttendanceMark] ?? null) : null)),
      null,
      null,
      null,
    ]),
    landscape: true,
  };
}
