import { eq, inArray } from 'drizzle-orm';
import { customerSaveRequest, Msg, SyncEntity } from '@jobline/shared';
import type { Executor, Tx } from '../../../db/client';
import { branches, customers } from '../../../db/schema';
import { publishRecordChanged } from '../../../versions/recordChanged';
import {
  lower,
  fieldDifferences,
  type EntitySync,
  type LocalRecord,
  type Shape,
  linkedOrKeyed,
} from './entitySync';
import { checked, countOf, pick, textOf } from './erpInput';
import type { ErpRecord } from './erpConnector';

const L = Msg.staleSaves.customerFields;

export interface BranchShape extends Shape {
  code: string;
  name: string;
  contact_person: string | null;
  mobile_no: string | null;
  phone_no: string | null;
  address: string | null;
  email: string | null;
  pos_count: number;
  server_count: number;
  terminal_count: number;
}

export interface CustomerShape extends Shape {
  code: string;
  name: string;
  address: string | null;
  owner: string | null;
  contact_person: string | null;
  mobile_no: string | null;
  email: string | null;
  website: string | null;
  /** In code order. Here: every branch of the customer; from the ERP: the branches it lists. */
  branches: BranchShape[];
}

const CUSTOMER_LABELS = {
  code: L.customer_code,
  name: L.customer_name,
  address: L.address,
  owner: L.owner,
  contact_person: L.contact_person,
  mobile_no: L.mobile_no,
  email: L.email,
  website: L.website,
};
const BRANCH_LABELS = {
  name: L.branch_name,
  contact_person: L.branch_contact_person,
  mobile_no: L.branch_mobile_no,
  phone_no: L.branch_phone_no,
  address: L.branch_address,
  email: L.branch_email,
  pos_count: L.pos_count,
  server_count: L.server_count,
  terminal_count: L.terminal_count,
};

const byCode = <T extends { code: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (lower(a.code) < lower(b.code) ? -1 : lower(a.code) > lower(b.code) ? 1 : 0));

/** 'branches.1.branch_code' as the super admin reads it: 'branch 2 branch_code'. */
const fieldLabel = (path: string) =>
  path.replace(/^branches\.(\d+)\./, (_, i: string) => `branch ${Number(i) + 1} `);

function parse({ fields }: ErpRecord) {
  const code = textOf(pick(fields, 'code', 'customer_code')) ?? '';
  const name = textOf(pick(fields, 'name', 'customer_name')) ?? code;
  const rawBranches = Array.isArray(fields.branches) ? (fields.branches as Record<string, unknown>[]) : [];
  const input = {
    customer_code: code,
    customer_name: textOf(pick(fields, 'name', 'customer_name')) ?? '',
    address: textOf(fields.address),
    owner: textOf(fields.owner),
    contact_person: textOf(fields.contact_person),
    mobile_no: textOf(pick(fields, 'mobile_no', 'mobile')),
    email: textOf(fields.email),
    website: textOf(fields.website),
    branches: rawBranches.map((b) => ({
      branch_code: textOf(pick(b ?? {}, 'code', 'branch_code')) ?? '',
      branch_name: textOf(pick(b ?? {}, 'name', 'branch_name')) ?? '',
      branch_contact_person: textOf(b?.contact_person),
      branch_mobile_no: textOf(pick(b ?? {}, 'mobile_no', 'mobile')),
      branch_phone_no: textOf(pick(b ?? {}, 'phone_no', 'phone')),
      branch_address: textOf(b?.address),
      branch_email: textOf(b?.email),
      pos_count: countOf(b?.pos_count),
      server_count: countOf(b?.server_count),
      terminal_count: countOf(b?.terminal_count),
    })),
  };
  // The ERP may send a customer without its branches: its own fields are checked all the same.
  const placeholder = {
    branch_code: 'B',
    branch_name: 'B',
    pos_count: 0,
    server_count: 0,
    terminal_count: 0,
  };
  const result = checked(
    customerSaveRequest,
    input.branches.length ? input : { ...input, branches: [placeholder] },
    fieldLabel,
  );
  if ('reason' in result) return { key: code, name, reason: result.reason };
  const c = result.value;
  const blank = (v: string | null | undefined) => (v ? v : null);
  const value: CustomerShape = {
    code: c.customer_code,
    name: c.customer_name,
    address: blank(c.address),
    owner: blank(c.owner),
    contact_person: blank(c.contact_person),
    mobile_no: blank(c.mobile_no),
    email: blank(c.email),
    website: blank(c.website),
    branches: byCode(
      (input.branches.length ? c.branches : []).map((b) => ({
        code: b.branch_code,
        name: b.branch_name,
        contact_person: blank(b.branch_contact_person),
        mobile_no: blank(b.branch_mobile_no),
        phone_no: blank(b.branch_phone_no),
        address: blank(b.branch_address),
        email: blank(b.branch_email),
        pos_count: b.pos_count,
        server_count: b.server_count,
        terminal_count: b.terminal_count,
      })),
    ),
  };
  return { key: value.code, name: value.name, value };
}

type CustomerRow = typeof customers.$inferSelect;
type BranchRow = typeof branches.$inferSelect;

