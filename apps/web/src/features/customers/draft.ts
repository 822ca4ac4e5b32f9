import {
  AgreementStatus,
  DEFAULT_VISITS_PER_YEAR,
  type AgreementStatusValue,
  type AgreementView,
  type BranchWithAgreements,
  type CustomerDetail,
  type CustomerSaveRequest,
} from '@jobline/shared';

/** An agreement row as the form edits it; `key` tells rows apart before they have ids. */
export interface AgreementDraft {
  key: string;
  id: number | null;
  agreement_number: string;
  agreement_code: string;
  warranty_period: boolean;
  agreement_type: number | null;
  status: string | null;
  valid_from: string | null;
  valid_to: string | null;
  agreement_date: string | null;
  /** Service visits included a year; a number input gives '' while empty. */
  visits_per_year: number | string;
}

export interface BranchDraft {
  key: string;
  id: number | null;
  branch_name: string;
  branch_code: string;
  branch_contact_person: string;
  branch_mobile_no: string;
  branch_phone_no: string;
  branch_address: string;
  branch_email: string;
  pos_count: number | string;
  server_count: number | string;
  terminal_count: number | string;
  agreements: AgreementDraft[];
}

export interface CustomerDraft {
  id: number | null;
  customer_code: string;
  customer_name: string;
  address: string;
  owner: string;
  contact_person: string;
  mobile_no: string;
  email: string;
  website: string;
  software_coordinator: number | null;
  marketing_coordinator: number | null;
  account_coordinator: number | null;
  branches: BranchDraft[];
  /** The version loaded (null for a new customer): the save sends it back. */
  version: number | null;
}

let counter = 0;
export const newKey = (prefix: string) => `${prefix}-new-${++counter}`;

export const emptyAgreement = (): AgreementDraft => ({
  key: newKey('agreement'),
  id: null,
  agreement_number: '',
  agreement_code: '',
  warranty_period: false,
  agreement_type: null,
  status: AgreementStatus.ACCEPTED,
  valid_from: null,
  valid_to: null,
  agreement_date: null,
  visits_per_year: DEFAULT_VISITS_PER_YEAR,
});

export const emptyBranch = (): BranchDraft => ({
  key: newKey('branch'),
  id: null,
  branch_name: '',
  branch_code: '',
  branch_contact_person: '',
  branch_mobile_no: '',
  branch_phone_no: '',
  branch_address: '',
  branch_email: '',
  pos_count: 0,
  server_count: 0,
  terminal_count: 0,
  agreements: [],
});

export const emptyCustomer = (): CustomerDraft => ({
  id: null,
  customer_code: '',
  customer_name: '',
  address: '',
  owner: '',
  contact_person: '',
  mobile_no: '',
  email: '',
  website: '',
  software_coordinator: null,
  marketing_coordinator: null,
  account_coordinator: null,
  branches: [],
  version: null,
});

const text = (value: string | null) => value ?? '';

const agreementDraft = (a: AgreementView): AgreementDraft => ({
  key: `agreement-${a.id}`,
  id: a.id,
  agreement_number: a.agreement_number,
  agreement_code: text(a.agreement_code),
  warranty_period: a.warranty_period,
  agreement_type: a.agreement_type,
  status: a.status,
  valid_from: a.valid_from,
  valid_to: a.valid_to,
  agreement_date: a.agreement_date,
  visits_per_year: a.visits_per_year,
});

const branchDraft = (b: BranchWithAgreements): BranchDraft => ({
  key: `branch-${b.id}`,
  id: b.id,
  branch_name: b.branch_name,
  branch_code: b.branch_code,
  branch_contact_person: text(b.branch_contact_person),
  branch_mobile_no: text(b.branch_mobile_no),
  branch_phone_no: text(b.branch_phone_no),
  branch_address: text(b.branch_address),
  branch_email: text(b.branch_email),
  pos_count: b.pos_count,
  server_count: b.server_count,
  terminal_count: b.terminal_count,
  agreements: b.agreements.map(agreementDraft),
});

/** The saved customer as the form's starting values. */
export const toDraft = (c: CustomerDetail): CustomerDraft => ({
  id: c.id,
  customer_code: c.customer_code,
  customer_name: c.customer_name,
  address: text(c.address),
  owner: text(c.owner),
  contact_person: text(c.contact_person),
  mobile_no: text(c.mobile_no),
  email: text(c.email),
  website: text(c.website),
  software_coordinator: c.software_coordinator,
  marketing_coordinator: c.marketing_coordinator,
  account_coordinator: c.account_coordinator,
  branches: c.branches.map(branchDraft),
  version: c.version,
});

/**
 * The form's values as POST customers takes them: no row keys, ids only for saved rows, the version
 * loaded, and the saved rows the user removed named as removed (`loaded` is what the form opened
 * with): a row someone else added since is not in `loaded`, so it is never named.
 */
export function toRequest(draft: CustomerDraft, loaded?: CustomerDraft | null): CustomerSaveRequest {
  const { id, branches, version, ...customer } = draft;
  const branchIds = new Set(branches.flatMap((b) => (b.id ? [b.id] : [])));
  const agreementIds = new Set(branches.flatMap((b) => b.agreements.flatMap((a) => (a.id ? [a.id] : []))));
  const loadedBranches = id && loaded?.id === id ? loaded.branches : [];
  return {
    ...customer,
    ...(id ? { id, version } : {}),
    ...(id
      ? {
          removed_branches: loadedBranches.flatMap((b) => (b.id && !branchIds.has(b.id) ? [b.id] : [])),
          removed_agreements: loadedBranches.flatMap((b) =>
            b.id && branchIds.has(b.id)
              ? b.agreements.flatMap((a) => (a.id && !agreementIds.has(a.id) ? [a.id] : []))
              : [],
          ),
        }
      : {}),
    branches: branches.map(({ key: _k, id: branchId, agreements, ...branch }) => ({
      ...branch,
      ...(branchId ? { id: branchId } : {}),
      pos_count: Number(branch.pos_count),
      server_count: Number(branch.server_count),
      terminal_count: Number(branch.terminal_count),
      agreements: agreements.map(({ key: _a, id: agreementId, ...a }) => ({
        ...a,
        ...(agreementId ? { id: agreementId } : {}),
        agreement_type: a.agreement_type as 1 | 2 | 3,
        status: a.status as AgreementStatusValue,
        valid_from: a.valid_from ?? '',
        valid_to: a.valid_to ?? '',
        visits_per_year: Number(a.visits_per_year),
      })),
    })),
  };
}

/** The errors under one prefix (e.g. "branches.2."), with the prefix taken off. */
export function errorsUnder(errors: Record<string, unknown>, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix) && message) found[path.slice(prefix.length)] = String(message);
  }
  return found;
}

/** Agreements the lights can read: those with a type and both days. */
export const datedAgreements = (list: readonly AgreementDraft[]) =>
  list.flatMap((a) =>
    a.agreement_type && a.valid_from && a.valid_to
      ? [
          {
            ...a,
            agreement_type: a.agreement_type,
            status: a.status ?? '',
            valid_from: a.valid_from,
            valid_to: a.valid_to,
            visits_per_year: Number(a.visits_per_year),
          },
        ]
      : [],
  );
