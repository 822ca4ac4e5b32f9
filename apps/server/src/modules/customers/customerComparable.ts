import { inArray, sql } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { compareFields, type Comparable } from '../../versions/differences';

const L = Msg.staleSaves.customerFields;

const CUSTOMER_LABELS = {
  customer_code: L.customer_code,
  customer_name: L.customer_name,
  address: L.address,
  owner: L.owner,
  contact_person: L.contact_person,
  mobile_no: L.mobile_no,
  email: L.email,
  website: L.website,
  software_coordinator: L.software_coordinator,
  marketing_coordinator: L.marketing_coordinator,
  account_coordinator: L.account_coordinator,
};
const BRANCH_LABELS = {
  branch_name: L.branch_name,
  branch_code: L.branch_code,
  branch_contact_person: L.branch_contact_person,
  branch_mobile_no: L.branch_mobile_no,
  branch_phone_no: L.branch_phone_no,
  branch_address: L.branch_address,
  branch_email: L.branch_email,
  pos_count: L.pos_count,
  server_count: L.server_count,
  terminal_count: L.terminal_count,
};
const COORDINATORS = ['software_coordinator', 'marketing_coordinator', 'account_coordinator'] as const;

interface AgreementLike {
  id?: number | null;
  agreement_number: string;
  status: string;
  valid_from: string;
  valid_to: string;
}
type CustomerLike = Record<string, unknown> & {
  branches: (Record<string, unknown> & {
    id?: number | null;
    branch_name: string;
    branch_code: string;
    agreements: AgreementLike[];
  })[];
} & Partial<Record<(typeof COORDINATORS)[number], number | null>>;

/**
 * A customer (as saved, or as a save sends it) field by field, for the comparison a stale save
 * answers: the customer's fields, each saved branch's fields, and each saved agreement in one line.
 * New rows of a save have no id yet and nothing to compare with.
 */
export async function customerComparable(db: Executor, customer: CustomerLike): Promise<Comparable> {
  const out = compareFields({}, customer, CUSTOMER_LABELS);
  const staff = COORDINATORS.map((f) => customer[f]).filter((v): v is number => v != null);
  if (staff.length) {
    const names = await db
      .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(users)
      .where(inArray(users.id, staff));
    for (const field of COORDINATORS) {
      const name = names.find((n) => n.id === customer[field])?.name;
      if (name) out[field]!.value = name;
    }
  }
  for (const branch of customer.branches) {
    if (branch.id == null) continue;
    const row = `branches.${branch.id}`;
    out[row] = { label: L.branch, value: `${branch.branch_name} (${branch.branch_code})`, presence: true };
    compareFields(out, branch, BRANCH_LABELS, {
      prefix: `${row}.`,
      labelPrefix: `${L.branch} ${branch.branch_code}: `,
      row,
    });
    for (const a of branch.agreements) {
      if (a.id == null) continue;
      out[`${row}.agreements.${a.id}`] = {
        label: `${L.branch} ${branch.branch_code}: ${L.agreement}`,
        value: `${a.agreement_number}, ${a.status}, ${a.valid_from} – ${a.valid_to}`,
        row,
      };
    }
  }
  return out;
}
