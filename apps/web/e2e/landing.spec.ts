import { Msg } from '@jobline/shared';
import { expect, loginAs, test } from './fixtures';

/**
 * '/' lands a team leader on Home, whose address then gains its division query. That happens in an
 * effect, one task after the landing page has replaced its loader: a menu click made in between
 * must win. The window is a single task wide, so the page itself clicks in it: the '/' page's code is
 * held, the click waits on the first change to the main area after the code is let through (the
 * landing's commit, whose effects React runs in a later task), and clicks the menu link there.
 */
test("a menu click made as '/' lands is not undone by Home's address", async ({ page }) => {
  let release!: () => void;
  let asked!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/DashboardPage-[^/]*\.js$/, async (route) => {
    asked();
    await gate;
    await route.continue();
  });

  await loginAs(page, 'lead@demo.local');
  await requested;
  const menuLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
    name: 'Task Assigning',
  });
  await expect(page.getByRole('main').getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await menuLink.evaluate((link: HTMLElement) => {
    const main = document.querySelector('main')!;
    const landed = new MutationObserver(() => {
      if (main.querySelector('[role="progressbar"]')) return;
      landed.disconnect();
      link.click();
    });
    landed.observe(main, { childList: true, subtree: true });
  });
  release();

  await expect(page.getByRole('heading', { level: 1, name: Msg.taskAssign.assignTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/task-assign$/);
  await expect(page.getByRole('heading', { level: 1, name: Msg.floor.title })).toHaveCount(0);

  // Back on '/', Home still gets its division query.
  await page.goBack();
  await expect(page).toHaveURL(/\/\?division=\d*$/);
  await expect(page.getByRole('heading', { level: 1, name: Msg.floor.title })).toBeVisible();
});
