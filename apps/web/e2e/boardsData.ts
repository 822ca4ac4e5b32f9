import { Msg } from '@jobline/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, draftOf, expect, pickDay } from './fixtures';

export type Call = (path: string, body?: unknown) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Calls the API as a demo user, without a browser page. */
export async function apiAs(request: APIRequestContext, email: string): Promise<Call> {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  return async (path, body) => {
    const res =
      body === undefined
        ? await request.get(`/api/${path}`, { headers })
        : await request.post(`/api/${path}`, { headers, data: body });
    return { status: res.status(), body: await res.json().catch(() => null) };
  };
}

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const TASKS = [
  { task_no: 'B-1', task_name: 'Plan the rollout', task_description: 'Agree the steps with the branch' },
  { task_no: 'B-2', task_name: 'Install the module', task_description: 'Install and configure it' },
  { task_no: 'B-3', task_name: 'Check the reports', task_description: 'Compare the day totals' },
] as const;

export interface BoardJob {
  id: number;
  job_no: string;
  title: string;
  today: string;
  /** Work assignments by task number. */
  work: Record<string, number>;
  holderId: number;
}

/** The software division: the team leader works there and hod@demo.local heads it. */
const SOFTWARE_DIVISION = 1;

export interface TaskDraft {
  task_no: string;
  task_name: string;
  task_description: string;
}

export interface AssignedJob {
  id: number;
  job_no: string;
  title: string;
  today: string;
  holderId: number;
  /** The assignments in sheet order: task id and work assignment. */
  rows: { task_id: number; task_user_id: number }[];
}

/**
 * A software-division job of its own, made by an admin for the team leader, copying customer, place and
 * category from a plain demo job; the team leader estimates `tasks` and assigns them to `holder`,
 * checked by `checker` when given (demo names). Other specs' data is untouched.
 */
export async function assignedJob(
  request: APIRequestContext,
  {
    holder,
    checker,
    label,
    tasks,
  }: { holder: string; checker?: string; label: string; tasks: readonly TaskDraft[] },
): Promise<AssignedJob> {
  const admin = await apiAs(request, 'admin@demo.local');
  const lead = await apiAs(request, 'lead@demo.local');
  const users = (await admin('users')).body.users as { id: number; name: string }[];
  const idOf = (name: string) => users.find((u) => u.name === name)!.id;
  const leadId = (await lead('auth/me')).body.id as number;
  const today = (await lead('jobs/quick-job-manager-jobs')).body.today as string;
  const title = `Board test ${label}`;

  const list = await admin('jobs/all', { records: 50, sort: { field: 'job_no', type: 'asc' } });
  let draft: Record<string, unknown> | null = null;
  for (const row of list.body.jobs.data as { id: number; status: number; kind: number }[]) {
    if (row.status !== 1 || row.kind !== 2) continue;
    draft = draftOf((await admin(`job/${row.id}`)).body?.job, {
      division_id: SOFTWARE_DIVISION,
      employee_id: leadId,
      due_date: addDays(today, 10),
      job_description: `Board test job (${label})`,
      job_title: title,
    });
    if (draft) break;
  }
  expect(draft, 'a demo job to copy').not.toBeNull();
  const made = await admin('jobs', draft);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const job = made.body.job as { id: number; job_no: string };

  const stored = await lead('tasks/store', {
    job_id: job.id,
    approved_by: leadId,
    sheet_id: null,
    tasks: tasks.map((t, i) => ({ ...t, Time01: 1, Time02: 2 + i, Time03: 4 + i })),
  });
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  const sheetTasks = (await lead(`tasks/allTasks?job_id=${job.id}`)).body.tasks as { id: number }[];
  const holderId = idOf(holder);
  const assigned = await lead('tasks/assign', {
    type: 1,
    job_id: job.id,
    tasks: sheetTasks.map((t) => t.id),
    task_assigned_employee: holderId,
    task_assigned_qc_employee:
      checker === undefined ? null : checker === 'Lahiru Gunawardena' ? leadId : idOf(checker),
    task_priority: 2,
    task_due_date: addDays(today, 10),
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  const written = assigned.body.tasks as { task_id: number; task_user_id: number }[];
  const rows = sheetTasks.map((t) => written.find((r) => r.task_id === t.id)!);
  return { ...job, title, today, holderId, rows };
}

/** A board test's job: the three TASKS, checked by `checker`, with the assignments by task number. */
export async function boardJob(
  request: APIRequestContext,
  options: { holder: string; checker: string; label: string },
): Promise<BoardJob> {
  const job = await assignedJob(request, { ...options, tasks: TASKS });
  const work = Object.fromEntries(job.rows.map((r, i) => [TASKS[i]!.task_no, r.task_user_id]));
  return { id: job.id, job_no: job.job_no, title: job.title, today: job.today, holderId: job.holderId, work };
}

// ---- Board screens ----------------------------------------------------------------------------

const M = Msg.boards;

/** The holder's hold (job_user_id) on a job, as their job cards and the board's address name it. */
export async function holdOn(holder: Call, jobId: number): Promise<number> {
  const cards = (await holder('jobs/cards')).body.jobs as { id: number; job_user_id: number }[];
  return cards.find((c) => c.id === jobId)!.job_user_id;
}

/** The holder plans one task of the job for today and starts it (holding whatever else runs). */
export async function startToday(holder: Call, job: BoardJob, taskNo: string) {
  const taskUserId = job.work[taskNo]!;
  const planned = await holder('tasks/plan_date', { task_user_id: taskUserId, plan_date: job.today });
  expect(planned.status, JSON.stringify(planned.body)).toBe(200);
  const started = await holder('activity/change', { taskUserId, previousSection: 1, newSection: 3 });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
}

export const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const card = (scope: Locator, taskNo: string) =>
  scope.getByTestId('task-card').filter({ hasText: taskNo });

export async function setPlanDate(page: Page, taskNo: string, day: string) {
  await card(page.getByTestId('board-columns'), taskNo).getByRole('button', { name: M.setPlanDate }).click();
  const dialog = page.getByRole('dialog', { name: `Plan ${taskNo}` });
  await pickDay(dialog, 'Plan date', day);
  await dialog.getByRole('button', { name: 'Set plan date' }).click();
  await expect(page.getByText(M.planDateAdded).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Drags a card with the mouse onto a column, in small steps as a hand would. */
export async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 16);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + 28, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 90, { steps: 12 });
  await page.mouse.up();
}

/**
 * Lifts a card by its handle with the space bar and waits until the drag library listens for the
 * arrow keys: it starts listening a turn of the event loop after the lift (a timer), and the browser
 * may run a key press that is already waiting before that timer, losing it. So: the column shows the
 * card lifted, then a timer set now runs after the library's.
 */
export async function liftWithKeyboard(page: Page, columnName: string, taskNo: string) {
  const from = column(page, columnName);
  await card(from, taskNo)
    .getByRole('button', { name: `Drag ${taskNo}` })
    .focus();
  await page.keyboard.press('Space');
  await expect(from).toHaveAttribute('data-over', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

export async function moveWithMenu(page: Page, taskNo: string, to: string) {
  await card(page.getByTestId('board-columns'), taskNo)
    .getByRole('button', { name: `${M.moveTo} (${taskNo})` })
    .click();
  await page.getByRole('menuitem', { name: to, exact: true }).click();
}
