// Customers and Systems sheets: records matched by their own code (or name).
import {
  customerImportRow,
  systemImportRow,
  type CustomerImportRow,
  type SystemImportRow,
} from '@jobline/shared';
import { keyOf } from './rowInputs';
import { blank, parseWith, sameFields, type SheetSpec } from './sheetSpec';
import { bareCode, type StoredCustomer, type StoredRecords, type StoredSystem } from './storedRecords';

export interface CustomerValues {
  code: string;
  name: string;
  address: string | null;
  owner: string | null;
  contactPerson: string | null;
  mobileNo: string | null;
  email: string | null;
  website: string | null;
}

export interface SystemValues {
  name: string;
  code: string | null;
}

const CUSTOMER_FIELDS = [
  'name',
  'address',
  'owner',
  'contactPerson',
  'mobileNo',
  'email',
  'website',
] as const;

export function customerSpec(
  stored: StoredRecords,
): SheetSpec<StoredCustomer, CustomerImportRow, CustomerValues> {
  return {
    kind: 'customers',
    keyColumn: 'customer_code',
    key: (v) => keyOf(v.customer_code),
    stored: (key) => stored.customers.get(key),
    present: (s) => ({
      customer_code: s.code,
      customer_name: s.name,
      address: s.address,
      owner: s.owner,
      contact_person: s.contactPerson,
      mobile_no: s.mobileNo,
      email: s.email,
      website: s.website,
    }),
    shown: (v) => ({
      customer_name: v.name,
      address: v.address,
      owner: v.owner,
      contact_person: v.contactPerson,
      mobile_no: v.mobileNo,
      email: v.email,
      website: v.website,
    }),
    lookalike: (v) => stored.lookalikes.customers.get(bareCode(v.code)),
    defaults: {},
    parse: (input) => parseWith(customerImportRow, input),
    check: () => {},
    values: (p, s) => ({
      // The code is the key: a match in another case keeps the stored spelling.
      code: s?.code ?? p.customer_code,
      name: p.customer_name,
      address: blank(p.address),
      owner: blank(p.owner),
      contactPerson: blank(p.contact_person),
      mobileNo: blank(p.mobile_no),
      email: blank(p.email),
      website: blank(p.website),
    }),
    same: (v, s) => sameFields(v, s, CUSTOMER_FIELDS),
  };
}

export function systemSpec(stored: StoredRecords): SheetSpec<StoredSystem, SystemImportRow, SystemValues> {
  return {
    kind: 'systems',
    keyColumn: 'system_name',
    key: (v) => keyOf(v.system_name),
    stored: (key) => stored.systems.get(key),
    present: (s) => ({ system_name: s.name, system_code: s.code }),
    shown: (v) => ({ system_code: v.code }),
    lookalike: () => undefined,
    defaults: {},
    parse: (input) => parseWith(systemImportRow, input),
    check: () => {},
    values: (p, s) => ({ name: s?.name ?? p.system_name, code: blank(p.system_code) }),
    same: (v, s) => sameFields(v, s, ['code']),
  };
}
