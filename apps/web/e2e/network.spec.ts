import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

test.describe('opened from another computer on the office network', () => {
  test('over plain HTTP by a host name, the app loads every asset and signs in', async ({ page }, info) => {
    const local = new URL(info.project.use.baseURL!);
    const office = `http://office.test:${local.port}`;
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));

    const res = await page.goto(`${office}/login`);
    await page.getByLabel('E-mail').fill('employee@demo.local');
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await expect(page).toHaveURL(`${office}/`);
    expect(failed).toEqual([]);
    // HSTS over plain HTTP would send this browser to https next time.
    expect(res?.headers()['strict-transport-security']).toBeUndefined();
    await expectAccessible(page);
  });

  test('the app’s scripts and styles travel compressed', async ({ page }) => {
    const assets: { url: string; encoding?: string }[] = [];
    page.on('response', (res) => {
      if (/\/assets\/.+\.(js|css)$/.test(res.url()))
        assets.push({ url: res.url(), encoding: res.headers()['content-encoding'] });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // The entry script and style sheet (files under 1 kB are left as they are).
    const entry = assets.filter((a) => /\/index-[^/]+\.(js|css)$/.test(a.url));
    expect(entry.length).toBeGreaterThanOrEqual(2);
    expect(entry.filter((a) => a.encoding !== 'br')).toEqual([]);
  });
});