const branchShape = (b: BranchRow): BranchShape => ({
  code: b.code,
  name: b.name,
  contact_person: b.contactPerson,
  mobile_no: b.mobileNo,
  phone_no: b.phoneNo,
  address: b.address,
  email: b.email,
  pos_count: b.posCount,
  server_count: b.serverCount,
  terminal_count: b.terminalCount,
});

const customerShape = (c: CustomerRow, own: BranchRow[]): CustomerShape => ({
  code: c.code,
  name: c.name,
  address: c.address,
  owner: c.owner,
  contact_person: c.contactPerson,
  mobile_no: c.mobileNo,
  email: c.email,
  website: c.website,
  branches: byCode(own.map(branchShape)),
});

async function loadLocal(db: Executor, ids: readonly number[], keys: readonly string[]) {
  if (!ids.length && !keys.length) return [];
  const rows = await db
    .select()
    .from(customers)
    .where(linkedOrKeyed(customers.id, customers.code, ids, keys));
  const branchRows = rows.length
    ? await db
        .select()
        .from(branches)
        .where(
          inArray(
            branches.customerId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((c): LocalRecord<CustomerShape> => ({
    id: c.id,
    key: c.code,
    name: c.name,
    customerId: c.id,
    shape: customerShape(
      c,
      branchRows.filter((b) => b.customerId === c.id),
    ),
  }));
}

function differences(erp: CustomerShape, local: CustomerShape) {
  const out = fieldDifferences(erp, local, CUSTOMER_LABELS);
  for (const branch of erp.branches) {
    const here = local.branches.find((b) => lower(b.code) === lower(branch.code));
    const prefix = { field: `branches.${branch.code}.`, label: `${L.branch} ${branch.code}: ` };
    if (!here) {
      out.push({
        field: `branches.${branch.code}`,
        label: `${L.branch} ${branch.code}`,
        ours: null,
        theirs: `${branch.name} (new)`,
      });
    } else out.push(...fieldDifferences(branch, here, BRANCH_LABELS, prefix));
  }
  return out;
}

const customerValues = (c: CustomerShape) => ({
  code: c.code,
  name: c.name,
  address: c.address,
  owner: c.owner,
  contactPerson: c.contact_person,
  mobileNo: c.mobile_no,
  email: c.email,
  website: c.website,
});
const branchValues = (b: BranchShape) => ({
  code: b.code,
  name: b.name,
  contactPerson: b.contact_person,
  mobileNo: b.mobile_no,
  phoneNo: b.phone_no,
  address: b.address,
  email: b.email,
  posCount: b.pos_count,
  serverCount: b.server_count,
  terminalCount: b.terminal_count,
});

/**
 * The customer's fields and the branches the ERP lists (matched by code; new ones added). Branches
 * the ERP does not list stay as they are, and so do the coordinators, which the ERP does not keep.
 */
async function write(tx: Tx, _ctx: unknown, erp: CustomerShape, local: LocalRecord<CustomerShape> | null) {
  const now = new Date();
  let id: number;
  if (local) {
    id = local.id;
    if (fieldDifferences(erp, local.shape, CUSTOMER_LABELS).length)
      await tx
        .update(customers)
        .set({ ...customerValues(erp), updatedAt: now })
        .where(eq(customers.id, id));
  } else {
    const [row] = await tx.insert(customers).values(customerValues(erp)).returning({ id: customers.id });
    id = row!.id;
  }
  const existing = local ? await tx.select().from(branches).where(eq(branches.customerId, id)) : [];
  for (const branch of erp.branches) {
    const here = existing.find((b) => lower(b.code) === lower(branch.code));
    if (!here) await tx.insert(branches).values({ ...branchValues(branch), customerId: id });
    else if (fieldDifferences(branch, branchShape(here), BRANCH_LABELS).length || here.code !== branch.code)
      await tx
        .update(branches)
        .set({ ...branchValues(branch), updatedAt: now })
        .where(eq(branches.id, here.id));
  }
  return id;
}

/** Customers with their branches, matched by customer code. */
export const customerSync: EntitySync<CustomerShape, null> = {
  entity: SyncEntity.CUSTOMERS,
  recordName: 'customer',
  parse,
  loadLocal,
  references: async () => null,
  problem: () => null,
  project: (local, erp) => {
    const listed = new Set(erp.branches.map((b) => lower(b.code)));
    return { ...local, branches: local.branches.filter((b) => listed.has(lower(b.code))) };
  },
  // A customer is always registered with a branch; an existing one may be synced without its branches.
  cannotCreate: (value) =>
    value.branches.length ? null : Msg.sync.incomplete('branches', Msg.customers.branchRequired),
  differences,
  write,
  async announce(tx, ctx, written) {
    // An open Customer Registration form of an updated customer says it changed.
    const updated = written.filter((w) => !w.created).map((w) => w.id);
    if (!updated.length) return;
    const rows = await tx
      .select({ id: customers.id, version: customers.version })
      .from(customers)
      .where(inArray(customers.id, updated));
    for (const row of rows)
      await publishRecordChanged(tx, ctx.bus, ctx.actor, {
        entity: 'customer',
        id: row.id,
        version: row.version,
      });
  },
};
