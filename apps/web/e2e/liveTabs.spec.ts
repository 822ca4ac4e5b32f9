import dayjs from 'dayjs';
import { callApi, expect, loginAs, test } from './fixtures';

const TABS = 10;

test.describe('Live updates across tabs', () => {
  test('ten tabs of one browser all load and each shows a holiday added elsewhere', async ({
    page,
    browser,
  }) => {
    test.slow(); // ten pages on a shared machine
    const description = `E2E tabs ${Date.now().toString(36)}`;
    const eighth = dayjs().date(8);
    const day = eighth.add((4 - eighth.day() + 7) % 7, 'day').format('YYYY-MM-DD'); // a Thursday
    // The first tab holds the browser's one stream; it must be listening before the change.
    const listening = page.waitForResponse((r) => r.url().endsWith('/api/events'));
    await loginAs(page, 'admin@demo.local', undefined, '/holiday-planner');
    await listening;
    const tabs = [page];
    for (let i = 1; i < TABS; i++) {
      const tab = await page.context().newPage();
      await tab.goto('/holiday-planner');
      await expect(tab.getByRole('region', { name: 'Holidays' })).toBeVisible();
      tabs.push(tab);
    }
    for (const tab of tabs) {
      await expect(tab.getByRole('heading', { level: 1, name: 'Holiday Planner' })).toBeVisible();
    }

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await loginAs(other, 'super@demo.local');
    const added = await callApi(other, 'holiday', { description, start: day, end: day });
    expect(added.status).toBe(200);
    for (const tab of tabs) {
      await expect(tab.getByRole('region', { name: 'Holidays' })).toContainText(description);
    }

    const removed = await callApi(other, 'holiday/delete', { id: added.body.holiday.id });
    expect(removed.status).toBe(200);
    for (const tab of tabs) {
      await expect(tab.getByRole('region', { name: 'Holidays' })).not.toContainText(description);
    }
    await elsewhere.close();
  });
});
