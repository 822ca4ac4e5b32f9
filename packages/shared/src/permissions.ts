/**
 * The one map of rights: permission ids 1–43 (37 is unused), their names and groups, and the
 * side menu built from them. The server declares route rights with these ids, the web app hides
 * menu entries and guards routes with the same ids (rules R-186, O-45).
 */
import { RoleId } from './enums';

export const Perm = {
  SUPER_ADMIN: 1,
  ADMIN_MENU: 2,
  QUICK_JOB_MONITOR: 3,
  EMPLOYEE_LEAVE_DETAILS: 4,
  JOBS: 5,
  JOB_REQUESTS: 6,
  NEW_JOB: 7,
  PENDING_APPROVALS: 8,
  CREATE_TASK: 9,
  TASK_ASSIGNING: 10,
  CALENDAR: 11,
  TASK_REASSIGNING: 12,
  JOB_AUTHORIZATION: 13,
  MY_JOBS_MENU: 14,
  TASKS: 15,
  QC_TASKS: 16,
  EMPLOYEE_ACTIVITIES: 17,
  SERVICE_MENU: 18,
  SERVICE: 19,
  REPORTS_MENU: 20,
  EMPLOYEE_DAILY_ACTIVITY: 21,
  JOBS_IN_DETAIL: 22,
  PENDING_JOBS: 23,
  CREATED_JOBS: 24,
  DAILY_JOB_ALLOCATIONS: 25,
  DAILY_ATTENDANCE: 26,
  CUSTOMER_JOB_TYPE: 27,
  EMPLOYEE_JOB_TYPE: 28,
  SETTINGS_MENU: 29,
  EMPLOYEES: 30,
  CUSTOMERS: 31,
  HOLIDAY_PLANNER: 32,
  JOB_DETAILS: 33,
  ROLE_MANAGEMENT: 34,
  WORKSHEET_DEPARTMENT_FILTER: 35,
  WORKSHEET_EMPLOYEE_FILTER: 36,
  WORKSHEET_DATE_FILTER: 38,
  WORKSHEET_INACTIVE_USERS: 39,
  REVIEW_PRESETS: 40,
  DASHBOARD: 41,
  DASHBOARD_LIVE: 42,
  /** O-33: split off Employee Daily Activity (21), which gated both screens. */
  MY_PENDING_JOBS: 43,
} as const;

export type PermissionId = number;

export interface PermissionGroupDef {
  id: number;
  name: string;
  icon: string;
}

export const PERMISSION_GROUPS: readonly PermissionGroupDef[] = [
  { id: 1, name: 'Dashboard', icon: 'dashboard' },
  { id: 2, name: 'Super Admin', icon: 'shield' },
  { id: 3, name: 'Admin', icon: 'user-shield' },
  { id: 4, name: 'Jobs', icon: 'briefcase' },
  { id: 5, name: 'Tasks', icon: 'list-check' },
  { id: 6, name: 'My Jobs', icon: 'layout-kanban' },
  { id: 7, name: 'Service', icon: 'tool' },
  { id: 8, name: 'Reports', icon: 'report' },
  { id: 9, name: 'Settings', icon: 'settings' },
  { id: 10, name: 'Worksheet', icon: 'clock' },
];

export interface PermissionDef {
  id: PermissionId;
  name: string;
  groupId: number;
}

