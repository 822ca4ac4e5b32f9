import { Msg } from '@jobline/shared';
import { expect, expectAccessible, loginAs, test } from './fixtures';

/** The Technical floor, where the demo starts with a task running, a lunch and a meeting. */
const TECHNICAL = 6;

test('on a phone Home shows one card per row, the alerts above them, nothing wider than the screen', async ({
  page,
}) => {
  await loginAs(page, 'admin@demo.local', undefined, `/?division=${TECHNICAL}`);
  await expect(page.getByRole('heading', { name: Msg.floor.title, level: 1 })).toBeVisible();
  const cards = page.getByTestId('employee-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(2);
  // One column: every card starts at the same left edge and spans the content width.
  const boxes = await cards.evaluateAll((list) =>
    list.slice(0, 3).map((c) => c.getBoundingClientRect().toJSON()),
  );
  expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(1);
  expect(boxes[1].y).toBeGreaterThan(boxes[0].y);
  await expect(cards.filter({ has: page.getByTestId('card-hold') }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/home-phone.png', fullPage: true });
});
