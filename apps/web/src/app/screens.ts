import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Feature, MENU, Perm, type FeatureKey, type FeatureStates } from '@jobline/shared';

export interface Screen {
  path: string;
  title: string;
  /**
   * The permission id the route needs (the server checks its calls too). A menu screen's is its menu
   * entry's in the one permission map (packages/shared MENU, O-45); only screens outside the menu name
   * their own here.
   */
  permission?: number;
  /** The feature switch it belongs to: while the super admin has it off, the screen leaves the menu. */
  feature?: FeatureKey;
  /** True when this screen is the one a side-menu entry of the same path points to. */
  inMenu: boolean;
  component: LazyExoticComponent<ComponentType>;
}

/** Pages load on demand, so each route only downloads its own code. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const DEFINED: readonly Screen[] = [
  {
    // Picks the Job dashboard (41), Home (17, with its division query) or a welcome page.
    path: '/',
    title: 'Home',
    // The menu's Employee Activities entry (17) opens it with the division query.
    inMenu: true,
    component: page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
  },
  {
    path: '/job-dashboard',
    title: 'Job Dashboard',
    inMenu: true,
    component: page(() => import('../features/dashboard/JobDashboardPage'), 'JobDashboardPage'),
  },
  {
    path: '/user-profile',
    title: 'My Profile',
    inMenu: false,
    component: page(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
  },
  {
    path: '/super-admin',
    title: 'Super Admin',
    inMenu: true,
    component: page(() => import('../features/admin/SuperAdminPage'), 'SuperAdminPage'),
  },
  {
    path: '/all-jobs',
    title: 'Jobs',
    inMenu: true,
    component: page(() => import('../features/jobAdmin/JobsListPage'), 'JobsListPage'),
  },
  {
    path: '/job-request',
    title: 'Job Request',
    inMenu: true,
    component: page(() => import('../features/intake/JobRequestPage'), 'JobRequestPage'),
  },
  {
    path: '/job-request/my-requests',
    title: 'My Job Requests',
    permission: Perm.JOB_REQUESTS,
    inMenu: false,
    component: page(() => import('../features/intake/MyJobRequestsPage'), 'MyJobRequestsPage'),
  },
  {
    path: '/new-job',
    title: 'New Job',
    inMenu: true,
    component: page(() => import('../features/intake/NewJobPage'), 'NewJobPage'),
  },
  {
    path: '/pending-approvals',
    title: 'Pending Approvals',
    inMenu: true,
    component: page(() => import('../features/intake/PendingApprovalsPage'), 'PendingApprovalsPage'),
  },
  {
    path: '/quick-job-monitor',
    title: 'Quick Job Monitor',
    inMenu: true,
    component: page(() => import('../features/quickJobs/QuickJobMonitorPage'), 'QuickJobMonitorPage'),
  },
  {
    path: '/edit-job-details',
    title: 'Job Details',
    inMenu: true,
    component: page(() => import('../features/jobAdmin/JobDetailsPage'), 'JobDetailsPage'),
  },
  {
    path: '/edit-job-details/edit',
    title: 'Edit Job Details',
    permission: Perm.JOB_DETAILS,
    inMenu: false,
    component: page(() => import('../features/intake/EditJobPage'), 'EditJobPage'),
  },
  {
    path: '/employee',
    title: 'Employees',
    inMenu: true,
    component: page(() => import('../features/people/EmployeesPage'), 'EmployeesPage'),
  },
  {
    path: '/customer',
    title: 'Customer Registration',
    inMenu: true,
    component: page(() => import('../features/customers/CustomersPage'), 'CustomersPage'),
  },
  {
    path: '/customer/import',
    title: 'Import customers',
    permission: Perm.CUSTOMERS,
    inMenu: false,
    component: page(() => import('../features/imports/ImportPage'), 'ImportPage'),
  },
  {
    path: '/holiday-planner',
    title: 'Holiday Planner',
    inMenu: true,
    component: page(() => import('../features/holidays/HolidayPlannerPage'), 'HolidayPlannerPage'),
  },
  {
    path: '/service-add',
    title: 'Service Details Add',
    inMenu: true,
    component: page(() => import('../features/services/ServiceAddPage'), 'ServiceAddPage'),
  },
  {
    path: '/service-details',
    title: 'Service Details',
    inMenu: true,
    component: page(() => import('../features/services/ServiceDetailsPage'), 'ServiceDetailsPage'),
  },
  {
    path: '/leave-details',
    title: 'Employee Leave Details',
    inMenu: true,
    component: page(() => import('../features/leave/LeaveDetailsPage'), 'LeaveDetailsPage'),
  },
  {
    path: '/role-management',
    title: 'Role Management',
    inMenu: true,
    component: page(() => import('../features/access/RoleManagementPage'), 'RoleManagementPage'),
  },
  {
    path: '/task-assign',
    title: 'Unassigned Tasks',
    inMenu: true,
    component: page(() => import('../features/taskAssign/TaskAssignPage'), 'TaskAssignPage'),
  },
  {
    path: '/jobTasking',
    title: 'Unassigned Tasks',
    permission: Perm.TASK_ASSIGNING,
    inMenu: false,
    component: page(() => import('../features/taskAssign/TaskAssignPage'), 'TaskAssignPage'),
  },
  {
    path: '/task-edit',
    title: 'Assigned Tasks',
    inMenu: true,
    component: page(() => import('../features/taskAssign/TaskReassignPage'), 'TaskReassignPage'),
  },
  {
    path: '/tasking',
    title: 'Create Task',
    inMenu: true,
    component: page(() => import('../features/tasking/TaskingPage'), 'TaskingPage'),
  },
  {
    path: '/employee_plan',
    title: 'Employee Plan',
    inMenu: true,
    component: page(() => import('../features/planning/EmployeePlanPage'), 'EmployeePlanPage'),
  },
  {
    path: '/jobs',
    title: 'Tasks',
    inMenu: true,
    component: page(() => import('../features/boards/JobCardsPage'), 'JobCardsPage'),
  },
  {
    path: '/qcs',
    title: 'QC Tasks',
    inMenu: true,
    component: page(() => import('../features/boards/QcCardsPage'), 'QcCardsPage'),
  },
  {
    path: '/job',
    title: 'Job Board',
    permission: Perm.TASKS,
    inMenu: false,
    component: page(() => import('../features/boards/JobBoardPage'), 'JobBoardPage'),
  },
  {
    path: '/qc',
    title: 'QC Board',
    permission: Perm.QC_TASKS,
    inMenu: false,
    component: page(() => import('../features/boards/QcBoardPage'), 'QcBoardPage'),
  },
  {
    path: '/job-authorization',
    title: 'Job Authorization',
    inMenu: true,
    component: page(() => import('../features/taskApprovals/JobAuthorizationPage'), 'JobAuthorizationPage'),
  },
  {
    path: '/employee-daily-activity',
    title: 'Employee Worksheet',
    inMenu: true,
    component: page(() => import('../features/worksheets/WorksheetPage'), 'WorksheetPage'),
  },
  {
    path: '/jobs-details-report',
    title: 'Jobs In Detail',
    inMenu: true,
    component: page(() => import('../features/reports/JobsInDetailPage'), 'JobsInDetailPage'),
  },
  {
    path: '/pending-jobs',
    title: 'Pending Jobs',
    inMenu: true,
    component: page(() => import('../features/reports/PendingJobsPage'), 'PendingJobsPage'),
  },
  {
    path: '/created-jobs',
    title: 'Created Jobs',
    inMenu: true,
    component: page(() => import('../features/reports/CreatedJobsPage'), 'CreatedJobsPage'),
  },
  {
    path: '/user-pending-jobs',
    title: 'My Pending Jobs',
    inMenu: true,
    component: page(() => import('../features/reports/MyPendingJobsPage'), 'MyPendingJobsPage'),
  },
  {
    path: '/daily-job-allocations',
    title: 'Daily Job Allocations',
    inMenu: true,
    component: page(() => import('../features/reports/JobAllocationsPage'), 'JobAllocationsPage'),
  },
  {
    path: '/daily-attendance',
    title: 'Daily Attendance',
    inMenu: true,
    component: page(() => import('../features/reports/AttendancePage'), 'AttendancePage'),
  },
  {
    path: '/customer/job-type-report',
    title: 'Customer Wise Job Type',
    inMenu: true,
    component: page(() => import('../features/reports/CustomerJobTypePage'), 'CustomerJobTypePage'),
  },
  {
    path: '/employee/job-type-report',
    title: 'Employee Wise Job Type',
    inMenu: true,
    component: page(() => import('../features/reports/EmployeeJobTypePage'), 'EmployeeJobTypePage'),
  },
  {
    // Reached from the worksheet's employee name and Home's cards; the server decides whose.
    path: '/summary',
    title: 'Employee Summary',
    inMenu: false,
    component: page(() => import('../features/summaries/SummaryPage'), 'SummaryPage'),
  },
  {
    path: '/emp_activity',
    title: 'Jobs',
    inMenu: false,
    component: page(() => import('../features/summaries/EmpActivityPage'), 'EmpActivityPage'),
  },
  {
    path: '/emp_daily_activity',
    title: 'Employee Worksheet',
    permission: Perm.EMPLOYEE_DAILY_ACTIVITY,
    inMenu: false,
    component: page(() => import('../features/worksheets/WorksheetPage'), 'WorksheetPage'),
  },
  {
    path: '/qjm',
    title: 'Quick Jobs',
    feature: Feature.QUICK_JOB_MANAGER,
    inMenu: false,
    component: page(() => import('../features/quickJobManager/QuickJobManagerPage'), 'QuickJobManagerPage'),
  },
  {
    path: '/qjm/online-urgent-jobs',
    title: 'Quick and Online Jobs',
    feature: Feature.QUICK_JOB_MANAGER,
    inMenu: false,
    component: page(() => import('../features/quickJobManager/QuickJobFormPage'), 'QuickJobFormPage'),
  },
];

/** Home ('/') stays open to all: it picks the page the user's rights allow, its menu entry needs 17. */
const OPEN_MENU_PATHS = new Set(['/']);
const menuPermission = new Map(
  MENU.flatMap((group) => group.items).map((item) => [item.path, item.permission]),
);

export const SCREENS: readonly Screen[] = DEFINED.map((screen) =>
  screen.inMenu && !OPEN_MENU_PATHS.has(screen.path)
    ? { ...screen, permission: menuPermission.get(screen.path) ?? screen.permission }
    : screen,
);

/** Menu entries appear only once their screen exists. */
export const MENU_PATHS: ReadonlySet<string> = new Set(SCREENS.filter((s) => s.inMenu).map((s) => s.path));

/** The menu's screens less those whose feature the super admin has switched off. */
export const menuPathsOn = (features: FeatureStates): ReadonlySet<string> =>
  new Set(SCREENS.filter((s) => s.inMenu && (!s.feature || features[s.feature])).map((s) => s.path));

/** Whether a path's screen is on (paths of no switched screen always are). */
export const pathOn = (path: string, features: FeatureStates): boolean => {
  const screen = SCREENS.find((s) => s.path === path);
  return !screen?.feature || features[screen.feature];
};