export const PERMISSIONS: readonly PermissionDef[] = [
  { id: 41, name: 'Dashboard', groupId: 1 },
  { id: 17, name: 'Employee Activities', groupId: 1 },
  { id: 42, name: 'Dashboard live reload', groupId: 1 },
  { id: 1, name: 'Super Admin', groupId: 2 },
  { id: 2, name: 'Admin menu', groupId: 3 },
  { id: 3, name: 'Quick Job Monitor', groupId: 3 },
  { id: 4, name: 'Employee Leave Details', groupId: 3 },
  { id: 5, name: 'Jobs', groupId: 4 },
  { id: 6, name: 'Job Requests', groupId: 4 },
  { id: 7, name: 'New Job', groupId: 4 },
  { id: 8, name: 'Pending Approvals', groupId: 4 },
  { id: 9, name: 'Create Task', groupId: 5 },
  { id: 10, name: 'Task Assigning', groupId: 5 },
  { id: 11, name: 'Calendar', groupId: 5 },
  { id: 12, name: 'Tasks Re-Assigning', groupId: 5 },
  { id: 13, name: 'Job Authorization', groupId: 5 },
  { id: 14, name: 'My Jobs menu', groupId: 6 },
  { id: 15, name: 'Tasks', groupId: 6 },
  { id: 16, name: 'QC Tasks', groupId: 6 },
  { id: 18, name: 'Service menu', groupId: 7 },
  { id: 19, name: 'Service Add and Details', groupId: 7 },
  { id: 20, name: 'Reports menu', groupId: 8 },
  { id: 21, name: 'Employee Daily Activity', groupId: 8 },
  { id: 22, name: 'Jobs In Detail', groupId: 8 },
  { id: 23, name: 'Pending Jobs', groupId: 8 },
  { id: 24, name: 'Created Jobs', groupId: 8 },
  { id: 25, name: 'Daily Job Allocations', groupId: 8 },
  { id: 26, name: 'Daily Attendance', groupId: 8 },
  { id: 27, name: 'Customer Wise Job Type', groupId: 8 },
  { id: 28, name: 'Employee Wise Job Type', groupId: 8 },
  { id: 29, name: 'Settings menu', groupId: 9 },
  { id: 30, name: 'Employee', groupId: 9 },
  { id: 31, name: 'Customer Registration', groupId: 9 },
  { id: 32, name: 'Holiday Planner', groupId: 9 },
  { id: 33, name: 'Job Details', groupId: 9 },
  { id: 34, name: 'Role Management', groupId: 9 },
  { id: 35, name: 'Worksheet department filter', groupId: 10 },
  { id: 36, name: 'Worksheet employee filter', groupId: 10 },
  { id: 38, name: 'Worksheet date filter', groupId: 10 },
  { id: 39, name: 'Worksheet load inactive users', groupId: 10 },
  { id: 40, name: 'Review activity presets', groupId: 10 },
  { id: 43, name: 'My Pending Jobs', groupId: 6 },
];

export const ALL_PERMISSION_IDS: readonly PermissionId[] = PERMISSIONS.map((p) => p.id).sort((a, b) => a - b);

/** True when the user's permission list holds at least one of the ids. */
export function holdsAny(held: readonly number[], required: readonly number[]): boolean {
  return required.some((id) => held.includes(id));
}

/**
 * Who looks across the whole company: the super admin and holders of the company-wide Dashboard
 * (41). Everyone else who manages people (HODs, team leaders) does so for their own division only.
 * The server's policies and the web's controls ask this one question.
 */
export function seesAllDivisions(roleId: number | null, held: readonly number[]): boolean {
  return roleId === RoleId.SUPER_ADMIN || holdsAny(held, [Perm.DASHBOARD]);
}

export interface MenuItem {
  permission: PermissionId;
  label: string;
  path: string;
}

export interface MenuGroup {
  /** The group's own id (spec 000 §6); groups of top-level entries have none. */
  permission?: PermissionId;
  label: string;
  icon: string;
  items: MenuItem[];
}

/**
 * The side menu of spec 000 §6. A group shows when the user holds its id and at least one of its
 * items is visible; an item shows when the user holds its id and its screen exists.
 */
