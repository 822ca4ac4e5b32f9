import { Msg, type BoardTask } from '@jobline/shared';
import type { Page } from '@playwright/test';
import {
  apiAs,
  boardJob,
  card,
  column,
  moveWithMenu,
  setPlanDate,
  type BoardJob,
  type Call,
} from './boardsData';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.boards;
/** Demo people no other spec moves tasks for. */
const HOLDER = { name: 'Buddhika Jayawardena', email: 'buddhika.jayawardena@demo.local' };
const CHECKER = { name: 'Dinithi Abeysekara', email: 'dinithi.abeysekara@demo.local' };

const openMenuItem = async (page: Page, name: string) => {
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name, exact: true }).click();
};

/** The card of a task as the server computes it (the holder's own board). */
async function serverCard(page: Page, jobUserId: number, taskUserId: number): Promise<BoardTask> {
  const board = (await callApi(page, 'sections', { type: 1, job_user_id: jobUserId })).body as {
    sections: { tasks: BoardTask[] }[];
  };
  return board.sections.flatMap((s) => s.tasks).find((t) => t.task_user_id === taskUserId)!;
}

/**
 * A working day as the people who use it live it, in two browser windows: the employee plans and
 * starts tasks, is asked to hold one for another, takes lunch, restores and finishes; the checker sends
 * the work back and passes it; the HOD accepts the job from the notification. Time on the card, in the
 * panel and from the server agree to the minute.
 */
