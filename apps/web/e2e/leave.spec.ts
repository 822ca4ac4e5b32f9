import dayjs from 'dayjs';
import { formatLeaveRange, Msg } from '@jobline/shared';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { freeTuesday, HOD, openLeaveDetails, openLeaveForm, pickRange, signedInPage } from './leaveData';

const M = Msg.leave;
const EMPLOYEE = { name: 'Asanka Kumara', email: 'asanka.kumara@demo.local' };
const COLLEAGUE = { name: 'Janaka Liyanage', email: 'janaka.liyanage@demo.local' };
const COVER = 'Roshan Pathirana';

test.describe('Leave: asking, review, the calendar and a cancellation', () => {
  test('an employee asks for two days with a half day; the HOD sees the collision and approves; then a cancellation goes through its own review', async ({
    page,
    browser,
  }) => {
    test.slow(); // two people, many steps, each checked with axe
    await loginAs(page, EMPLOYEE.email);
    const first = await freeTuesday(page, 28);
    const second = first.add(1, 'day');
    const range = formatLeaveRange(first.format('YYYY-MM-DD'), second.format('YYYY-MM-DD'));

    // A colleague of the division is already asking for the first day: the review will say so.
    const colleague = await signedInPage(browser, COLLEAGUE.email);
    const theirs = await callApi(colleague, 'leave/save', {
      selected_leave_type: 1,
      dates: [],
      remark: 'School sports meet',
      range: { start: first.format('YYYY-MM-DD'), end: first.format('YYYY-MM-DD') },
    });
    expect(theirs.status).toBe(200);
    await colleague.context().close();

    // The form, from the profile menu. It says what is missing before anything is sent.
    let dialog = await openLeaveForm(page);
    await expectAccessible(page);
    await pickRange(page, 'Leave dates', first, first);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText(M.leaveTypeRequired);
    await expect(dialog).toContainText(M.remarkRequired);
    await expectAccessible(page);

    // Two days: the type is locked to Full day and the day count shows 2.
    await pickRange(page, 'Leave dates', first, second);
    const type = dialog.getByRole('combobox', { name: 'Leave type', exact: true });
    await expect(type).toHaveValue('Full day');
    await expect(type).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Day count' })).toHaveValue('2');
    await expect(dialog).not.toContainText(M.leaveTypeRequired);

    // Advance Settings: the second day becomes a morning half day.
    await dialog.getByRole('button', { name: M.advanceSettings }).click();
    await dialog
      .getByRole('combobox', { name: `Leave type of ${second.format('ddd D MMM YYYY')}` })
      .selectOption({ label: 'Morning Half Day' });
    await expect(dialog).toContainText('This request takes 1 day, 1 half day.');
    await expect(dialog.getByRole('table', { name: 'Your leave balance' })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Covered by' }).fill('Roshan');
    await page.getByRole('option', { name: new RegExp(COVER) }).click();
    await dialog.getByRole('textbox', { name: 'Remark' }).fill("Attending my brother's wedding in Matara");
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(M.requestSent)).toBeVisible();
    await expect(dialog).toBeHidden();

    // My leave shows it pending.
    await page.goto('/user-profile');
    const item = page.getByTestId('my-leave-item').filter({ hasText: first.format('ddd D') });
    await expect(item.getByTestId('leave-status')).toHaveText('Pending');
    await expect(item).toContainText('1 day, 1 half day');
    await expect(item).toContainText(`covered by ${COVER}`);
    await expectAccessible(page);

    // Asking again for those days is refused on the dates, and the input stays.
    dialog = await openLeaveForm(page);
    await pickRange(page, 'Leave dates', second, second);
    await dialog.getByRole('combobox', { name: 'Leave type', exact: true }).click();
    await page.getByRole('option', { name: 'Evening Short Leave' }).click();
    await dialog.getByRole('textbox', { name: 'Remark' }).fill('Bank appointment');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText(M.overlaps(range));
    await expect(dialog.getByRole('textbox', { name: 'Remark' })).toHaveValue('Bank appointment');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The HOD sees it waiting, with what it collides with, and approves.
    const hod = await signedInPage(browser, HOD.email);
    await openLeaveDetails(hod);
    const request = hod.getByTestId('pending-leave').filter({ hasText: EMPLOYEE.name });
    await expect(request).toContainText('1 day, 1 half day');
    await expectAccessible(hod);
    await request.getByRole('button', { name: /^Review:/ }).click();
    const review = hod.getByRole('dialog', { name: 'Leave request review' });
    await expect(review.getByRole('heading', { name: EMPLOYEE.name })).toBeVisible();
    await expect(review.getByTestId('also-away')).toContainText(
      `${COLLEAGUE.name} — ${first.format('ddd D MMM')} (pending)`,
    );
    await expect(review).toContainText('Morning Half Day');
    await expect(review.getByRole('table', { name: `Leave balance of ${EMPLOYEE.name}` })).toBeVisible();
    await expectAccessible(hod);
    await review.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(hod.getByText(M.approved)).toBeVisible();
    await expect(review).toBeHidden();
    await expect(request).toHaveCount(0);

    // The calendar shows it: a full day, then the half day.
    for (
      let i = 0;
      i < 3 &&
      !(await hod.getByRole('heading', { name: `Leave in ${first.format('MMMM YYYY')}` }).isVisible());
      i++
    ) {
      await hod.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(
      hod.getByRole('button', {
        name: `Leave of ${EMPLOYEE.name}, Full day, ${first.format('ddd D MMM YYYY')}`,
      }),
    ).toBeVisible();
    await expect(
      hod.getByRole('button', {
        name: `Leave of ${EMPLOYEE.name}, Morning Half Day, ${second.format('ddd D MMM YYYY')}`,
      }),
    ).toBeVisible();
    await expect(hod.locator(`.fc-daygrid-day[data-date="${first.format('YYYY-MM-DD')}"]`)).toContainText(
      '2 away',
    );
    await expectAccessible(hod);

    // The employee is told in the bell, live; opening it leads to My leave, now Approved.
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
    await bell.click();
    const entry = page
      .getByRole('dialog', { name: Msg.notifications.bellTitle })
      .getByTestId('notification-entry')
      .filter({ hasText: M.requestApproved(range) });
    await expect(entry).toContainText(`From ${HOD.name}`);
    await expectAccessible(page);
    await entry.click();
    await expect(page).toHaveURL(/\/user-profile#my-leave$/);
    await expect(item.getByTestId('leave-status')).toHaveText('Approved');

    // A cancellation, after 'Are you sure?'.
    await item.getByRole('button', { name: 'Cancel leave' }).click();
    const confirm = page.getByRole('dialog', { name: M.areYouSure });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Ask to cancel' }).click();
    await expect(page.getByText(M.cancellationApplied)).toBeVisible();
    await expect(item.getByTestId('leave-status')).toHaveText('Approved, cancellation pending');
    await expect(item.getByRole('button', { name: 'Cancel leave' })).toHaveCount(0);

    // Its own review: the HOD's cancellation list has it, live.
    const cancellation = hod.getByTestId('pending-leave').filter({ hasText: EMPLOYEE.name });
    await cancellation.getByRole('button', { name: /^Review cancellation:/ }).click();
    const cancelReview = hod.getByRole('dialog', { name: 'Cancel leave review' });
    await expect(cancelReview).toContainText('Approved, cancellation pending');
    await expectAccessible(hod);
    await cancelReview.getByRole('button', { name: 'Approve cancellation' }).click();
    await expect(hod.getByText(M.cancellationApproved)).toBeVisible();
    await expect(cancellation).toHaveCount(0);
    await expect(hod.getByRole('button', { name: new RegExp(`^Leave of ${EMPLOYEE.name}`) })).toHaveCount(0);

    await expect(item.getByTestId('leave-status')).toHaveText('Cancelled');
    await bell.click();
    await expect(
      page
        .getByRole('dialog', { name: Msg.notifications.bellTitle })
        .getByTestId('notification-entry')
        .filter({ hasText: M.cancellationApprovedTitle(range) }),
    ).toBeVisible();
    await hod.context().close();
  });

  test('a review that fails to load says why, and the lists are for reviewers only', async ({ page }) => {
    await loginAs(page, EMPLOYEE.email, undefined, '/leave-details');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    const refused = await callApi(page, 'leave/getPendingLeaveRequests', {});
    expect(refused.status).toBe(403);

    await loginAs(page, HOD.email, undefined, '/leave-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee Leave Details' })).toBeVisible();
    // A review that cannot be loaded (the server fails) says why, in the modal.
    await page.route('**/api/leave/get/*', (route) =>
      route.fulfill({ status: 503, json: { message: Msg.common.serverError } }),
    );
    await page
      .getByTestId('pending-leave')
      .first()
      .getByRole('button', { name: /^Review:/ })
      .click();
    const review = page.getByRole('dialog', { name: 'Leave request review' });
    await expect(review).toContainText(M.loadFailed(Msg.common.serverError));
    await expectAccessible(page);
    await page.unroute('**/api/leave/get/*');
  });

  test('a range of days with no working day asks for a valid day count', async ({ page }) => {
    // A company holiday on a Saturday, then the Sunday after: nothing to take.
    await loginAs(page, 'admin@demo.local');
    let saturday = dayjs().add(70, 'day');
    saturday = saturday.add((6 - saturday.day() + 7) % 7, 'day');
    const iso = saturday.format('YYYY-MM-DD');
    const added = await callApi(page, 'holiday', {
      description: 'E2E Saturday closure',
      start: iso,
      end: iso,
    });
    expect(added.status).toBe(200);
    try {
      await loginAs(page, EMPLOYEE.email);
      const dialog = await openLeaveForm(page);
      await pickRange(page, 'Leave dates', saturday, saturday.add(1, 'day'));
      await expect(dialog.getByRole('textbox', { name: 'Day count' })).toHaveValue('0');
      await dialog.getByRole('textbox', { name: 'Remark' }).fill('Weekend away');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toContainText(M.dayCountInvalid);
      await expectAccessible(page);
    } finally {
      await loginAs(page, 'admin@demo.local');
      await callApi(page, 'holiday/delete', { id: added.body.holiday.id });
    }
  });
});
