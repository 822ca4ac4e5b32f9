import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CustomerSummary, LookupSearchQuery } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { pickerPage, pickerSearch } from '../../db/pickerSearch';
import { agreements, branches, customers } from '../../db/schema';
import { presentAgreement, presentBranch, presentCustomer } from './presenters';

/** A picker's search over customers: code or name (pickerSearch), those the query names by id. */
export async function searchCustomers(db: Executor, query: LookupSearchQuery) {
  const search = pickerSearch(query, { id: sql`c.id`, keys: [sql`c.code`], names: [sql`c.name`] });
  const rows = await queryRows<CustomerSummary>(
    db,
    sql`select c.id, c.code as customer_code, c.name as customer_name from customers c
        where ${search.where}
        order by ${search.rankFirst} lower(c.name), c.id
        limit ${search.limit}`,
  );
  const page = pickerPage(rows, search.size);
  return { customers: page.items, more: page.more };
}

export async function listCustomers(db: Executor) {
  return db
    .select({ id: customers.id, customer_code: customers.code, customer_name: customers.name })
    .from(customers)
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id));
}

/** Branches of one customer in the order they were added, so a form's rows keep their places. */
export async function branchRowsOf(db: Executor, customerId: number) {
  return db.select().from(branches).where(eq(branches.customerId, customerId)).orderBy(asc(branches.id));
}

/** Agreements of these branches, newest first (latest start, then latest added). */
export async function agreementRowsOf(db: Executor, branchIds: readonly number[]) {
  if (branchIds.length === 0) return [];
  return db
    .select()
    .from(agreements)
    .where(inArray(agreements.branchId, [...branchIds]))
    .orderBy(desc(agreements.validFrom), desc(agreements.id));
}

/** Branches of a customer, each with its agreements and lights; undefined for an unknown customer. */
export async function branchesWithAgreements(db: Executor, customerId: number, today: string) {
  const branchRows = await branchRowsOf(db, customerId);
  const agreementList = (
    await agreementRowsOf(
      db,
      branchRows.map((b) => b.id),
    )
  ).map(presentAgreement);
  return branchRows.map((b) =>
    presentBranch(
      b,
      agreementList.filter((a) => a.branch_id === b.id),
      today,
    ),
  );
}

export async function findCustomerDetail(db: Executor, customerId: number, today: string) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) return undefined;
  return presentCustomer(row, await branchesWithAgreements(db, customerId, today));
}

export async function customerExists(db: Executor, customerId: number) {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  return Boolean(row);
}

export async function branchExists(db: Executor, branchId: number) {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
  return Boolean(row);
}

export async function findAgreement(db: Executor, agreementId: number) {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, agreementId));
  return row ? presentAgreement(row) : undefined;
}
