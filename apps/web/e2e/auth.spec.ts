import { Msg } from '@jobline/shared';
import { DEMO_PASSWORD, expect, expectAccessible, loginAs, logout, test } from './fixtures';

test.describe('login and the shell', () => {
  test('a wrong password shows the status 1 message and keeps the e-mail', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill('employee@demo.local');
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText(Msg.auth.invalidCredentials);
    await expect(page.getByLabel('E-mail')).toHaveValue('employee@demo.local');
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(Msg.auth.emailRequired)).toBeVisible();
    await expect(page.getByText(Msg.auth.passwordRequired)).toBeVisible();
  });

  test('a protected page sends a visitor to login and back after it', async ({ page }) => {
    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser-profile/);
    await page.getByLabel('E-mail').fill('employee@demo.local');
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    // A logged-in user opening login goes to the layout.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('logout revokes the session: the old token no longer works', async ({ page }) => {
    await loginAs(page, 'lead@demo.local');
    const token = await page.evaluate(() => localStorage.getItem('jobline.token'));
    expect(token).toBeTruthy();
    await logout(page);
    const status = await page.evaluate(async (t) => {
      const res = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${t}` } });
      return res.status;
    }, token);
    expect(status).toBe(401);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('unknown paths show the not found view inside the layout', async ({ page }) => {
    await loginAs(page, 'employee@demo.local');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: Msg.shell.notFound })).toBeVisible();
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await expectAccessible(page);
  });
});

// The menu entries each demo role sees, given its default rights and the screens that exist.
const JOBS_ALL = ['All Jobs', 'Job Requests', 'New Job', 'Pending Approvals'];
const PLANNING = ['Create Task', 'Task Assigning', 'Calendar', 'Tasks Re-Assigning', 'Job Authorization'];
// My Pending Jobs has its own permission (43, O-33), held by every demo role.
const MY_JOBS = ['Tasks', 'QC Tasks', 'My Pending Jobs'];
const SERVICE = ['Service Add', 'Service Details'];
// The worksheet (21) is held by every demo role; the other reports by their own permissions.
const REPORTS = ['Employee Daily Activity'];
const REPORTS_ALL = [
  'Employee Daily Activity',
  'Jobs In Detail',
  'Pending Jobs',
  'Created Jobs',
  'Daily Job Allocations',
  'Daily Attendance',
  'Customer Wise Job Type',
  'Employee Wise Job Type',
];
const SETTINGS_ALL = [
  'Employee',
  'Customer Registration',
  'Holiday Planner',
  'Job Details',
  'Role Management',
];
// Home (17) and the Job dashboard (41) head the menu of those who hold them.
const DASHBOARDS = ['Employee Activities', 'Job Dashboard'];
const MENUS: Record<string, string[]> = {
  'super@demo.local': [
    ...DASHBOARDS,
    'Super Admin',
    'Quick Job Monitor',
    'Employee Leave Details',
    ...JOBS_ALL,
    ...PLANNING,
    ...MY_JOBS,
    ...SERVICE,
    ...REPORTS_ALL,
    ...SETTINGS_ALL,
  ],
  'admin@demo.local': [
    ...DASHBOARDS,
    'Quick Job Monitor',
    'Employee Leave Details',
    ...JOBS_ALL,
    ...PLANNING,
    ...MY_JOBS,
    ...SERVICE,
    ...REPORTS_ALL,
    ...SETTINGS_ALL,
  ],
  'director@demo.local': [
    ...DASHBOARDS,
    'Quick Job Monitor',
    'Employee Leave Details',
    ...JOBS_ALL,
    'Calendar',
    'Job Authorization',
    ...MY_JOBS,
    ...SERVICE,
    ...REPORTS_ALL,
    'Job Details',
  ],
  'hod@demo.local': [
    'Employee Activities',
    'Employee Leave Details',
    'All Jobs',
    'Job Requests',
    'New Job',
    ...PLANNING,
    ...MY_JOBS,
    ...REPORTS,
    'Jobs In Detail',
    'Pending Jobs',
    'Daily Job Allocations',
    'Daily Attendance',
  ],
  'lead@demo.local': [
    'Employee Activities',
    'All Jobs',
    'Job Requests',
    'New Job',
    ...PLANNING,
    ...MY_JOBS,
    ...REPORTS,
    'Jobs In Detail',
    'Pending Jobs',
    'Daily Job Allocations',
  ],
  'coordinator@demo.local': [...JOBS_ALL, 'Calendar', ...MY_JOBS, ...REPORTS],
  'qjm@demo.local': ['Quick Job Monitor', 'All Jobs', 'Job Requests', 'Calendar', ...MY_JOBS, ...REPORTS],
  'employee@demo.local': ['Calendar', ...MY_JOBS, ...REPORTS],
};

test.describe('each role sees only its menu', () => {
  for (const [email, entries] of Object.entries(MENUS)) {
    test(`${email}`, async ({ page }) => {
      await loginAs(page, email);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      if (entries.length === 0) {
        await expect(page.getByText('No screens are available to your role yet.')).toBeVisible();
      } else {
        await expect(menu.getByRole('link')).toHaveText(entries);
      }
      if (!entries.includes('Role Management')) {
        // The route is guarded for real, not only hidden.
        await page.goto('/role-management');
        await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
      }
      await expectAccessible(page);
    });
  }
});
