import type { Page } from '@playwright/test';
import { callApi, expect } from './fixtures';

export interface AgreementPick {
  customer: string;
  branch: string;
  agreement: string;
}

interface Places {
  data: {
    branches: { id: number; branch_name: string; branch_code: string }[];
    agreements: { id: number; branch_id: number; agreement_number: string }[];
  };
  current_agreement: { id: number; branch_id: number; agreement_number: string }[];
}

/**
 * The picker labels of a demo agreement in force today, with no visit yet and none owed soon, or with
 * some visits: read with the page's session, from the last customers first (the demo's visits are at
 * the first branches).
 */
export async function agreementWith(page: Page, visits: 'none' | 'some'): Promise<AgreementPick> {
  const { body } = await callApi(page, 'customers');
  // An agreement owing a visit stays for the Visits due test: only agreements nobody waits on are used up.
  const owing = new Set(
    ((await callApi(page, 'service/due')).body.visits as { agreement_id: number }[]).map(
      (v) => v.agreement_id,
    ),
  );
  const customers = (
    body.customers as { id: number; customer_name: string; customer_code: string }[]
  ).slice();
  if (visits === 'none') customers.reverse();
  for (const c of customers) {
    const places = (await callApi(page, `customers/branch/${c.id}`)).body as Places;
    for (const current of places.current_agreement) {
      const services = (await callApi(page, `service/agreement/${current.id}`)).body.services as unknown[];
      if ((visits === 'none') !== (services.length === 0)) continue;
      if (visits === 'none' && owing.has(current.id)) continue;
      const branch = places.data.branches.find((b) => b.id === current.branch_id)!;
      return {
        customer: `${c.customer_name} (${c.customer_code})`,
        branch: `${branch.branch_name} (${branch.branch_code})`,
        agreement: current.agreement_number,
      };
    }
  }
  throw new Error(`no demo agreement in force with ${visits} visits`);
}

/** Picks customer, branch and agreement in the pickers of the page. */
export async function pickAgreement(page: Page, pick: AgreementPick) {
  await page.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: pick.customer, exact: true }).click();
  await page.getByRole('combobox', { name: 'Branch' }).click();
  await page.getByRole('option', { name: pick.branch, exact: true }).click();
  // Chosen for them (a branch's only agreement) or not, choosing it leaves it chosen: a tap on the
  // option already chosen must not empty the field.
  await page.getByRole('combobox', { name: 'Agreement' }).click();
  await page.getByRole('option', { name: new RegExp(`^${pick.agreement}`) }).click();
  await expect(page.getByRole('combobox', { name: 'Agreement' })).toHaveValue(pick.agreement);
}
