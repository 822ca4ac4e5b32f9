import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import { Msg } from '@jobline/shared';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { companyToday } from './dashboardRange';
import { userIdOf } from './worksheetData';

const M = Msg.worksheetUploads;
/** The employee whose days this spec uploads, and the super admin who uploads for her. */
const EMPLOYEE = { name: 'Sanduni Rajapaksha', email: 'sanduni.rajapaksha@demo.local', division: 2 };

/** Past weekdays, newest first, from two days back: days that have ended. */
function pastWeekdays(count: number) {
  const days: string[] = [];
  let day = dayjs(companyToday()).subtract(2, 'day');
  while (days.length < count) {
    if (day.day() !== 0 && day.day() !== 6) days.push(day.format('YYYY-MM-DD'));
    day = day.subtract(1, 'day');
  }
  return days;
}

const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title }).first();

test('an employee uploads her ended day; a super admin uploads hers after confirming, and is told when it was already done', async ({
  page,
  browser,
}) => {
  const [own, raced, forHer] = pastWeekdays(3) as [string, string, string];
  await loginAs(page, EMPLOYEE.email, undefined, '/emp_daily_activity');
  await expect(page.getByRole('heading', { name: new RegExp(EMPLOYEE.name) })).toBeVisible();
  // Today's session has not ended: the upload waits for it.
  await expect(page.getByRole('button', { name: M.button })).toBeDisabled();
  await expect(page.getByText(M.waitsForDayEnd)).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/emp_daily_activity?start=${own}&end=${own}`);
  const upload = page.getByRole('button', { name: M.button });
  const badge = page.getByText(M.badge, { exact: true });
  await expect(upload.or(badge).first()).toBeVisible();
  if (await upload.isVisible()) {
    await expectAccessible(page);
    await upload.click();
    await expect(toast(page, M.uploaded)).toBeVisible();
  }
  await expect(badge).toBeVisible();
  await expect(page.getByText(new RegExp(`Uploaded by ${EMPLOYEE.name}`))).toBeVisible();
  await expectAccessible(page);

  // The super admin opens two of her past days.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await loginAs(admin, 'super@demo.local');
  const herId = await userIdOf(admin, EMPLOYEE.division, EMPLOYEE.email);
  const his = admin.getByRole('button', { name: M.button });
  const hisBadge = admin.getByText(M.badge, { exact: true });
  const open = async (day: string) => {
    await admin.goto(
      `/emp_daily_activity?employee=${herId}&division=${EMPLOYEE.division}&start=${day}&end=${day}`,
    );
    await expect(admin.getByRole('heading', { name: new RegExp(EMPLOYEE.name) })).toBeVisible();
    await expect(his.or(hisBadge).first()).toBeVisible();
    // A retry of this spec finds the day uploaded by its first run.
    return his.isVisible();
  };

  // She uploads a day while his page still offers it: his upload is told it was already done. An
  // open worksheet hears of uploads and would show her badge at once, so his page stops listening.
  await admin.route('**/api/events*', (route) => route.abort());
  if (await open(raced)) {
    await expect(his).toBeEnabled();
    await callApi(page, 'reports/uploads/worksheet', { date: raced });
    await his.click();
    const confirm = admin.getByRole('dialog', { name: M.button });
    await expect(confirm).toContainText(EMPLOYEE.name);
    await expectAccessible(admin);
    await confirm.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(admin, M.alreadyUploaded)).toBeVisible();
  }
  await expect(hisBadge).toBeVisible();

  if (await open(forHer)) {
    await his.click();
    await admin.getByRole('dialog', { name: M.button }).getByRole('button', { name: 'Upload' }).click();
    await expect(toast(admin, M.uploaded)).toBeVisible();
  }
  await expect(admin.getByText(/Uploaded by Sunil Perera/)).toBeVisible();
  await adminContext.close();
});
