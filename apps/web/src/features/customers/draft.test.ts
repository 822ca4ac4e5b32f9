import { describe, expect, it } from 'vitest';
import { emptyAgreement, emptyBranch, emptyCustomer, toRequest, type CustomerDraft } from './draft';

const saved = (): CustomerDraft => ({
  ...emptyCustomer(),
  id: 7,
  version: 4,
  customer_code: 'C-7',
  customer_name: 'Seven Traders',
  branches: [
    {
      ...emptyBranch(),
      key: 'branch-1',
      id: 1,
      branch_code: 'B1',
      agreements: [
        { ...emptyAgreement(), key: 'agreement-11', id: 11, agreement_number: 'A-11' },
        { ...emptyAgreement(), key: 'agreement-12', id: 12, agreement_number: 'A-12' },
      ],
    },
    { ...emptyBranch(), key: 'branch-2', id: 2, branch_code: 'B2' },
  ],
});

describe('toRequest', () => {
  it('sends the version loaded and names only the saved rows the user removed', () => {
    const loaded = saved();
    const draft = saved();
    draft.branches = [{ ...draft.branches[0]!, agreements: [draft.branches[0]!.agreements[1]!] }];
    const body = toRequest(draft, loaded);
    expect(body).toMatchObject({ id: 7, version: 4, removed_branches: [2], removed_agreements: [11] });
  });

  it('never names a row the form did not load, so a branch added elsewhere stays', () => {
    const loaded = saved();
    const draft = saved();
    // The form reloaded its rows from a newer copy that has branch 3; the user changed nothing.
    draft.branches.push({ ...emptyBranch(), key: 'branch-3', id: 3, branch_code: 'B3' });
    expect(toRequest(draft, loaded)).toMatchObject({ removed_branches: [], removed_agreements: [] });
    // Rows of a removed branch go with it: they are not named one by one.
    const without = { ...saved(), branches: [saved().branches[1]!] };
    expect(toRequest(without, loaded)).toMatchObject({ removed_branches: [1], removed_agreements: [] });
  });

  it('sends no version and no removals for a new customer', () => {
    const body = toRequest({ ...emptyCustomer(), branches: [emptyBranch()] }, null);
    expect(body).not.toHaveProperty('version');
    expect(body).not.toHaveProperty('removed_branches');
  });
});
