import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agreements, branches, customers, systems } from '../../db/schema';
import { anyInt } from '../../db/sqlText';
import { pairKey } from './rowInputs';

export type StoredCustomer = typeof customers.$inferSelect;
export type StoredBranch = typeof branches.$inferSelect & { customerKey: string };
export type StoredAgreement = typeof agreements.$inferSelect & {
  customerId: number;
  customerCode: string;
  branchCode: string;
};
export type StoredSystem = typeof systems.$inferSelect;

/** The saved records a file's codes match, each map keyed by lower-cased code (or name). */
export interface StoredRecords {
  customers: Map<string, StoredCustomer>;
  /** By pairKey(customer code, branch code). */
  branches: Map<string, StoredBranch>;
  agreements: Map<string, StoredAgreement>;
  systems: Map<string, StoredSystem>;
  /** Registered codes by bareCode, for codes a file spells with more or fewer leading zeros. */
  lookalikes: {
    customers: Map<string, string>;
    /** By pairKey(customer code, bare branch code). */
    branches: Map<string, string>;
    agreements: Map<string, string>;
  };
}

/** A lower-cased code without its leading zeros: 00456 and 456 are the same to it. */
export const bareCode = (code: string) => code.toLowerCase().replace(/^0+/, '');

export interface WantedKeys {
  customerCodes: Set<string>;
  /** [customer code, branch code] pairs. */
  branches: [string, string][];
  agreementNumbers: Set<string>;
  systemNames: Set<string>;
}

/** Any of these lower-cased texts, as one array parameter (a file may hold thousands). */
const anyOf = (values: Iterable<string>) => sql`any(${sql.param([...values])}::text[])`;

export async function loadStored(db: Executor, wanted: WantedKeys): Promise<StoredRecords> {
  const codes = new Set([...wanted.customerCodes, ...wanted.branches.map(([c]) => c)]);
  const customerRows = codes.size
    ? await db
        .select()
        .from(customers)
        .where(sql`lower(${customers.code}) = ${anyOf(codes)}`)
    : [];
  const customerMap = new Map(customerRows.map((c) => [c.code.toLowerCase(), c]));

  const branchMap = new Map<string, StoredBranch>();
  const customerKeyOf = new Map(customerRows.map((c) => [c.id, c.code.toLowerCase()]));
  if (wanted.branches.length && customerRows.length) {
    const rows = await db
      .select()
      .from(branches)
      .where(
        and(
          sql`${branches.customerId} = ${anyInt(customerRows.map((c) => c.id))}`,
          sql`lower(${branches.code}) = ${anyOf(new Set(wanted.branches.map(([, b]) => b)))}`,
        ),
      );
    for (const row of rows) {
      const customerKey = customerKeyOf.get(row.customerId)!;
      branchMap.set(pairKey(customerKey, row.code.toLowerCase()), { ...row, customerKey });
    }
  }

  const agreementRows = wanted.agreementNumbers.size
    ? await db
        .select({ agreement: agreements, branch: branches, customer: customers })
        .from(agreements)
        .innerJoin(branches, eq(branches.id, agreements.branchId))
        .innerJoin(customers, eq(customers.id, branches.customerId))
        .where(sql`lower(${agreements.number}) = ${anyOf(wanted.agreementNumbers)}`)
    : [];
  const agreementMap = new Map<string, StoredAgreement>();
  for (const { agreement, branch, customer } of agreementRows) {
    const customerKey = customer.code.toLowerCase();
    // An update may leave its branch cells blank: the agreement's own branch is known then too.
    if (!customerMap.has(customerKey)) customerMap.set(customerKey, customer);
    const branchKey = pairKey(customerKey, branch.code.toLowerCase());
    if (!branchMap.has(branchKey)) branchMap.set(branchKey, { ...branch, customerKey });
    agreementMap.set(agreement.number.toLowerCase(), {
      ...agreement,
      customerId: customer.id,
      customerCode: customer.code,
      branchCode: branch.code,
    });
  }

  const systemRows = wanted.systemNames.size
    ? await db
        .select()
        .from(systems)
        .where(sql`lower(${systems.name}) = ${anyOf(wanted.systemNames)}`)
    : [];

  return {
    customers: customerMap,
    branches: branchMap,
    agreements: agreementMap,
    systems: new Map(systemRows.map((s) => [s.name.toLowerCase(), s])),
    lookalikes: await loadLookalikes(db, wanted, codes),
  };
}

const bareSql = (column: unknown) => sql`ltrim(lower(${column}), '0')`;
const bareOf = (keys: Iterable<string>) => new Set([...keys].map(bareCode));

/** Registered codes that equal the file's apart from leading zeros (exact matches included). */
async function loadLookalikes(db: Executor, wanted: WantedKeys, customerCodes: Set<string>) {
  const customerRows = customerCodes.size
    ? await db
        .select({ code: customers.code })
        .from(customers)
        .where(sql`${bareSql(customers.code)} = ${anyOf(bareOf(customerCodes))}`)
    : [];
  const branchRows = wanted.branches.length
    ? await db
        .select({ customer: customers.code, code: branches.code })
        .from(branches)
        .innerJoin(customers, eq(customers.id, branches.customerId))
        .where(
          and(
            sql`lower(${customers.code}) = ${anyOf(new Set(wanted.branches.map(([c]) => c)))}`,
            sql`${bareSql(branches.code)} = ${anyOf(bareOf(wanted.branches.map(([, b]) => b)))}`,
          ),
        )
    : [];
  const agreementRows = wanted.agreementNumbers.size
    ? await db
        .select({ code: agreements.number })
        .from(agreements)
        .where(sql`${bareSql(agreements.number)} = ${anyOf(bareOf(wanted.agreementNumbers))}`)
    : [];
  return {
    customers: new Map(customerRows.map((r) => [bareCode(r.code), r.code])),
    branches: new Map(branchRows.map((r) => [pairKey(r.customer.toLowerCase(), bareCode(r.code)), r.code])),
    agreements: new Map(agreementRows.map((r) => [bareCode(r.code), r.code])),
  };
}
