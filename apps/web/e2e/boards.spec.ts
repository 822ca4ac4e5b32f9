import dayjs from 'dayjs';
import { Msg } from '@jobline/shared';
import {
  apiAs,
  boardJob,
  card,
  column,
  drag,
  holdOn,
  liftWithKeyboard,
  moveWithMenu,
  setPlanDate,
  startToday,
  type BoardJob,
} from './boardsData';
import { DEMO_PASSWORD, expect, expectAccessible, loginAs, pickDay, test } from './fixtures';

const M = Msg.boards;
/** Demo employees no other spec moves tasks for: the holder of these tasks and their checker. */
const HOLDER = { name: 'Nadeesha Ranasinghe', email: 'nadeesha.ranasinghe@demo.local' };
const CHECKER = { name: 'Lahiru Gunawardena', email: 'lead@demo.local' };
/** A team leader whose password authorizes a force finish (not a demo login, so no lockout reaches them). */
const AUTHORITY = 'tharindu.senanayake@demo.local';

test.describe('Job and QC boards', () => {
  test.describe.configure({ mode: 'serial' });
  let job: BoardJob;

  test.beforeAll(async ({ request }) => {
    job = await boardJob(request, { holder: HOLDER.name, checker: CHECKER.name, label: 'desktop' });
    // Nothing of the holder's runs from an earlier run on the same server.
    await (
      await apiAs(request, HOLDER.email)
    )('tasks/change/dashboard/session_end', {});
  });

  test('the holder finds the job, plans, drags, moves by keyboard and menu, and holds the ongoing task', async ({
    page,
  }) => {
    test.slow(); // many steps and accessibility scans on a busy machine
    await loginAs(page, HOLDER.email, undefined, '/jobs');
    await expect(page.getByRole('heading', { level: 1, name: M.jobsTitle })).toBeVisible();
    const cards = page.getByTestId('job-card');
    await expect(cards.filter({ hasText: job.job_no })).toBeVisible();
    await expectAccessible(page);

    // The search matches job numbers whatever the case.
    const search = page.getByRole('textbox', { name: M.searchByJobNo });
    await search.fill(job.job_no.toLowerCase());
    await expect(cards).toHaveCount(1);
    await search.fill('zz-none');
    await expect(page.getByText('No job number matches "zz-none"')).toBeVisible();
    await search.fill('');

    await cards.filter({ hasText: job.job_no }).click();
    await expect(page).toHaveURL(new RegExp(`/job\\?id=${job.id}&job_no=${job.job_no}&job_user_id=\\d+`));
    await expect(page.getByRole('heading', { level: 1, name: `${job.job_no} ${job.title}` })).toBeVisible();
    const backLog = column(page, 'Back Log');
    await expect(backLog.getByTestId('task-card')).toHaveCount(3);
    // Without a plan date a task cannot be dragged: it offers to plan instead.
    await expect(card(backLog, 'B-1').getByRole('button', { name: 'Drag B-1' })).toHaveCount(0);
    await expectAccessible(page);

    await setPlanDate(page, 'B-1', job.today);
    await expect(card(backLog, 'B-1')).toContainText(`Plan ${job.today.split('-').reverse().join('/')}`);
    await setPlanDate(page, 'B-2', job.today);

    // Drag B-1 into Ongoing: it runs there.
    const ongoing = column(page, 'Ongoing');
    await drag(page, card(backLog, 'B-1'), ongoing);
    await expect(page.getByText(M.moved).first()).toBeVisible();
    await expect(card(ongoing, 'B-1')).toContainText('Running');
    await expectAccessible(page);

    // The keyboard lifts B-2 by its handle and drops it one column to the right.
    const picked = column(page, 'Picked');
    await liftWithKeyboard(page, 'Back Log', 'B-2');
    // Lifted: the columns it may go to are marked.
    await expect(picked).toHaveAttribute('data-target', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(picked).toHaveAttribute('data-over', 'true');
    await page.keyboard.press('Space');
    await expect(card(picked, 'B-2')).toBeVisible();

    // Starting B-2 from the menu asks to hold the ongoing B-1 first.
    await moveWithMenu(page, 'B-2', 'Ongoing');
    const question = page.getByRole('dialog', { name: M.anotherOngoing });
    await expect(question).toContainText(M.holdOngoingQuestion);
    await expect(question).toContainText('B-1 Plan the rollout');
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Hold it and move' }).click();
    await expect(card(ongoing, 'B-2')).toBeVisible();
    await expect(card(column(page, 'Hold'), 'B-1')).toBeVisible();

    // A move the state machine refuses says so, and the board reloads as it was.
    // (By keyboard: Hold sits at the board's right edge, where a pointer drag would scroll it.)
    await liftWithKeyboard(page, 'Hold', 'B-1');
    await page.keyboard.press('ArrowLeft');
    await expect(ongoing).toHaveAttribute('data-over', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(picked).toHaveAttribute('data-over', 'true');
    await page.keyboard.press('Space');
    await expect(page.getByText(M.invalidSection).first()).toBeVisible();
    await expect(card(column(page, 'Hold'), 'B-1')).toBeVisible();
  });

  test('the task panel shows the feed and takes a comment with Enter', async ({ page }) => {
    await loginAs(page, HOLDER.email, undefined, '/jobs');
    await page.getByTestId('job-card').filter({ hasText: job.job_no }).click();
    await card(column(page, 'Ongoing'), 'B-2')
      .getByRole('button', { name: /B-2 Install the module/ })
      .click();
    await expect(page).toHaveURL(/[?&]t=\d+&op=true/);
    const panel = page.getByRole('dialog', { name: new RegExp(job.job_no) });
    await expect(panel.getByRole('heading', { name: 'B-2 Install the module' })).toBeVisible();
    await expect(panel.getByText('Install and configure it')).toBeVisible();
    await expect(panel.getByText('moved this task from Picked to Ongoing')).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: M.commentAsTask })).toBeVisible();
    await expect(panel.getByText('Lahiru Gunawardena').first()).toBeVisible();
    await expectAccessible(page);

    const box = panel.getByRole('textbox', { name: 'Comment' });
    await box.press('Enter');
    await expect(panel.getByText(M.commentRequired)).toBeVisible();
    await box.fill('Module installed on the test till');
    await box.press('Enter');
    await expect(
      panel.getByTestId('feed-entry').filter({ hasText: 'Module installed on the test till' }),
    ).toBeVisible();
    await expect(box).toHaveValue('');

    // The panel's address opens it again after a reload.
    await page.reload();
    await expect(page.getByRole('dialog', { name: new RegExp(job.job_no) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/op=true/);
  });

  test('the checker sends work back with a reason, then passes it when it returns', async ({
    page,
    request,
  }) => {
    test.slow();
    // The holder finishes B-2: it has a check, so it waits in QC.
    const holder = await apiAs(request, HOLDER.email);
    const finish = await holder('activity', {
      taskUserId: job.work['B-2'],
      previousSection: 3,
      newSection: 6,
    });
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);

    await loginAs(page, CHECKER.email, undefined, '/qcs');
    await expect(page.getByRole('heading', { level: 1, name: M.qcsTitle })).toBeVisible();
    const qcCard = page.getByTestId('job-card').filter({ hasText: job.job_no });
    await expect(qcCard).toHaveAttribute('data-qc', 'true');
    await expectAccessible(page);
    await qcCard.click();
    await expect(page).toHaveURL(/\/qc\?/);
    await expect(page.getByTestId('board-column')).toHaveCount(8);
    const inQc = column(page, 'QC');
    await expect(card(inQc, 'B-2')).toBeVisible();
    // Checks of work not yet finished wait in Back Log and cannot move.
    await expect(card(column(page, 'Back Log'), 'B-1').getByRole('button', { name: /Move to/ })).toHaveCount(
      0,
    );
    await expectAccessible(page);

    // Send back: what to fix is required.
    await moveWithMenu(page, 'B-2', 'Send back to fix');
    const fix = page.getByRole('dialog', { name: 'Send B-2 back to fix' });
    await fix.getByRole('button', { name: 'Send back' }).click();
    await expect(fix.getByText(M.qcFixRequired)).toBeVisible();
    await expectAccessible(page);
    await fix.getByRole('textbox', { name: M.qcFixQuestion }).fill('The day totals are off by one');
    await fix.getByRole('button', { name: 'Send back' }).click();
    await expect(fix).toBeHidden();
    await expect(card(column(page, 'Send back to fix'), 'B-2')).toBeVisible();

    // The work went back to its holder's Picked; finished again, the check returns to QC live.
    for (const [from, to] of [
      [2, 3],
      [3, 6],
    ]) {
      const moved = await holder('activity', {
        taskUserId: job.work['B-2'],
        previousSection: from,
        newSection: to,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    await expect(card(inQc, 'B-2')).toBeVisible();

    await moveWithMenu(page, 'B-2', 'Pass');
    const confirm = page.getByRole('dialog', { name: 'Pass B-2?' });
    await expect(confirm).toContainText(M.qcFinishConfirm);
    await confirm.getByRole('button', { name: M.qcPassed }).click();
    await expect(card(column(page, 'Pass'), 'B-2')).toBeVisible();
    await expectAccessible(page);
  });

  test('someone else may not move the holder’s task, but may force finish it with an authority’s password', async ({
    page,
    request,
  }) => {
    test.slow();
    // The holder starts B-3 (holding whatever else runs).
    const holder = await apiAs(request, HOLDER.email);
    await startToday(holder, job, 'B-3');
    const hold = await holdOn(holder, job.id);

    await loginAs(
      page,
      'admin@demo.local',
      undefined,
      `/job?id=${job.id}&job_no=${job.job_no}&job_user_id=${hold}`,
    );
    await expect(page.getByText(`You are viewing ${HOLDER.name}’s board`)).toBeVisible();
    const ongoing = column(page, 'Ongoing');
    await expect(card(ongoing, 'B-3').getByRole('button', { name: 'Drag B-3' })).toHaveCount(0);
    await moveWithMenu(page, 'B-3', 'Finished');
    const denied = page.getByRole('dialog', { name: M.accessDenied });
    await expect(denied).toContainText(M.notYourTask);
    await expectAccessible(page);
    await denied.getByRole('button', { name: M.forceFinish }).click();

    const credentials = page.getByRole('dialog', { name: M.forceFinish });
    // The right password of someone who may not authorize is told apart from a wrong one in nothing.
    await credentials.getByRole('textbox', { name: 'Username (e-mail)' }).fill(HOLDER.email);
    await credentials.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await credentials.getByRole('button', { name: M.forceFinish }).click();
    await expect(credentials.getByText(M.badCredentials)).toBeVisible();
    await expect(credentials.getByRole('textbox', { name: 'Password' })).toHaveValue('');
    await credentials.getByRole('textbox', { name: 'Username (e-mail)' }).fill(AUTHORITY);
    await credentials.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await credentials.getByRole('button', { name: M.forceFinish }).click();
    await expect(credentials.getByText(M.badCredentials)).toBeVisible();
    await expect(credentials.getByRole('textbox', { name: 'Username (e-mail)' })).toHaveValue(AUTHORITY);
    await expectAccessible(page);
    await credentials.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await credentials.getByRole('button', { name: M.forceFinish }).click();
    await expect(credentials).toBeHidden();
    // Checked work goes to QC, as any finish does.
    await expect(card(column(page, 'QC'), 'B-3')).toBeVisible();
  });

  test('a manager changes the task’s due date, estimate and QC employee from the panel', async ({
    page,
    request,
  }) => {
    test.slow();
    const holder = await apiAs(request, HOLDER.email);
    const hold = await holdOn(holder, job.id);
    await loginAs(
      page,
      'admin@demo.local',
      undefined,
      `/job?id=${job.id}&job_no=${job.job_no}&job_user_id=${hold}&t=${job.work['B-1']}&op=true`,
    );
    const panel = page.getByRole('dialog', { name: new RegExp(job.job_no) });
    await expect(panel.getByRole('heading', { name: 'B-1 Plan the rollout' })).toBeVisible();
    await expectAccessible(page);

    // The job's due date history opens over the panel, and closing it keeps the panel.
    await panel.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `Due date history of ${job.job_no}` });
    await expect(history).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await expect(panel).toBeVisible();

    // Due date: a day picker from today.
    const due = dayjs(job.today).add(3, 'day').format('YYYY-MM-DD');
    await panel.getByRole('button', { name: 'Change the task due date' }).click();
    const dueDialog = page.getByRole('dialog', { name: 'Due date of B-1' });
    await dueDialog.getByRole('button', { name: 'Change due date' }).click();
    await expect(dueDialog.getByText(M.dueDateRequired)).toBeVisible();
    await pickDay(dueDialog, 'New due date', due);
    await dueDialog.getByRole('button', { name: 'Change due date' }).click();
    await expect(page.getByText(M.dueDateChanged).first()).toBeVisible();
    await expect(panel).toContainText(due.split('-').reverse().join('/'));

    // Estimate: a reason longer than five characters (O-10).
    await panel.getByRole('button', { name: 'Change the estimate' }).click();
    const estimate = page.getByRole('dialog', { name: 'Estimate of B-1' });
    await estimate.getByRole('textbox', { name: 'New estimate (hours)' }).fill('6.5');
    await estimate.getByRole('textbox', { name: 'Reason' }).fill('more');
    await estimate.getByRole('button', { name: 'Change estimate' }).click();
    await expect(estimate.getByText(M.reasonRequired)).toBeVisible();
    await expectAccessible(page);
    await estimate.getByRole('textbox', { name: 'Reason' }).fill('The customer added two branches');
    await estimate.getByRole('button', { name: 'Change estimate' }).click();
    await expect(estimate).toBeHidden();
    await expect(panel).toContainText('6 h 30 min');

    // The check goes to someone else.
    await panel.getByRole('button', { name: 'Change the QC employee' }).click();
    const qc = page.getByRole('dialog', { name: 'QC employee of B-1' });
    const select = qc.getByRole('combobox', { name: 'New QC employee' });
    await select.click();
    await select.fill('Dinithi');
    await page.getByRole('option', { name: /^Dinithi Abeysekara/ }).click();
    await qc.getByRole('button', { name: 'Change QC employee' }).click();
    await expect(qc).toBeHidden();
    await expect(panel).toContainText('Dinithi Abeysekara');
  });
});
