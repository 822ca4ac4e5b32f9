import type { Page } from '@playwright/test';
import { Msg } from '@jobline/shared';
import { callApi, DEMO_PASSWORD, expect, expectAccessible, loginAs, test } from './fixtures';

/** Every API answer a page receives, with its size, from the moment this is called. */
function watchAnswers(page: Page) {
  const answers: { url: string; bytes: number }[] = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/') || url.pathname === '/api/events') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    answers.push({ url: `${url.pathname}${url.search}`, bytes: body.length });
  });
  return answers;
}

test.describe('Pickers that search on the server', () => {
  test('Create Task finds the oldest open job by part of its number, without loading every job', async ({
    page,
  }) => {
    await loginAs(page, 'lead@demo.local', DEMO_PASSWORD, '/');
    const every = (await callApi(page, 'jobs/user/tasking')).body.jobs as { id: number; job_no: string }[];
    const oldest = every.at(-1)!;
    const answers = watchAnswers(page);
    await page.goto('/tasking');
    const picker = page.getByRole('combobox', { name: 'Job', exact: true });
    await picker.click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await picker.pressSequentially(oldest.job_no.slice(-5));
    const option = page.getByRole('option', { name: new RegExp(oldest.job_no) });
    await expect(option).toBeVisible();
    await expectAccessible(page);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`id=${oldest.id}`));
    await expect(picker).toHaveValue(new RegExp(oldest.job_no));

    // The picker asked with the term; no answer was the whole list, and none was large.
    expect(answers.some((a) => a.url.startsWith('/api/jobs/user/tasking?q='))).toBe(true);
    expect(answers.filter((a) => a.url === '/api/jobs/user/tasking')).toEqual([]);
    expect(answers.filter((a) => a.bytes > 100_000)).toEqual([]);

    // A reload finds the picked job by its id alone.
    await page.reload();
    await expect(picker).toHaveValue(new RegExp(oldest.job_no));
  });

  test('Customer Registration finds the newest customer by part of its name and says when nothing matches', async ({
    page,
  }) => {
    await loginAs(page, 'admin@demo.local', DEMO_PASSWORD, '/');
    const all = (await callApi(page, 'customers')).body.customers as {
      id: number;
      customer_code: string;
      customer_name: string;
    }[];
    const newest = all.reduce((a, b) => (b.id > a.id ? b : a));
    const answers = watchAnswers(page);
    await page.goto('/customer');
    const picker = page.getByRole('combobox', { name: 'Customer', exact: true });
    await picker.click();
    await expect(page.getByRole('option').first()).toBeVisible();
    // While the server has not answered the typed text, the list left from opening is narrowed to it:
    // Enter never picks an option of an older search.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/customers?q=*', async (route) => {
      await held;
      await route.continue();
    });
    const typed = newest.customer_name.slice(1, 8).toUpperCase();
    await picker.pressSequentially(typed);
    for (const text of await page.getByRole('option').allTextContents())
      expect(text.toUpperCase()).toContain(typed);
    answer();
    const option = page.getByRole('option', { name: new RegExp(newest.customer_code) });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page.getByRole('textbox', { name: 'Customer code' })).toHaveValue(newest.customer_code);

    await picker.fill('no such customer anywhere');
    await expect(page.getByText(Msg.lookups.noCustomer)).toBeVisible();
    await expectAccessible(page);
    expect(answers.filter((a) => a.url === '/api/customers')).toEqual([]);
    expect(answers.filter((a) => a.bytes > 100_000)).toEqual([]);
  });
});
