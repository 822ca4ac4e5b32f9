import { Msg, type FeatureSwitch } from '@jobline/shared';
import {
  callApi,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  loginAs,
  restoreFeatureSwitches,
  test,
} from './fixtures';
import { totp } from './totp';

/**
 * Requiring two-factor sign-in binds every super admin at once, the demo's own included, so this file
 * runs in a project of its own after every other spec of the demo server, and leaves the switch off
 * and the demo super admin without an authenticator app, as it found them.
 */
test('with two-factor required, a super admin without it can only set it up, then works as before', async ({
  page,
}) => {
  await loginAs(page, 'super@demo.local', undefined, '/super-admin?tab=features');
  const before = (await callApi(page, 'admin/allFeatures')).body.features as FeatureSwitch[];
  const required = page.getByRole('switch', { name: 'Two-factor required for super admins' });
  await expect(required).not.toBeChecked();
  let setUp = false;
  try {
    // Switching it on asks nothing (it takes nothing away) and binds the one switching it too.
    await required.click({ force: true });
    await page.getByRole('button', { name: 'Update' }).click();
    const setupPage = page.getByRole('heading', { name: 'Set up two-factor sign-in' });
    await expect(setupPage).toBeVisible();
    await expect(page.getByText(Msg.auth.twoFactorRequired)).toBeVisible();
    await expect(page.getByTestId('profile-menu')).toBeHidden();

    // The server refuses every other call, saying why, and any other address shows the same page.
    const refused = await callApi(page, 'admin/allFeatures');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(Msg.auth.twoFactorRequired);
    await page.goto('/jobs');
    await expect(setupPage).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectAccessible(page);
    // No event reaches the set-up page: coming back to the window asks the server again.
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/auth/me'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await asked;

    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByRole('button', { name: 'Set up' }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    await card.getByRole('textbox', { name: /Enter the 6-digit code/ }).fill(totp(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    setUp = true;
    await expectAccessible(page);
    await card.getByRole('button', { name: 'I have saved them' }).click();

    // Set up: the app opens where the super admin was going, and the server answers again.
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await expect(setupPage).toBeHidden();
    await expect(page).toHaveURL(/\/jobs$/);
    expect((await callApi(page, 'admin/allFeatures')).status).toBe(200);
  } finally {
    // Stopped before the app was set up: set it up through the calls the set-up page uses, the only
    // ones the server allows, so that the switch and the app can be put back.
    if (!setUp) {
      const started = await callApi(page, 'profile/two_factor/start', {});
      await callApi(page, 'profile/two_factor/confirm', { code: totp(started.body.secret as string) });
    }
    await restoreFeatureSwitches(page, before);
    const off = await callApi(page, 'profile/two_factor/disable', { password: DEMO_PASSWORD });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
  }
});
