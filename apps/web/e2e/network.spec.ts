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
});
