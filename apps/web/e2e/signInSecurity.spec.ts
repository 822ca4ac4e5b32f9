import type { APIRequestContext, Page } from '@playwright/test';
import { Msg } from '@jobline/shared';
import { expect, expectAccessible, loginAs, logout, newEmployee, test } from './fixtures';
import { totp } from './totp';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A second login of the same person, from their phone. */
async function phoneLogin(request: APIRequestContext, user: { email: string; password: string }) {
  const res = await request.post('/api/auth/login', {
    data: user,
    headers: { 'user-agent': ANDROID },
  });
  return { authorization: `Bearer ${(await res.json()).access_token}` };
}

const sessionRows = (page: Page) => page.getByTestId('session-row');

test('My Profile lists where I am signed in; I sign out one device, then every other one', async ({
  page,
  request,
}) => {
  const user = await newEmployee(request);
  const phoneA = await phoneLogin(request, user);
  const phoneB = await phoneLogin(request, user);
  await loginAs(page, user.email, user.password, '/user-profile');

  const card = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessionRows(page)).toHaveCount(3);
  await expect(sessionRows(page).filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessionRows(page).filter({ hasText: 'Chrome on Android' })).toHaveCount(2);
  await expectAccessible(page);

  // One device, confirmed first; cancelling changes nothing.
  await card
    .getByRole('button', { name: /^Sign out Chrome on Android/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(sessionRows(page)).toHaveCount(3);
  await card
    .getByRole('button', { name: /^Sign out Chrome on Android/ })
    .first()
    .click();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText(Msg.auth.sessionRevoked)).toBeVisible();
  await expect(sessionRows(page)).toHaveCount(2);
  const stillIn = await Promise.all(
    [phoneA, phoneB].map(async (headers) => (await request.get('/api/auth/me', { headers })).status()),
  );
  expect(stillIn.sort()).toEqual([200, 401]);

  // Every other device, by keyboard: the confirm dialog takes Enter on its focused button.
  await card.getByRole('button', { name: 'Sign out everywhere else' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText('Every other device (1)');
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText(Msg.auth.othersRevoked)).toBeVisible();
  await expect(sessionRows(page)).toHaveCount(1);
  await expect(card.getByText('You are signed in on this device only.')).toBeVisible();
  for (const headers of [phoneA, phoneB])
    expect((await request.get('/api/auth/me', { headers })).status()).toBe(401);
});

test('the password form refuses a short or common password next to the field, and says the rule', async ({
  page,
  request,
}) => {
  const user = await newEmployee(request);
  await loginAs(page, user.email, user.password, '/user-profile');
  const newField = page.getByRole('textbox', { name: 'New password' });
  await expect(page.getByText(Msg.profile.passwordRule)).toBeVisible();
  await page.getByLabel('Old password').fill(user.password);
  await newField.fill('short-one');
  await page.getByRole('textbox', { name: 'Repeat password' }).fill('short-one');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(Msg.profile.passwordTooShort)).toBeVisible();
  await newField.fill('Password123');
  await page.getByRole('textbox', { name: 'Repeat password' }).fill('Password123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(Msg.profile.passwordCommon)).toBeVisible();
  await expectAccessible(page);
});

test('a session past its time comes back to the login page, which says it expired', async ({
  page,
  request,
}) => {
  const user = await newEmployee(request);
  await loginAs(page, user.email, user.password, '/user-profile');
  // The idle and absolute ends follow the server's clock and are checked in its tests; here the
  // server's 401 for an expired session reaches the login page, which says why, once.
  await page.route('**/api/profile/sessions', (route) =>
    route.fulfill({ status: 401, json: { message: Msg.auth.sessionExpired } }),
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: Msg.auth.sessionExpired })).toBeVisible();
  await expectAccessible(page);
  await page.unroute('**/api/profile/sessions');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  await expect(page.getByText(Msg.auth.sessionExpired)).toHaveCount(0);
});

test('signed out from another device, an open app goes to the login page by itself and says why', async ({
  page,
  request,
}) => {
  const user = await newEmployee(request);
  const phone = await phoneLogin(request, user);
  const listening = page.waitForResponse((r) => r.url().endsWith('/api/events'));
  await loginAs(page, user.email, user.password, '/user-profile');
  await listening;
  // Only the event stream hears of it: the page makes no call of its own.
  const res = await request.post('/api/profile/sessions/revoke_others', { headers: phone });
  expect(res.status(), await res.text()).toBe(200);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: Msg.auth.sessionEnded })).toBeVisible();
  await expectAccessible(page);
});

test('two-factor sign-in: set up with the app, then a login asks for a code (a recovery code works)', async ({
  page,
  request,
}) => {
  const user = await newEmployee(request);
  await loginAs(page, user.email, user.password, '/user-profile');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText('Off')).toBeVisible();
  await card.getByRole('button', { name: 'Set up' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await expectAccessible(page);

  const code = card.getByRole('textbox', { name: /Enter the 6-digit code/ });
  await code.fill('000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText(Msg.auth.wrongCode)).toBeVisible();
  await code.fill(totp(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  await logout(page);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(field).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(Msg.auth.codeRequired)).toBeVisible();
  await field.fill('123456');
  await page.keyboard.press('Enter');
  await expect(page.getByText(Msg.auth.wrongCode)).toBeVisible();
  await expectAccessible(page);
  // The app's code of this half-minute was spent on the set-up; a recovery code stands in for it.
  await field.fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();

  // Turning it off takes the password (or a code), after a confirmation.
  await page.goto('/user-profile');
  await card.getByText('My password').click();
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByText(Msg.auth.twoFactorProofRequired)).toBeVisible();
  await card.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText(Msg.auth.twoFactorOff)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Set up' })).toBeVisible();
});
