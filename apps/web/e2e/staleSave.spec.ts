import { Msg } from '@jobline/shared';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.staleSaves;

test.describe('Two people edit one customer', () => {
  test('the second sees who changed it, keeps their input and saves over it after seeing the difference', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers on a shared machine
    const stamp = Date.now().toString(36).toUpperCase();
    // Anoma (admin) registers the customer both will edit.
    await loginAs(page, 'admin@demo.local', undefined, '/customer');
    const created = await callApi(page, 'customers', {
      customer_code: `STALE-${stamp}`,
      customer_name: `Stale Traders ${stamp}`,
      address: '1 Old Road, Colombo',
      mobile_no: '0771111111',
      branches: [
        { branch_name: 'Main', branch_code: 'MAIN', pos_count: 1, server_count: 1, terminal_count: 1 },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.customer.id as number;

    // Sunil (super admin) opens it in his own browser and listens for changes.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    const listening = other.waitForResponse((r) => r.url().endsWith('/api/events'));
    await loginAs(other, 'super@demo.local', undefined, `/customer?id=${id}`);
    await listening;
    const otherMobile = other.getByRole('textbox', { name: 'Mobile number' });
    await expect(otherMobile).toHaveValue('0771111111');

    // Anoma changes the address and saves.
    await page.goto(`/customer?id=${id}`);
    const address = page.getByRole('textbox', { name: 'Address' });
    await expect(address).toHaveValue('1 Old Road, Colombo');
    await address.fill('9 New Road, Galle');
    await page.getByRole('button', { name: 'Save customer' }).click();
    await expect(page.getByTestId('save-bar')).toContainText('No unsaved changes');

    // Sunil's open form says so before he saves.
    const banner = other.getByTestId('record-changed');
    await expect(banner).toContainText(M.liveChanged('Anoma Silva'));
    await expectAccessible(other);

    // He saves his own change anyway: refused, with who, when and what differs; his input stays.
    await otherMobile.fill('0772222222');
    await other.getByRole('button', { name: 'Save customer' }).click();
    const stale = other.getByTestId('stale-save');
    await expect(stale).toContainText(
      new RegExp(`This customer was changed by Anoma Silva at \\d\\d:\\d\\d since you opened it`),
    );
    const addressRow = stale.getByRole('row', { name: /^Address/ });
    await expect(addressRow).toContainText('9 New Road, Galle');
    await expect(addressRow).toContainText('1 Old Road, Colombo');
    await expect(stale.getByRole('row', { name: /^Mobile number/ })).toContainText('0772222222');
    await expect(otherMobile).toHaveValue('0772222222');
    await expectAccessible(other);

    // Having seen the difference, he saves his over theirs.
    await other.getByRole('button', { name: M.saveMine }).click();
    await expect(stale).toBeHidden();
    await expect(other.getByTestId('save-bar')).toContainText('No unsaved changes');
    await expect(otherMobile).toHaveValue('0772222222');
    await expect(other.getByRole('textbox', { name: 'Address' })).toHaveValue('1 Old Road, Colombo');
    await expectAccessible(other);

    // Anoma's form now hears of Sunil's save, and reloads his version.
    await expect(page.getByTestId('record-changed')).toContainText(M.liveChanged('Sunil Perera'));
    await page.getByTestId('record-changed').getByRole('button', { name: M.reload }).click();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('0772222222');
    await expect(page.getByTestId('record-changed')).toBeHidden();
    await elsewhere.close();
  });

  test('load their version drops what was typed and shows the saved customer', async ({ page, browser }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    await loginAs(page, 'admin@demo.local', undefined, '/customer');
    const created = await callApi(page, 'customers', {
      customer_code: `LOAD-${stamp}`,
      customer_name: `Load Traders ${stamp}`,
      branches: [
        { branch_name: 'Main', branch_code: 'MAIN', pos_count: 1, server_count: 1, terminal_count: 1 },
      ],
    });
    const id = created.body.customer.id as number;
    await page.goto(`/customer?id=${id}`);
    const owner = page.getByRole('textbox', { name: 'Owner' });
    await expect(owner).toHaveValue('');

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await loginAs(other, 'super@demo.local');
    const theirs = (await callApi(other, `customers/${id}`)).body.customer;
    const saved = await callApi(other, 'customers', {
      ...theirs,
      owner: 'R. Wijesekara',
      branches: theirs.branches.map(
        ({ lights: _l, customer_id: _c, agreements: _a, ...b }: Record<string, unknown>) => b,
      ),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await elsewhere.close();

    await owner.fill('Someone else');
    await page.getByRole('button', { name: 'Save customer' }).click();
    const stale = page.getByTestId('stale-save');
    await expect(stale.getByRole('row', { name: /^Owner/ })).toContainText('R. Wijesekara');
    await page.getByRole('button', { name: M.loadTheirs }).click();
    await expect(stale).toBeHidden();
    await expect(owner).toHaveValue('R. Wijesekara');
    await expect(page.getByTestId('save-bar')).toContainText('No unsaved changes');
    await expectAccessible(page);
  });
});