test.describe('A working day on the boards', () => {
  test.describe.configure({ timeout: 360_000 });
  let job: BoardJob;

  test.beforeAll(async ({ request }) => {
    job = await boardJob(request, { holder: HOLDER.name, checker: CHECKER.name, label: 'workday' });
    await (
      await apiAs(request, HOLDER.email)
    )('tasks/change/dashboard/session_end', {});
  });

  test('plan, start, hold, lunch, restore, finish; sent back, fixed, passed; accepted by the HOD', async ({
    browser,
    request,
  }) => {
    const holderWindow = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const checkerWindow = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const a = await holderWindow.newPage();
    const b = await checkerWindow.newPage();

    // The employee opens the job from their cards and plans two tasks for today.
    await loginAs(a, HOLDER.email, undefined, '/jobs');
    await a.getByTestId('job-card').filter({ hasText: job.job_no }).click();
    await expect(a.getByRole('heading', { level: 1, name: `${job.job_no} ${job.title}` })).toBeVisible();
    const jobUserId = Number(new URL(a.url()).searchParams.get('job_user_id'));
    await setPlanDate(a, 'B-1', job.today);
    await setPlanDate(a, 'B-2', job.today);

    // The checker watches the QC board of the same job in the other window.
    await loginAs(b, CHECKER.email, undefined, '/qcs');
    await b.getByTestId('job-card').filter({ hasText: job.job_no }).click();
    await expect(b).toHaveURL(/\/qc\?/);
    await expect(card(column(b, 'Back Log'), 'B-2')).toBeVisible();

    // Start B-1, then B-2: the board asks to hold B-1 first.
    await moveWithMenu(a, 'B-1', 'Ongoing');
    await expect(card(column(a, 'Ongoing'), 'B-1')).toContainText('Running');
    await moveWithMenu(a, 'B-2', 'Ongoing');
    const question = a.getByRole('dialog', { name: M.anotherOngoing });
    await expect(question).toContainText(M.holdOngoingQuestion);
    await question.getByRole('button', { name: 'Hold it and move' }).click();
    await expect(card(column(a, 'Ongoing'), 'B-2')).toBeVisible();
    await expect(card(column(a, 'Hold'), 'B-1')).toBeVisible();

    // Lunch from the profile menu puts B-2 on hold; Restore brings it back.
    await openMenuItem(a, 'Lunch');
    await a.getByRole('dialog', { name: 'Lunch' }).getByRole('button', { name: 'Put on hold' }).click();
    await expect(card(column(a, 'Hold'), 'B-2')).toBeVisible();
    await openMenuItem(a, 'Restore');
    await expect(card(column(a, 'Ongoing'), 'B-2')).toContainText('Running');

    // A minute of work on B-2 (the server is asked until it counts one); then card, panel and server
    // agree on the spent time.
    await expect
      .poll(async () => (await serverCard(a, jobUserId, job.work['B-2']!)).spent_minutes, {
        intervals: [5_000],
        timeout: 90_000,
      })
      .toBeGreaterThanOrEqual(1);
    await a.reload();
    const onServer = await serverCard(a, jobUserId, job.work['B-2']!);
    expect(onServer.spent_minutes).toBeGreaterThanOrEqual(1);
    const spentText = `${Math.floor(onServer.spent_minutes / 60)} h ${onServer.spent_minutes % 60} min`;
    await expect(card(column(a, 'Ongoing'), 'B-2')).toContainText(`Spent ${spentText}`);
    await card(column(a, 'Ongoing'), 'B-2')
      .getByRole('button', { name: /B-2 Install the module/ })
      .click();
    const panel = a.getByRole('dialog', { name: new RegExp(job.job_no) });
    await expect(panel.getByText('moved this task from Hold to Ongoing')).toBeVisible();
    await expect(panel.getByTestId('panel-spent')).toHaveText(spentText);
    await expectAccessible(a);
    await a.keyboard.press('Escape');

    // Finishing checked work sends it to QC: the checker sees it arrive without reloading.
    await moveWithMenu(a, 'B-2', 'Finished');
    await expect(card(column(a, 'QC'), 'B-2')).toBeVisible();
    await expect(card(column(b, 'QC'), 'B-2')).toBeVisible();

    // The checker sends it back with what to fix; the employee sees it back in Picked, live.
    await moveWithMenu(b, 'B-2', 'Send back to fix');
    const fix = b.getByRole('dialog', { name: 'Send B-2 back to fix' });
    await fix.getByRole('textbox', { name: M.qcFixQuestion }).fill('The receipt shows no points');
    await fix.getByRole('button', { name: 'Send back' }).click();
    await expect(card(column(a, 'Picked'), 'B-2')).toBeVisible();

    // The employee fixes it: B-2 runs again (holding nothing: B-1 is on hold) and is finished.
    await moveWithMenu(a, 'B-2', 'Ongoing');
    await expect(card(column(a, 'Ongoing'), 'B-2')).toContainText('Running');
    await moveWithMenu(a, 'B-2', 'Finished');
    await expect(card(column(b, 'QC'), 'B-2')).toBeVisible();
    await moveWithMenu(b, 'B-2', 'Pass');
    await b.getByRole('dialog', { name: 'Pass B-2?' }).getByRole('button', { name: M.qcPassed }).click();
    await expect(card(column(b, 'Pass'), 'B-2')).toBeVisible();
    await expect(card(column(a, 'Finished'), 'B-2')).toBeVisible();

    // The other two tasks are finished and passed the same way (through the API, to keep this short).
    const holder = await apiAs(request, HOLDER.email);
    const checker = await apiAs(request, CHECKER.email);
    const qcBoard = (
      await checker('sections', {
        type: 2,
        job_user_id: ((await checker('jobs/qc')).body.jobs as { id: number; job_user_id: number }[]).find(
          (c) => c.id === job.id,
        )!.job_user_id,
      })
    ).body as { sections: { tasks: BoardTask[] }[] };
    const checkOf = (workId: number) =>
      qcBoard.sections.flatMap((s) => s.tasks).find((t) => t.checks_task_user_id === workId)!.task_user_id;
    const steps: [Call, string, object][] = [
      [holder, 'activity', { taskUserId: job.work['B-1'], previousSection: 4, newSection: 3 }],
      [holder, 'activity', { taskUserId: job.work['B-1'], previousSection: 3, newSection: 6 }],
      [
        checker,
        'activity/change/qc',
        { taskUserId: checkOf(job.work['B-1']!), previousSection: 5, newSection: 8 },
      ],
      [holder, 'tasks/plan_date', { task_user_id: job.work['B-3'], plan_date: job.today }],
      [holder, 'activity', { taskUserId: job.work['B-3'], previousSection: 1, newSection: 3 }],
      [holder, 'activity', { taskUserId: job.work['B-3'], previousSection: 3, newSection: 6 }],
      [
        checker,
        'activity/change/qc',
        { taskUserId: checkOf(job.work['B-3']!), previousSection: 5, newSection: 8 },
      ],
    ];
    for (const [as, path, body] of steps) {
      const done = await as(path, body);
      expect(done.status, `${path} ${JSON.stringify(done.body)}`).toBe(200);
    }
    await expect(a.getByText(M.awaitingApproval)).toBeVisible();

    // The HOD accepts the job from the notification.
    await checkerWindow.close();
    const hodWindow = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const hodPage = await hodWindow.newPage();
    await loginAs(hodPage, 'hod@demo.local');
    await hodPage.getByTestId('notification-bell').click();
    await expectAccessible(hodPage);
    await hodPage.getByRole('button', { name: `Accept ${job.job_no}` }).click();
    await hodPage
      .getByRole('dialog', { name: M.completeJobQuestion })
      .getByRole('button', { name: 'Complete job' })
      .click();
    await expect(hodPage.getByText(M.jobFinishedByHod).first()).toBeVisible();

    // The accepted job leaves the employee's cards.
    await a.goto('/jobs');
    await expect(a.getByRole('heading', { level: 1, name: M.jobsTitle })).toBeVisible();
    await expect(a.getByTestId('job-card').filter({ hasText: job.job_no })).toHaveCount(0);

    await holderWindow.close();
    await hodWindow.close();
  });
});
