import { Msg } from '@jobline/shared';
import { expect, expectAccessible, loginAs, test } from './fixtures';

test.describe('SMS Settings and messages', () => {
  test('a director’s department is ticked, updated and still ticked after a reload; the outbox shows the messages and resends a failed one', async ({
    page,
  }) => {
    await loginAs(page, 'super@demo.local', undefined, '/super-admin?tab=sms');
    const box = page.getByRole('checkbox', { name: 'Customer Support for Dilan Jayasuriya' });
    await expect(box).toBeVisible();
    await expectAccessible(page);

    // Flip the box (a second run of this test finds it as the first left it) and save.
    const wasTicked = await box.isChecked();
    await box.click({ force: true });
    await expect(box).toBeChecked({ checked: !wasTicked });
    await expect(page.getByText('1 director changed, not saved yet')).toBeVisible();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(Msg.sms.settingsUpdated).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Customer Support for Dilan Jayasuriya' })).toBeChecked({
      checked: !wasTicked,
    });

    // The demo's messages: sent, failed with the provider's reason, and one waiting for a retry.
    const messages = page.getByRole('table', { name: 'SMS messages' });
    await expect(
      messages.getByRole('cell', { name: 'Job sent for approval', exact: true }).first(),
    ).toBeVisible();
    await page
      .getByRole('radiogroup', { name: 'Show messages' })
      .getByText('Failed', { exact: true })
      .click();
    await expect(page.getByRole('radio', { name: 'Failed' })).toBeChecked();
    const resend = messages.getByRole('button', { name: /^Resend the message to / });
    await expect(resend.first()).toBeVisible();
    const failed = await resend.count();
    await expect(
      messages.getByText('gateway answered 400: Invalid destination number').first(),
    ).toBeVisible();
    await expectAccessible(page);

    await resend.first().click();
    const dialog = page.getByRole('dialog', { name: 'Send this message again?' });
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText(Msg.sms.resent).first()).toBeVisible();
    // Queued again, it leaves the failed ones.
    await expect(resend).toHaveCount(failed - 1);
  });
});
