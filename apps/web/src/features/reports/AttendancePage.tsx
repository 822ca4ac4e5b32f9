import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import {
  ATTENDANCE_MARKS,
  attendanceRequest,
  AttendanceMark,
  Msg,
  type AttendanceRequest,
  type AttendanceResponse,
  weekdayOf,
} from '@jobline/shared';
import { MonthInput } from '../../components/DayPicker';
import { Busy } from '../../components/Loaders';
import { QueryError } from '../../components/QueryError';
import { useCompanyToday } from '../auth/useCompanyToday';
import { REPORT_CALLS, useAttendance } from './api';
import classes from './attendance.module.css';
import { ReportDownloads } from './ReportDownloads';
import { DepartmentFilter, FiltersPanel } from './ReportFilters';
import { ReportHeader } from './ReportHeader';
import { useReportFilters } from './useReportFilters';

const LEGEND: AttendanceMark[] = [
  AttendanceMark.HOLIDAY,
  AttendanceMark.LEAVE,
  AttendanceMark.HALF_DAY,
  AttendanceMark.SHORT_LEAVE,
  AttendanceMark.ABSENT,
];
const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/**
 * Daily Attendance (screens §8.6, permission 26): a department's people by the days of a month,
 * the hours each worked as their worksheet counts them, and each day's mark in colour and letter.
 */
export function AttendancePage() {
  const today = useCompanyToday();
  const f = useReportFilters(
    attendanceRequest,
    { division_id: null, month: today.slice(0, 7), inactive: false } satisfies AttendanceRequest,
    true,
  );
  const grid = useAttendance(f.applied);
  const d = f.draft as AttendanceRequest;

  return (
    <Stack gap="md">
      <ReportHeader
        title="Daily Attendance"
        about="Who worked, who was on leave and who was absent, day by day."
      >
        <ReportDownloads call={REPORT_CALLS.attendance} filters={f.applied} />
      </ReportHeader>
      <FiltersPanel loaded onLoad={f.load} loadLabel={Msg.reports.loadReport}>
        <DepartmentFilter
          value={d.division_id ?? null}
          onChange={(division_id) => f.change({ division_id })}
        />
        <MonthInput
          label="Month"
          value={d.month ? `${d.month}-01` : null}
          onChange={(value) => f.change({ month: value ? String(value).slice(0, 7) : '' })}
          maxDate={today}
          leftSection={<IconCalendarMonth size={16} aria-hidden />}
          error={f.errors.month}
          w={{ base: '100%', xs: 190 }}
        />
        <Checkbox
          label="Load inactive users"
          checked={Boolean(d.inactive)}
          onChange={(e) => f.change({ inactive: e.currentTarget.checked })}
          mb={8}
        />
      </FiltersPanel>
      <Legend />
      {grid.isError ? (
        <QueryError what="the attendance" error={grid.error} onRetry={() => grid.refetch()} />
      ) : !grid.data ? (
        <Busy label="Loading the attendance" />
      ) : grid.data.rows.length === 0 ? (
        <Text c="dimmed">Nobody in this department for the month.</Text>
      ) : (
        <AttendanceGrid grid={grid.data} fetching={grid.isFetching} />
      )}
    </Stack>
  );
}

function Legend() {
  return (
    <Group gap="md" aria-label="What the marks mean" role="list">
      {LEGEND.map((mark) => (
        <Group key={mark} gap={6} role="listitem">
          <span className={`${classes.swatch} ${classes[mark]}`}>{ATTENDANCE_MARKS[mark].letter}</span>
          <Text size="sm">{ATTENDANCE_MARKS[mark].label}</Text>
        </Group>
      ))}
      <Text size="sm" c="dimmed">
        Hours are H:MM worked, as on the worksheet.
      </Text>
    </Group>
  );
}

function AttendanceGrid({ grid, fetching }: { grid: AttendanceResponse; fetching: boolean }) {
  return (
    // The grid scrolls sideways: its frame takes the keyboard so the arrows can scroll it.
    <div
      className={classes.frame}
      aria-busy={fetching}
      tabIndex={0}
      role="region"
      aria-label="Attendance grid"
    >
      <table className={classes.grid} aria-label={`Attendance, ${grid.month}`}>
        <thead>
          <tr>
            <th scope="col" className={classes.person}>
              Employee
            </th>
            {grid.days.map((day) => (
              <th key={day} scope="col" className={classes.day}>
                {WEEKDAYS[weekdayOf(day)]}
                <br />
                {Number(day.slice(8))}
              </th>
            ))}
            <th scope="col">Worked</th>
            <th scope="col">Absent</th>
            <th scope="col">Leave</th>
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.user_id}>
              <th scope="row" className={classes.person}>
                {row.name}
                <Text span size="xs" c="dimmed">
                  {' '}
                  {row.emp_code}
                </Text>
              </th>
              {row.details.map((day) => {
                const mark = day.color as AttendanceMark | null;
                const label = mark ? ATTENDANCE_MARKS[mark] : null;
                return (
                  <td
                    key={day.date_}
                    className={mark ? classes[mark] : undefined}
                    title={[label?.label, day.worked_hours].filter(Boolean).join(', ') || undefined}
                  >
                    {label?.letter && <span className={classes.letter}>{label.letter}</span>}
                    {label?.letter && day.worked_hours ? <br /> : null}
                    {day.worked_hours}
                  </td>
                );
              })}
              <td>
                {Math.floor(row.worked_minutes / 60)}:{String(row.worked_minutes % 60).padStart(2, '0')}
              </td>
              <td>{row.absent_days}</td>
              <td>{row.leave_days}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
