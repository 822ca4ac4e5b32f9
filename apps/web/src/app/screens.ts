import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Perm } from '@jobline/shared';

export interface Screen {
  path: string;
  title: string;
  /** The permission id the route needs (the server checks its calls too). */
  permission?: number;
  /** True when this screen is the one a side-menu entry of the same path points to. */
  inMenu: boolean;
  component: LazyExoticComponent<ComponentType>;
}

/** Pages load on demand, so each route only downloads its own code. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

export const SCREENS: readonly Screen[] = [
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
    permission: Perm.DASHBOARD,
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
    permission: Perm.SUPER_ADMIN,
    inMenu: true,
    component: page(() => import('../features/admin/SuperAdminPage'), 'SuperAdminPage'),
  },
  {
    path: '/all-jobs',
    title: 'Jobs',
    permission: Perm.JOBS,
    inMenu: true,
    component: page(() => import('../features/jobAdmin/JobsListPage'), 'JobsListPage'),
  },
  {
    path: '/job-request',
    title: 'Job Request',
    permission: Perm.JOB_REQUESTS,
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
    permission: Perm.NEW_JOB,
    inMenu: true,
    component: page(() => import('../features/intake/NewJobPage'), 'NewJobPage'),
  },
  {
    path: '/pending-approvals',
    title: 'Pending Approvals',
    permission: Perm.PENDING_APPROVALS,
    inMenu: true,
    component: page(() => import('../features/intake/PendingApprovalsPage'), 'PendingApprovalsPage'),
  },
  {
    path: '/quick-job-monitor',
    title: 'Quick Job Monitor',
    permission: Perm.QUICK_JOB_MONITOR,
    inMenu: true,
    component: page(() => import('../features/quickJobs/QuickJobMonitorPage'), 'QuickJobMonitorPage'),
  },
  {
    path: '/edit-job-details',
    title: 'Job Details',
    permission: Perm.JOB_DETAILS,
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
    permission: Perm.EMPLOYEES,
    inMenu: true,
    component: page(() => import('../features/people/EmployeesPage'), 'EmployeesPage'),
  },
  {
    path: '/customer',
    title: 'Customer Registration',
    permission: Perm.CUSTOMERS,
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
    permission: Perm.HOLIDAY_PLANNER,
    inMenu: true,
    component: page(() => import('../features/holidays/HolidayPlannerPage'), 'HolidayPlannerPage'),
  },
  {
    path: '/service-add',
    title: 'Service Details Add',
    permission: Perm.SERVICE,
    inMenu: true,
    component: page(() => import('../features/services/ServiceAddPage'), 'ServiceAddPage'),
  },
  {
    path: '/service-details',
    title: 'Service Details',
    permission: Perm.SERVICE,
    inMenu: true,
    component: page(() => import('../features/services/ServiceDetailsPage'), 'ServiceDetailsPage'),
  },
  {
    path: '/leave-details',
    title: 'Employee Leave Details',
    permission: Perm.EMPLOYEE_LEAVE_DETAILS,
    inMenu: true,
    component: page(() => import('../features/leave/LeaveDetailsPage'), 'LeaveDetailsPage'),
  },
  {
    path: '/role-management',
    title: 'Role Management',
    permission: Perm.ROLE_MANAGEMENT,
    inMenu: true,
    component: page(() => import('../features/access/RoleManagementPage'), 'RoleManagementPage'),
  },
  {
    path: '/task-assign',
    title: 'Unassigned Tasks',
    permission: Perm.TASK_ASSIGNING,
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
    permission: Perm.TASK_REASSIGNING,
    inMenu: true,
    component: page(() => import('../features/taskAssign/TaskReassignPage'), 'TaskReassignPage'),
  },
  {
    path: '/tasking',
    title: 'Create Task',
    permission: Perm.CREATE_TASK,
    inMenu: true,
    component: page(() => import('../features/tasking/TaskingPage'), 'TaskingPage'),
  },
  {
    path: '/employee_plan',
    title: 'Employee Plan',
    permission: Perm.CALENDAR,
    inMenu: true,
    component: page(() => import('../features/planning/EmployeePlanPage'), 'EmployeePlanPage'),
  },
  {
    path: '/jobs',
    title: 'Tasks',
    permission: Perm.TASKS,
    inMenu: true,
    component: page(() => import('../features/boards/JobCardsPage'), 'JobCardsPage'),
  },
  {
    path: '/qcs',
    title: 'QC Tasks',
    permission: Perm.QC_TASKS,
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
    permission: Perm.JOB_AUTHORIZATION,
    inMenu: true,
    component: page(() => import('../features/taskApprovals/JobAuthorizationPage'), 'JobAuthorizationPage'),
  },
  {
    path: '/employee-daily-activity',
    title: 'Employee Worksheet',
    permission: Perm.EMPLOYEE_DAILY_ACTIVITY,
    inMenu: true,
    component: page(() => import('../features/worksheets/WorksheetPage'), 'WorksheetPage'),
  },
  {
    path: '/jobs-details-report',
    title: 'Jobs In Detail',
    permission: Perm.JOBS_IN_DETAIL,
    inMenu: true,
    component: page(() => import('../features/reports/JobsInDetailPage'), 'JobsInDetailPage'),
  },
  {
    path: '/pending-jobs',
    title: 'Pending Jobs',
    permission: Perm.PENDING_JOBS,
    inMenu: true,
    component: page(() => import('../features/reports/PendingJobsPage'), 'PendingJobsPage'),
  },
  {
    path: '/created-jobs',
    title: 'Created Jobs',
    permission: Perm.CREATED_JOBS,
    inMenu: true,
    component: page(() => import('../features/reports/CreatedJobsPage'), 'CreatedJobsPage'),
  },
  {
    path: '/user-pending-jobs',
    title: 'My Pending Jobs',
    permission: Perm.MY_PENDING_JOBS,
    inMenu: true,
    component: page(() => import('../features/reports/MyPendingJobsPage'), 'MyPendingJobsPage'),
  },
  {
    path: '/daily-job-allocations',
    title: 'Daily Job Allocations',
    permission: Perm.DAILY_JOB_ALLOCATIONS,
    inMenu: true,
    component: page(() => import('../features/reports/JobAllocationsPage'), 'JobAllocationsPage'),
  },
  {
    path: '/daily-attendance',
    title: 'Daily Attendance',
    permission: Perm.DAILY_ATTENDANCE,
    inMenu: true,
    component: page(() => import('../features/reports/AttendancePage'), 'AttendancePage'),
  },
  {
    path: '/customer/job-type-report',
    title: 'Customer Wise Job Type',
    permission: Perm.CUSTOMER_JOB_TYPE,
    inMenu: true,
    component: page(() => import('../features/reports/CustomerJobTypePage'), 'CustomerJobTypePage'),
  },
  {
    path: '/employee/job-type-report',
    title: 'Employee Wise Job Type',
    permission: Perm.EMPLOYEE_JOB_TYPE,
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
    inMenu: false,
    component: page(() => import('../features/quickJobManager/QuickJobManagerPage'), 'QuickJobManagerPage'),
  },
  {
    path: '/qjm/online-urgent-jobs',
    title: 'Quick and Online Jobs',
    inMenu: false,
    component: page(() => import('../features/quickJobManager/QuickJobFormPage'), 'QuickJobFormPage'),
  },
];

/** Menu entries appear only once their screen exists. */
export const MENU_PATHS: ReadonlySet<string> = new Set(SCREENS.filter((s) => s.inMenu).map((s) => s.path));
