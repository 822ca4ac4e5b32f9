import { isCalendarDay, Perm, seesAllDivisions, type LoggedUser } from '@jobline/shared';

/** The worksheet's controls a user may use (screens §7.1); the server checks the same rights. */
export interface WorksheetRights {
  department: boolean;
  employee: boolean;
  range: boolean;
  inactive: boolean;
}

/** A company-wide viewer (super admin or 41) has every control; others what their role grants. */
export function worksheetRights(user: LoggedUser): WorksheetRights {
  const has = (p: number) => user.permissions.includes(p);
  const all = seesAllDivisions(user.role_id, user.permissions);
  return {
    department: all || has(Perm.WORKSHEET_DEPARTMENT_FILTER),
    employee: all || has(Perm.WORKSHEET_EMPLOYEE_FILTER),
    range: all || has(Perm.WORKSHEET_DATE_FILTER),
    inactive: all || has(Perm.WORKSHEET_INACTIVE_USERS),
  };
}

/** 'All employees': the department's daily summary instead of one worksheet. */
export const ALL_EMPLOYEES = 'all';

/** The filters a report was loaded with; they live in the address so a reload keeps them. */
export interface WorksheetFilters {
  division: number | null;
  /** An employee's id, or ALL_EMPLOYEES. */
  employee: string;
  start: string;
  end: string;
  inactive: boolean;
}

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The filters read from the address, held to what the user may choose: without a right its control
 * keeps the default (their own division, their own worksheet, one day).
 */
export function filtersFromQuery(
  query: URLSearchParams,
  user: LoggedUser,
  rights: WorksheetRights,
  today: string,
): WorksheetFilters {
  const start = query.get('start');
  const end = query.get('end');
  const first = start && isCalendarDay(start) ? start : today;
  const last = rights.range && end && isCalendarDay(end) ? end : first;
  const employee = query.get('employee');
  const pickedEmployee = employee === ALL_EMPLOYEES || idOf(employee) !== null ? employee! : null;
  return {
    division: (rights.department ? idOf(query.get('division')) : null) ?? user.division_id,
    employee: rights.employee && pickedEmployee ? pickedEmployee : String(user.id),
    start: first,
    end: last,
    inactive: rights.inactive && query.get('inactive') === '1',
  };
}

/** The address query of a set of filters (the defaults are left out to keep it short). */
export function queryOfFilters(filters: WorksheetFilters, user: LoggedUser): Record<string, string> {
  const query: Record<string, string> = { start: filters.start, end: filters.end };
  if (filters.division !== null && filters.division !== user.division_id)
    query.division = String(filters.division);
  if (filters.employee !== String(user.id)) query.employee = filters.employee;
  if (filters.inactive) query.inactive = '1';
  return query;
}
