import { formatLeaveRange, Msg } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import {
  freeTuesday,
  HOD,
  openLeaveDetailsOnPhone,
  openLeaveForm,
  pickRange,
  signedInPage,
} from './leaveData';

const M = Msg.leave;
const EMPLOYEE = { name: 'Ishara Dharmasena', email: 'ishara.dharmasena@demo.local' };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('Leave on a phone', () => {
  test('an employee asks for a short leave and withdraws another; the HOD rejects with a reason', async ({
    page,
    browser,
  }) => {
    test.slow(); // two people, each step checked with axe
    await loginAs(page, EMPLOYEE.email);
    const day = await freeTuesday(page, 35);
    const other = day.add(1, 'day');
    const iso = day.format('YYYY-MM-DD');

    // A short leave: one day, the type chosen, and the day count hidden.
    const dialog = await openLeaveForm(page);
    await expectAccessible(page);
    await pickRange(page, 'Leave dates', day, day);
    await expect(dialog.getByRole('textbox', { name: 'Day count' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Leave type', exact: true }).click();
    await page.getByRole('option', { name: 'Evening Short Leave' }).click();
    await expect(dialog).toContainText('This request takes 1 short leave.');
    await dialog.getByRole('textbox', { name: 'Remark' }).fill('Collecting my new spectacles in the evening');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(M.requestSent)).toBeVisible();

    // Another request, then withdrawn from My leave after 'Are you sure?'.
    const second = await callApi(page, 'leave/save', {
      selected_leave_type: 1,
      remark: 'Visiting the dentist',
      range: { start: other.format('YYYY-MM-DD'), end: other.format('YYYY-MM-DD') },
    });
    expect(second.status).toBe(200);
    await page.goto('/user-profile');
    const withdrawn = page.getByTestId('my-leave-item').filter({ hasText: other.format('ddd D MMM YYYY') });
    await withdrawn.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: M.areYouSure });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete request' }).click();
    await expect(page.getByText(M.deleted)).toBeVisible();
    await expect(withdrawn).toHaveCount(0);
    const mine = page.getByTestId('my-leave-item').filter({ hasText: day.format('ddd D MMM YYYY') });
    await expect(mine.getByTestId('leave-status')).toHaveText('Pending');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // The HOD, on a phone too, rejects it: a reason is needed.
    const hod = await signedInPage(browser, HOD.email, 375);
    await openLeaveDetailsOnPhone(hod);
    await expectNoSidewaysScroll(hod);
    await expectAccessible(hod);
    const request = hod
      .getByTestId('pending-leave')
      .filter({ hasText: EMPLOYEE.name })
      .filter({ hasText: day.format('ddd D MMM YYYY') });
    await request.getByRole('button', { name: /^Review:/ }).click();
    const review = hod.getByRole('dialog', { name: 'Leave request review' });
    await expect(review).toContainText('Evening Short Leave');
    await review.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(review).toContainText(M.decisionRemarkRequired);
    await expectAccessible(hod);
    await review.getByRole('textbox', { name: 'Remark' }).fill('The Galle branch visit is that evening');
    await review.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(hod.getByText(M.rejected)).toBeVisible();
    await expect(request).toHaveCount(0);
    await hod.context().close();

    // The employee sees it rejected, with the reason, live.
    await expect(mine.getByTestId('leave-status')).toHaveText('Rejected');
    await expect(mine).toContainText('The Galle branch visit is that evening');
    await expect(mine.getByRole('button')).toHaveCount(0);
    const bell = page.getByTestId('notification-bell');
    await bell.click();
    const entry = page
      .getByRole('dialog', { name: Msg.notifications.bellTitle })
      .getByTestId('notification-entry')
      .filter({ hasText: M.requestRejected(formatLeaveRange(iso, iso)) });
    await expect(entry).toContainText('The Galle branch visit is that evening');
    await expect(entry).toContainText(`${Msg.notifications.from} ${HOD.name}`);
    await expectAccessible(page);
  });
});
