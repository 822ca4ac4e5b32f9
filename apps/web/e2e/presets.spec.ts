import dayjs from 'dayjs';
import { Msg } from '@jobline/shared';
import { companyToday } from './dashboardRange';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import {
  addMinutes,
  ISURU,
  ISURU_NAME,
  reviewButtonName,
  sendUnchangedCorrection,
  workedWeekdays,
} from './presetsData';
import { expectCardsMatchRows } from './worksheetData';

test('an engineer corrects a past day, the HOD approves it, and a second correction is rejected with a remark', async ({
  page,
}) => {
  await loginAs(page, ISURU, undefined, '/emp_daily_activity');
  const me = (await callApi(page, 'auth/me')).body;
  const [day] = await workedWeekdays(page, me.id, 1);
  const sheetOf = `/emp_daily_activity?start=${day}&end=${day}`;
  await page.goto(sheetOf);
  await expect(page.getByRole('heading', { name: new RegExp(ISURU_NAME) })).toBeVisible();
  await expectAccessible(page);

  // Edit report: the day's lines as a draft.
  await page.getByRole('button', { name: 'Edit report' }).click();
  const modal = page.getByRole('dialog', { name: /Edit report/ });
  const lines = modal.getByRole('group', { name: /^Line \d+$/ });
  await expect(lines.first()).toBeVisible();
  const count = await lines.count();
  const last = lines.nth(count - 1);
  const lastStart = await last.getByLabel('Start').inputValue();
  const lastEnd = await last.getByLabel('End').inputValue();
  await expect(modal.getByRole('button', { name: 'Send to review' })).toBeDisabled();
  await expectAccessible(page);

  // A forgotten meeting, typed over the last stretch of work: Validate names the overlapping line.
  await modal.getByRole('button', { name: 'Add comment' }).click();
  const added = modal.getByRole('group', { name: 'New comment line' });
  await expect(added.getByRole('combobox', { name: 'Kind' })).toHaveValue('Meeting');
  await added.getByLabel('Start').fill(lastStart);
  await added.getByLabel('End').fill(addMinutes(lastEnd, 30));
  await added.getByRole('button', { name: 'Add line' }).click();
  await expect(lines).toHaveCount(count + 1);
  await modal.getByRole('button', { name: 'Validate' }).click();
  const meeting = modal.getByRole('group', { name: `Line ${count + 1}`, exact: true });
  await expect(meeting.getByRole('alert')).toContainText(`Line ${count + 1} (`);
  await expect(modal.getByRole('button', { name: 'Send to review' })).toBeDisabled();
  await expectAccessible(page);

  // Fixed: the meeting starts where the work ended.
  await meeting.getByLabel('Start').fill(lastEnd);
  await meeting.getByLabel('Start').blur();
  await expect(meeting.getByLabel('Start')).toHaveValue(lastEnd);
  await modal.getByRole('button', { name: 'Validate' }).click();
  await expect(modal.getByText("All checked and you're good to go").first()).toBeVisible();
  await expect(meeting.getByRole('alert')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Send to review' }).click();
  await page
    .getByRole('dialog', { name: 'Send to review' })
    .getByRole('button', { name: 'Send to review' })
    .click();
  await expect(page.getByText('Successfully sent to review')).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText('Correction waiting for review')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit report' })).toBeDisabled();
  await expectAccessible(page);

  // The HOD reviews it from the waiting list: the meeting shows as added, in words.
  await loginAs(page, 'hod@demo.local', undefined, '/emp_daily_activity');
  const waiting = page.getByRole('table', { name: 'Corrections waiting for review' });
  await waiting.getByRole('button', { name: reviewButtonName(day!) }).click();
  const review = page.getByRole('region', { name: 'Correction review' });
  await expect(review).toBeVisible();
  const correction = review.getByRole('region', { name: 'Correction', exact: true });
  const meetingCard = correction.locator('[data-change="added"]', { hasText: 'Meeting' });
  await expect(meetingCard).toContainText(`${lastEnd}–${addMinutes(lastEnd, 30)}`);
  await expect(meetingCard).toContainText('Added');
  await expectAccessible(page);
  await review.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve the correction' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Correction approved')).toBeVisible();
  await expect(review).toHaveCount(0);
  await expect(page).not.toHaveURL(/review=/);
  await expectAccessible(page);

  // Isuru's day now has the meeting, and the cards agree with the rows.
  await loginAs(page, ISURU, undefined, sheetOf);
  const table = page.getByRole('table', { name: 'Activities' });
  await expect(table.getByRole('row', { name: new RegExp(`${lastEnd}.*Meeting`) })).toBeVisible();
  await expectCardsMatchRows(page, me.id, { start: day!, end: day! });

  // A second correction, rejected with a remark: the HOD must give one, then Isuru reads it.
  await sendUnchangedCorrection(page, day!);
  await loginAs(page, 'hod@demo.local', undefined, '/emp_daily_activity');
  await waiting.getByRole('button', { name: reviewButtonName(day!) }).click();
  await review.getByRole('button', { name: 'Reject' }).click();
  await expect(review.getByText('Please add a remark for this action')).toBeVisible();
  await expectAccessible(page);
  await review.getByLabel('Remark').fill('Nothing changed in this correction');
  await review.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Correction rejected')).toBeVisible();
  await expect(review).toHaveCount(0);

  await loginAs(page, ISURU, undefined, sheetOf);
  await expect(page.getByText('Your previous preset has been rejected by the admins')).toBeVisible();
  await expect(page.getByText('Remark: Nothing changed in this correction')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit report' })).toBeEnabled();
  await expectAccessible(page);
});

test('a reviewer locks a month against corrections, and only a super admin unlocks it', async ({ page }) => {
  // A month long past that no other journey corrects.
  const day = dayjs(companyToday()).subtract(10, 'month').date(14).format('YYYY-MM-DD');
  const month = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
  await loginAs(page, ISURU, undefined, '/emp_daily_activity');
  const isuru = (await callApi(page, 'auth/me')).body.id as number;
  const sheet = `/emp_daily_activity?employee=${isuru}&start=${day}&end=${day}`;

  await loginAs(page, 'hod@demo.local', undefined, sheet);
  await expect(page.getByRole('heading', { name: new RegExp(ISURU_NAME) })).toBeVisible();
  await page.getByRole('button', { name: 'Lock month' }).click();
  const ask = page.getByRole('dialog', { name: 'Lock month' });
  await expect(ask).toContainText(`Lock ${month} for`);
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Lock month' }).click();
  await expect(page.getByText(`${month} locked`)).toBeVisible();
  // The head cannot reopen it.
  await expect(page.getByRole('button', { name: 'Unlock month' })).toHaveCount(0);

  // Isuru's Edit report for that month says why it is closed.
  await loginAs(page, ISURU, undefined, `/emp_daily_activity?start=${day}&end=${day}`);
  await expect(page.getByRole('button', { name: 'Edit report' })).toBeDisabled();
  await expect(page.getByText(Msg.worksheets.monthLocked)).toBeVisible();
  await expectAccessible(page);

  await loginAs(page, 'super@demo.local', undefined, sheet);
  await page.getByRole('button', { name: 'Unlock month' }).click();
  await page
    .getByRole('dialog', { name: 'Unlock month' })
    .getByRole('button', { name: 'Unlock month' })
    .click();
  await expect(page.getByText(`${month} locked`)).toHaveCount(0);
  await loginAs(page, ISURU, undefined, `/emp_daily_activity?start=${day}&end=${day}`);
  await expect(page.getByRole('button', { name: 'Edit report' })).toBeEnabled();
});
