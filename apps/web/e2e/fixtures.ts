import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import type { FeatureSwitch } from '@jobline/shared';

export const DEMO_PASSWORD = 'demo1234';

/**
 * Fails on serious or critical accessibility violations of the page as it is now. Every axe rule runs;
 * legacy mode checks the page in place instead of finishing in a new blank page, and only violations
 * are collected: together about three times faster, with the same findings (the app has no
 * cross-origin frames, which is what the new-page mode is for).
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * A person of the calling test's own, added by the demo admin: for tests that sign people out, change
 * passwords or need someone nothing has happened to yet, which the demo accounts other files log in
 * as must not feel. `roleId` 4 is a head of department, 8 an employee.
 */
export async function newEmployee(request: APIRequestContext, roleId = 4) {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@demo.local', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const { departments } = await (await request.get('/api/employee/getdepartment', { headers })).json();
  const department = departments[0].id as number;
  const { positions } = await (
    await request.get(`/api/employee/getposition/${department}`, { headers })
  ).json();
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `signin.${suffix}@test.local`;
  const res = await request.post('/api/employee/add', {
    headers,
    data: {
      code: `S${suffix}`.slice(0, 12),
      fname: 'Sanduni',
      lname: `Wijesinghe ${suffix}`,
      email,
      mobile: '0771234567',
      selected_department: department,
      pos_id: positions[0].id,
      role_id: roleId,
      user_type: 4,
      status: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await request.post('/api/auth/logout', { headers });
  return { email, password: (await res.json()).initial_password as string };
}

/**
 * Signs in through the API, as the login form does, and opens `path` in the shell: the form itself,
 * its messages and its redirect have their own tests (auth.spec, profile.spec); here it would only
 * cost every test a page load.
 */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD, path = '/') {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), `login of ${email}: ${await res.text()}`).toBe(200);
  const { access_token: token } = (await res.json()) as { access_token: string };
  // The token lives in the origin's local storage: set it from a small same-origin answer first.
  await page.goto('/api/health');
  await page.evaluate((t) => localStorage.setItem('jobline.token', t), token);
  await page.goto(path);
  await expect(page.getByTestId('profile-menu')).toBeVisible();
}

export async function logout(page: Page) {
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

/** Calls the API from the page with the page's own session, as the app itself would. */
export function callApi(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const token = localStorage.getItem('jobline.token');
      const res = await fetch(`/api/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { path, body },
  );
}

/** Puts the feature switches back as they were read (GET admin/allFeatures), as the super admin. */
export async function restoreFeatureSwitches(page: Page, switches: FeatureSwitch[]) {
  const res = await callApi(page, 'admin/changeFeatureStatus', {
    features: switches.map(({ id, feature, status }) => ({ id, feature, status })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export const test = base;
export { expect };

/** Demo job numbers carry the year they were seeded in: "J26-" in 2026. */
export const JOB_YEAR = `J${String(new Date().getFullYear()).slice(2)}-`;

/** Categories whose jobs need approval or an estimate: tests that want a plain job skip them. */
const NOT_PLAIN_CATEGORIES = [21, 25, 26, 29, 30];

/**
 * A New Job body copied from a job as GET job/{id} answers it, with the given fields on top, or null
 * when that job will not do (its category needs approval or an estimate, or it has no location).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function draftOf<F extends Record<string, unknown>>(j: any, fields: F) {
  if (!j || NOT_PLAIN_CATEGORIES.includes(j.job_category_id) || !j.location_id) return null;
  return {
    customer_id: j.customer_id,
    location_id: j.location_id,
    system_id: j.system_id,
    contact_person: j.contact_person,
    contact_number: j.contact_number,
    division_id: j.division_id,
    employee_id: j.employee_id,
    requested_by: j.requested_by,
    job_category_id: j.job_category_id,
    job_type: j.job_type,
    job_coordinator_id: j.job_coordinator_id,
    priority: 2,
    ...fields,
  };
}

/** draftOf a live job, read with the page's session. */
export async function draftFromJob(
  page: Page,
  jobId: number,
  fields: { due_date: string; job_description: string; job_title: string },
) {
  return draftOf((await callApi(page, `job/${jobId}`)).body?.job, fields);
}

/** Opens a day picker by its label and picks the day, moving on up to three months when needed. */
export async function pickDay(scope: Locator, label: string, day: string) {
  const page = scope.page();
  await scope.getByRole('button', { name: label, exact: true }).click();
  const calendar = page.getByRole('dialog', { name: `Choose ${label.toLowerCase()}` });
  const button = calendar.getByRole('button', { name: dayjs(day).format('D MMMM YYYY'), exact: true });
  const next = calendar.getByRole('button', { name: 'Next month' });
  // isVisible does not wait: asked while the calendar still opens, it would page past the month.
  await expect(next).toBeVisible();
  for (let i = 0; i < 3 && !(await button.isVisible()); i++) await next.click();
  await button.click();
}
