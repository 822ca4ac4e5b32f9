import { Msg } from '@jobline/shared';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.staleSaves;

test('on a phone a refused stale save shows both sides without scrolling sideways', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone layout only');
  const stamp = Date.now().toString(36).toUpperCase();
  await loginAs(page, 'admin@demo.local');
  const created = await callApi(page, 'customers', {
    customer_code: `PHONE-${stamp}`,
    customer_name: `Phone Traders ${stamp}`,
    address: '1 Old Road, Colombo',
    branches: [
      { branch_name: 'Main', branch_code: 'MAIN', pos_count: 1, server_count: 1, terminal_count: 1 },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const customer = created.body.customer;
  await page.goto(`/customer?id=${customer.id}`);
  const address = page.getByRole('textbox', { name: 'Address' });
  await expect(address).toHaveValue('1 Old Road, Colombo');

  // Saved meanwhile (here through the API, as another screen would).
  const { lights: _l, customer_id: _c, agreements: _a, ...branch } = customer.branches[0];
  const other = await callApi(page, 'customers', {
    ...customer,
    address: '9 New Road, Galle, next to the long bus stand by the clock tower',
    branches: [branch],
  });
  expect(other.status, JSON.stringify(other.body)).toBe(200);

  await address.fill('2 Lake Drive, Kandy');
  await page.getByRole('button', { name: 'Save customer' }).click();
  const stale = page.getByTestId('stale-save');
  await expect(stale.getByRole('row', { name: /^Address/ })).toContainText('next to the long bus stand');
  await expect(address).toHaveValue('2 Lake Drive, Kandy');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await stale.getByRole('button', { name: M.saveMine }).click();
  await expect(stale).toBeHidden();
  await expect(address).toHaveValue('2 Lake Drive, Kandy');
});
