import { Msg } from '@jobline/shared';
import { DEMO_PASSWORD, expect, expectAccessible, loginAs, logout, test } from './fixtures';

// Accounts only this file changes, so parallel files keep their demo logins.
const DETAILS_USER = 'isuru.karunaratne@demo.local';
const PASSWORD_USER = 'malsha.dissanayake@demo.local';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an employee edits their details, seeing each message on bad input', async ({ page }) => {
  await loginAs(page, DETAILS_USER);
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeDisabled();
  await expectAccessible(page);

  const mobile = page.getByRole('textbox', { name: 'Contact number' });
  await mobile.fill('07712ab345');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(Msg.profile.numbersOnly)).toBeVisible();
  await mobile.fill('077123456');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(Msg.profile.invalidPhone)).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('');
  await mobile.fill('0771234567');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(Msg.common.required)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'First name' }).fill('Isuru Lakshan');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(Msg.profile.updated)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Isuru Lakshan');
  await expect(page.getByRole('textbox', { name: 'Contact number' })).toHaveValue('0771234567');
  await expect(page.getByTestId('profile-menu')).toContainText('Isuru Lakshan');
});

test('the picture accepts a real image and refuses a file that only pretends to be one', async ({ page }) => {
  await loginAs(page, DETAILS_USER, DEMO_PASSWORD, '/user-profile');
  const avatar = page.getByRole('img', { name: /^Picture of/ });
  const before = await avatar.getAttribute('src');

  const input = page.locator('input[type=file]');
  await input.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByRole('alert')).toContainText(Msg.profile.imageType);
  expect(await avatar.getAttribute('src')).toBe(before);

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  await expect(avatar).not.toHaveAttribute('src', before!);
  const src = await avatar.getAttribute('src');
  const served = await page.request.get(src!);
  expect(served.headers()['content-type']).toBe('image/png');
});

test('changing the password checks the old one and the repeat, then the new one logs in', async ({
  page,
}) => {
  await loginAs(page, PASSWORD_USER, DEMO_PASSWORD, '/user-profile');
  const oldField = page.getByLabel('Old password');
  const newField = page.getByRole('textbox', { name: 'New password' });
  const repeatField = page.getByRole('textbox', { name: 'Repeat password' });
  const submit = page.getByRole('button', { name: 'Change password' });

  await submit.click();
  await expect(page.getByText(Msg.profile.oldPasswordRequired)).toBeVisible();
  await expect(page.getByText(Msg.profile.repeatRequired)).toBeVisible();

  await oldField.fill('not-my-password');
  await newField.fill('brand-new-lantern-1');
  await repeatField.fill('brand-new-2');
  await submit.click();
  await expect(page.getByText(Msg.profile.passwordMismatch)).toBeVisible();

  await repeatField.fill('brand-new-lantern-1');
  await submit.click();
  // The server refuses the wrong old password next to its field and keeps what was typed.
  await expect(page.getByText(Msg.profile.oldPasswordWrong)).toBeVisible();
  await expect(newField).toHaveValue('brand-new-lantern-1');
  await expectAccessible(page);

  await oldField.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(page.getByText(Msg.profile.passwordChanged)).toBeVisible();
  await expect(newField).toHaveValue('');

  await logout(page);
  await page.getByLabel('E-mail').fill(PASSWORD_USER);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert', { name: 'Login failed' })).toContainText(Msg.auth.invalidCredentials);
  await page.getByRole('textbox', { name: 'Password' }).fill('brand-new-lantern-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
});
