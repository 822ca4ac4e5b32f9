// Branches and Agreements sheets: records that belong to a customer's branch, stored or in the file.
import {
  agreementImportRow,
  branchImportRow,
  Msg,
  type AgreementImportRow,
  type BranchImportRow,
} from '@jobline/shared';
import { keyOf, pairKey } from './rowInputs';
import { blank, parseWith, sameFields, type FileKeys, type SheetSpec } from './sheetSpec';
import { bareCode, type StoredAgreement, type StoredBranch, type StoredRecords } from './storedRecords';

const M = Msg.customers;
const IM = Msg.imports;

export interface BranchValues {
  /** The customer's lower-cased code: it may be created by the same import. */
  customerKey: string;
  code: string;
  name: string;
  contactPerson: string | null;
  mobileNo: string | null;
  phoneNo: string | null;
  address: string | null;
  email: string | null;
  posCount: number;
  serverCount: number;
  terminalCount: number;
}

export interface AgreementValues {
  /** pairKey of the branch it belongs to, which may be created by the same import. */
  branchKey: string;
  number: string;
  code: string | null;
  type: number;
  warranty: boolean;
  status: string;
  validFrom: string;
  validTo: string;
  agreementDate: string | null;
}

const BRANCH_FIELDS = [
  'name',
  'contactPerson',
  'mobileNo',
  'phoneNo',
  'address',
  'email',
  'posCount',
  'serverCount',
  'terminalCount',
] as const;
const AGREEMENT_FIELDS = [
  'code',
  'type',
  'warranty',
  'status',
  'validFrom',
  'validTo',
  'agreementDate',
] as const;

const customerKnown = (stored: StoredRecords, file: FileKeys, key: string) =>
  stored.customers.has(key) || file.customers.has(key);

export function branchSpec(
  stored: StoredRecords,
  file: FileKeys,
): SheetSpec<StoredBranch, BranchImportRow, BranchValues> {
  return {
    kind: 'branches',
    keyColumn: 'branch_code',
    key: (v) => {
      const customer = keyOf(v.customer_code);
      const branch = keyOf(v.branch_code);
      return customer && branch ? pairKey(customer, branch) : null;
    },
    stored: (key) => stored.branches.get(key),
    present: (s) => ({
      branch_code: s.code,
      branch_name: s.name,
      contact_person: s.contactPerson,
      mobile_no: s.mobileNo,
      phone_no: s.phoneNo,
      address: s.address,
      email: s.email,
      pos_count: s.posCount,
      server_count: s.serverCount,
      terminal_count: s.terminalCount,
    }),
    shown: (v) => ({
      branch_name: v.name,
      contact_person: v.contactPerson,
      mobile_no: v.mobileNo,
      phone_no: v.phoneNo,
      address: v.address,
      email: v.email,
      pos_count: v.posCount,
      server_count: v.serverCount,
      terminal_count: v.terminalCount,
    }),
    lookalike: (v) => stored.lookalikes.branches.get(pairKey(v.customerKey, bareCode(v.code))),
    // The registration form starts its counts at 0 too.
    defaults: { pos_count: 0, server_count: 0, terminal_count: 0 },
    parse: (input) => parseWith(branchImportRow, input),
    check: (p, _s, report) => {
      if (!customerKnown(stored, file, p.customer_code.toLowerCase()))
        report('customer_code', IM.customerNotFound);
    },
    values: (p, s) => ({
      customerKey: p.customer_code.toLowerCase(),
      code: s?.code ?? p.branch_code,
      name: p.branch_name,
      contactPerson: blank(p.contact_person),
      mobileNo: blank(p.mobile_no),
      phoneNo: blank(p.phone_no),
      address: blank(p.address),
      email: blank(p.email),
      posCount: p.pos_count,
      serverCount: p.server_count,
      terminalCount: p.terminal_count,
    }),
    same: (v, s) => sameFields(v, s, BRANCH_FIELDS),
  };
}

/** Issue paths of agreementImportRow back to the sheet's columns. */
const agreementColumn = (path: readonly PropertyKey[]) => {
  const field = String(path[0] === 'agreement' ? (path[1] ?? 'agreement_number') : (path[0] ?? ''));
  return field === 'warranty_period' ? 'warranty' : field;
};

export const storedBranchKey = (a: StoredAgreement) =>
  pairKey(a.customerCode.toLowerCase(), a.branchCode.toLowerCase());

export function agreementSpec(
  stored: StoredRecords,
  file: FileKeys,
): SheetSpec<StoredAgreement, AgreementImportRow, AgreementValues> {
  return {
    kind: 'agreements',
    keyColumn: 'agreement_number',
    key: (v) => keyOf(v.agreement_number),
    stored: (key) => stored.agreements.get(key),
    present: (s) => ({
      customer_code: s.customerCode,
      branch_code: s.branchCode,
      agreement_number: s.number,
      agreement_code: s.code,
      agreement_type: s.type,
      warranty: s.warranty,
      status: s.status,
      valid_from: s.validFrom,
      valid_to: s.validTo,
      agreement_date: s.agreementDate,
    }),
    shown: (v) => ({
      agreement_code: v.code,
      agreement_type: v.type,
      warranty: v.warranty,
      status: v.status,
      valid_from: v.validFrom,
      valid_to: v.validTo,
      agreement_date: v.agreementDate,
    }),
    lookalike: (v) => stored.lookalikes.agreements.get(bareCode(v.number)),
    defaults: {},
    parse: ({ customer_code, branch_code, warranty, ...agreement }) =>
      parseWith(
        agreementImportRow,
        { customer_code, branch_code, agreement: { ...agreement, warranty_period: warranty } },
        agreementColumn,
      ),
    check: (p, s, report) => {
      const customer = p.customer_code.toLowerCase();
      if (!customerKnown(stored, file, customer)) report('customer_code', IM.customerNotFound);
      else {
        const branch = pairKey(customer, p.branch_code.toLowerCase());
        if (!stored.branches.has(branch) && !file.branches.has(branch))
          report('branch_code', IM.branchNotFound);
      }
      // An agreement may move between a customer's branches, never to another customer.
      if (s && s.customerCode.toLowerCase() !== customer) report('agreement_number', M.agreementNumberTaken);
    },
    values: (p, s) => {
      const a = p.agreement;
      return {
        branchKey: pairKey(p.customer_code.toLowerCase(), p.branch_code.toLowerCase()),
        number: s?.number ?? a.agreement_number,
        code: blank(a.agreement_code),
        type: a.agreement_type,
        warranty: a.warranty_period,
        status: a.status,
        validFrom: a.valid_from,
        validTo: a.valid_to,
        agreementDate: blank(a.agreement_date),
      };
    },
    same: (v, s) => v.branchKey === storedBranchKey(s) && sameFields(v, s, AGREEMENT_FIELDS),
  };
}
