import { Msg, type JobCard, type NotificationPage, type SectionsResponse } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { apiAs, type Call } from './boardsData';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { workJob, workThrough } from './workData';

const M = Msg.boards;
const HOLDER = 'Nadeesha Ranasinghe';

const bellOf = (page: Page) => page.getByTestId('notification-bell');
const panelOf = (page: Page) => page.getByRole('dialog', { name: Msg.notifications.bellTitle });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

/** The holder's hold on the job as the board tells it: its finished status and the review reason. */
async function holdOf(holder: Call, jobId: number) {
  const cards = (await holder('jobs/cards')).body.jobs as JobCard[];
  const card = cards.find((c) => c.id === jobId);
  if (!card) return null;
  const board = (await holder('sections', { type: 1, job_user_id: card.job_user_id }))
    .body as SectionsResponse;
  return { status: board.board?.finished_status ?? null, reason: board.board?.review_reason ?? null };
}

// Long journeys with an accessibility check at every step.
test.describe.configure({ timeout: 180_000 });

test.describe('Finished jobs decided from the bell', () => {
  test('the head of the division accepts one finished job and rejects another with a reason', async ({
    page,
    request,
  }) => {
    // Two jobs of the software division, each finished by its employee.
    const holder = await apiAs(request, 'nadeesha.ranasinghe@demo.local');
    const accepted = await workJob(request, { holder: HOLDER, label: 'accepted' });
    const rejected = await workJob(request, { holder: HOLDER, label: 'rejected' });
    await workThrough(holder, accepted);
    await workThrough(holder, rejected);
    // Both wait for the head now.
    expect(await holdOf(holder, accepted.id)).toEqual({ status: 5, reason: null });
    expect(await holdOf(holder, rejected.id)).toEqual({ status: 5, reason: null });

    await loginAs(page, 'hod@demo.local');
    const feed = (await callApi(page, 'notifications/1')).body as NotificationPage;
    const titleOf = (jobNo: string) => `${jobNo} is finished by ${HOLDER} and waits for your approval`;
    expect(feed.notifications.map((n) => n.title)).toEqual(
      expect.arrayContaining([titleOf(accepted.job_no), titleOf(rejected.job_no)]),
    );

    // Accept asks first, then completes the job; the entry says so.
    await bellOf(page).click();
    const panel = panelOf(page);
    await expect(panel.getByText(titleOf(accepted.job_no))).toBeVisible();
    await expectAccessible(page);
    await panel.getByRole('button', { name: `Accept ${accepted.job_no}` }).click();
    const confirm = page.getByRole('dialog', { name: M.completeJobQuestion });
    await expect(confirm).toContainText(titleOf(accepted.job_no));
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Complete job' }).click();
    await expect(toast(page, M.jobFinishedByHod)).toBeVisible();
    // An accepted job leaves the employee's cards, and the employee hears of it.
    await expect.poll(() => holdOf(holder, accepted.id)).toBeNull();

    await bellOf(page).click();
    const acceptedEntry = panel.getByRole('listitem').filter({ hasText: titleOf(accepted.job_no) });
    await expect(acceptedEntry.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(acceptedEntry.getByRole('button', { name: /^Accept / })).toHaveCount(0);
    await expect(acceptedEntry.getByTestId('notification-entry')).not.toHaveAttribute('data-unread');

    // Reject asks for a reason longer than five characters, and says so.
    await panel.getByRole('button', { name: `Reject ${rejected.job_no}` }).click();
    const reject = page.getByRole('dialog', { name: `Reject ${rejected.job_no}` });
    const reason = reject.getByRole('textbox', { name: M.rejectReasonPrompt });
    await reason.fill('Redo');
    await reject.getByRole('button', { name: 'Reject job' }).click();
    await expect(reject.getByText(Msg.jobAdmin.rejectReasonTooShort)).toBeVisible();
    await expectAccessible(page);
    await reason.fill('The branch still sees the old totals');
    await reject.getByRole('button', { name: 'Reject job' }).click();
    await expect(toast(page, M.jobRejectedByHod)).toBeVisible();
    await expect(reject).toBeHidden();
    await expect
      .poll(() => holdOf(holder, rejected.id))
      .toEqual({ status: 11, reason: 'The branch still sees the old totals' });

    const told = (await holder('notifications/1')).body as NotificationPage;
    expect(told.notifications.map((n) => [n.title, n.finished_job_status])).toEqual(
      expect.arrayContaining([
        [`${accepted.job_no} was accepted`, 10],
        [`${rejected.job_no} was rejected: The branch still sees the old totals`, 11],
      ]),
    );

    await bellOf(page).click();
    const rejectedEntry = panel.getByRole('listitem').filter({ hasText: titleOf(rejected.job_no) });
    await expect(rejectedEntry.getByText('Rejected', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
