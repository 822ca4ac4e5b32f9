import dayjs from 'dayjs';
import { LONG_PRESS_MS, Msg } from '@jobline/shared';
import type { Locator, Page } from '@playwright/test';
import { apiAs, boardJob, card, column, type BoardJob } from './boardsData';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.boards;
/** Demo employees no other spec moves tasks for (the desktop board flows use others). */
const HOLDER = { name: 'Pasindu Amarasinghe', email: 'pasindu.amarasinghe@demo.local' };
const CHECKER = 'Sachini Weerasinghe';

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/** A finger held on the element for `ms`, through the browser's own touch input. */
async function longPress(page: Page, target: Locator, ms = LONG_PRESS_MS + 250) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // A closing dialog's overlay fades out over the card: touch only once the finger lands on the card.
  await expect
    .poll(() => target.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), point))
    .toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('Boards on a phone', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
  });

  let job: BoardJob;
  test.beforeAll(async ({ request }) => {
    job = await boardJob(request, { holder: HOLDER.name, checker: CHECKER, label: 'phone' });
    await (
      await apiAs(request, HOLDER.email)
    )('tasks/change/dashboard/session_end', {});
  });

  test('cards and board fit 375 px; a long press opens the move dialog; the panel fills the screen', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, HOLDER.email, undefined, '/jobs');
    await expect(page.getByRole('heading', { level: 1, name: M.jobsTitle })).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);

    await page.getByTestId('job-card').filter({ hasText: job.job_no }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(job.job_no) })).toBeVisible();
    // The columns scroll sideways inside the board; the page itself does not.
    const columns = page.getByTestId('board-columns');
    expect(await columns.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await fitsTheScreen(page);
    await expectAccessible(page);

    // Plan B-1 for today.
    const backLog = column(page, 'Back Log');
    await card(backLog, 'B-1').getByRole('button', { name: M.setPlanDate }).click();
    const plan = page.getByRole('dialog', { name: 'Plan B-1' });
    await plan.getByRole('button', { name: 'Plan date', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Choose plan date' })
      .getByRole('button', { name: dayjs(job.today).format('D MMMM YYYY'), exact: true })
      .click();
    await plan.getByRole('button', { name: 'Set plan date' }).click();
    await expect(plan).toBeHidden();
    await expect(card(backLog, 'B-1').getByRole('button', { name: `${M.moveTo} (B-1)` })).toBeVisible();

    // A tap on the card opens the task; a long press opens the move dialog instead.
    const panel = page.getByRole('dialog', { name: new RegExp(job.job_no) });
    await longPress(page, card(backLog, 'B-1').getByText('Due '), 150);
    await expect(panel.getByRole('heading', { name: 'B-1 Plan the rollout' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Move B-1' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await longPress(page, card(backLog, 'B-1'));
    const dialog = page.getByRole('dialog', { name: 'Move B-1' });
    await expect(panel).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Picked' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ongoing' })).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Ongoing' }).click();
    await expect(page.getByText(M.moved).first()).toBeVisible();
    await expect(card(column(page, 'Ongoing'), 'B-1')).toContainText('Running');

    // The panel opens full screen.
    await card(column(page, 'Ongoing'), 'B-1')
      .getByRole('button', { name: /B-1 Plan the rollout/ })
      .click();
    await expect(panel.getByText('moved this task from Back Log to Ongoing')).toBeVisible();
    const width = await panel.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(370);
    await fitsTheScreen(page);
    await expectAccessible(page);
  });
});