export const MENU: readonly MenuGroup[] = [
  {
    label: 'Dashboard',
    icon: 'dashboard',
    items: [
      { permission: Perm.EMPLOYEE_ACTIVITIES, label: 'Employee Activities', path: '/' },
      { permission: Perm.DASHBOARD, label: 'Job Dashboard', path: '/job-dashboard' },
    ],
  },
  {
    permission: Perm.SUPER_ADMIN,
    label: 'Super Admin',
    icon: 'shield',
    items: [{ permission: Perm.SUPER_ADMIN, label: 'Super Admin', path: '/super-admin' }],
  },
  {
    permission: Perm.ADMIN_MENU,
    label: 'Admin',
    icon: 'user-shield',
    items: [
      { permission: Perm.QUICK_JOB_MONITOR, label: 'Quick Job Monitor', path: '/quick-job-monitor' },
      {
        permission: Perm.EMPLOYEE_LEAVE_DETAILS,
        label: 'Employee Leave Details',
        path: '/leave-details',
      },
    ],
  },
  {
    permission: Perm.JOBS,
    label: 'Jobs',
    icon: 'briefcase',
    items: [
      { permission: Perm.JOBS, label: 'All Jobs', path: '/all-jobs' },
      { permission: Perm.JOB_REQUESTS, label: 'Job Requests', path: '/job-request' },
      { permission: Perm.NEW_JOB, label: 'New Job', path: '/new-job' },
      { permission: Perm.PENDING_APPROVALS, label: 'Pending Approvals', path: '/pending-approvals' },
    ],
  },
  {
    label: 'Planning',
    icon: 'list-check',
    items: [
      { permission: Perm.CREATE_TASK, label: 'Create Task', path: '/tasking' },
      { permission: Perm.TASK_ASSIGNING, label: 'Task Assigning', path: '/task-assign' },
      { permission: Perm.CALENDAR, label: 'Calendar', path: '/employee_plan' },
      { permission: Perm.TASK_REASSIGNING, label: 'Tasks Re-Assigning', path: '/task-edit' },
      { permission: Perm.JOB_AUTHORIZATION, label: 'Job Authorization', path: '/job-authorization' },
    ],
  },
  {
    permission: Perm.MY_JOBS_MENU,
    label: 'My Jobs',
    icon: 'layout-kanban',
    items: [
      { permission: Perm.TASKS, label: 'Tasks', path: '/jobs' },
      { permission: Perm.QC_TASKS, label: 'QC Tasks', path: '/qcs' },
      { permission: Perm.MY_PENDING_JOBS, label: 'My Pending Jobs', path: '/user-pending-jobs' },
    ],
  },
  {
    permission: Perm.SERVICE_MENU,
    label: 'Service',
    icon: 'tool',
    items: [
      { permission: Perm.SERVICE, label: 'Service Add', path: '/service-add' },
      { permission: Perm.SERVICE, label: 'Service Details', path: '/service-details' },
    ],
  },
  {
    permission: Perm.REPORTS_MENU,
    label: 'Reports',
    icon: 'report',
    items: [
      {
        permission: Perm.EMPLOYEE_DAILY_ACTIVITY,
        label: 'Employee Daily Activity',
        path: '/employee-daily-activity',
      },
      { permission: Perm.JOBS_IN_DETAIL, label: 'Jobs In Detail', path: '/jobs-details-report' },
      { permission: Perm.PENDING_JOBS, label: 'Pending Jobs', path: '/pending-jobs' },
      { permission: Perm.CREATED_JOBS, label: 'Created Jobs', path: '/created-jobs' },
      {
        permission: Perm.DAILY_JOB_ALLOCATIONS,
        label: 'Daily Job Allocations',
        path: '/daily-job-allocations',
      },
      { permission: Perm.DAILY_ATTENDANCE, label: 'Daily Attendance', path: '/daily-attendance' },
      {
        permission: Perm.CUSTOMER_JOB_TYPE,
        label: 'Customer Wise Job Type',
        path: '/customer/job-type-report',
      },
      {
        permission: Perm.EMPLOYEE_JOB_TYPE,
        label: 'Employee Wise Job Type',
        path: '/employee/job-type-report',
      },
    ],
  },
  {
    permission: Perm.SETTINGS_MENU,
    label: 'Settings',
    icon: 'settings',
    items: [
      { permission: Perm.EMPLOYEES, label: 'Employee', path: '/employee' },
      { permission: Perm.CUSTOMERS, label: 'Customer Registration', path: '/customer' },
      { permission: Perm.HOLIDAY_PLANNER, label: 'Holiday Planner', path: '/holiday-planner' },
      { permission: Perm.JOB_DETAILS, label: 'Job Details', path: '/edit-job-details' },
      { permission: Perm.ROLE_MANAGEMENT, label: 'Role Management', path: '/role-management' },
    ],
  },
];

/** The menu a user sees: the groups and items they hold, limited to screens that exist. */
export function visibleMenu(held: readonly number[], existingPaths: ReadonlySet<string>): MenuGroup[] {
  return MENU.map((group) => ({
    ...group,
    items: group.items.filter((i) => held.includes(i.permission) && existingPaths.has(i.path)),
  })).filter(
    (group) => (group.permission === undefined || held.includes(group.permission)) && group.items.length > 0,
  );
}
