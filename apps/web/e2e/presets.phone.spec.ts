import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { ISURU, reviewButtonName, sendUnchangedCorrection, workedWeekdays } from './presetsData';

test('on a phone the edit modal fills the screen and the review stacks the day above its correction', async ({
  page,
}) => {
  await loginAs(page, ISURU, undefined, '/emp_daily_activity');
  const me = (await callApi(page, 'auth/me')).body;
  // The second worked day: the desktop journey corrects the first.
  const day = (await workedWeekdays(page, me.id, 2))[1]!;
  await page.goto(`/emp_daily_activity?start=${day}&end=${day}`);
  await page.getByRole('button', { name: 'Edit report' }).click();
  const modal = page.getByRole('dialog', { name: /Edit report/ });
  await expect(modal.getByRole('group', { name: 'Line 1', exact: true })).toBeVisible();
  const box = (await modal.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(375);
  const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideways).toBe(true);
  await expectAccessible(page);
  // Nothing changed: Cancel deletes the draft without asking.
  await modal.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(modal).toHaveCount(0);

  // A correction waiting for review, opened by the HOD on a phone.
  await sendUnchangedCorrection(page, day);
  await loginAs(page, 'hod@demo.local', undefined, '/emp_daily_activity');
  const waiting = page.getByRole('table', { name: 'Corrections waiting for review' });
  await expect(waiting.getByRole('button', { name: reviewButtonName(day) })).toBeVisible();
  // The list fits the phone's width: no sideways scrolling to reach the Review button.
  expect((await waiting.boundingBox())!.width).toBeLessThanOrEqual(375);
  await waiting.getByRole('button', { name: reviewButtonName(day) }).click();
  const review = page.getByRole('region', { name: 'Correction review' });
  const before = (await review.getByRole('region', { name: 'Original day' }).boundingBox())!;
  const after = (await review.getByRole('region', { name: 'Correction', exact: true }).boundingBox())!;
  expect(after.y).toBeGreaterThan(before.y + before.height - 1);
  await expectAccessible(page);
  await review.getByRole('button', { name: 'Close review' }).click();
  await expect(review).toHaveCount(0);

  // Isuru withdraws it, so the day is as it was.
  await loginAs(page, ISURU, undefined, `/emp_daily_activity?start=${day}&end=${day}`);
  const removed = await callApi(page, 'reports/activity/preset/delete', { range: { start: day, end: day } });
  expect(removed.status).toBe(200);
});
