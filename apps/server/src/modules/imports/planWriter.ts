import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agreements, branches, customers, systems } from '../../db/schema';
import type { ImportPlan, RowOp } from './importPlanner';
import { pairKey } from './rowInputs';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at a dozen columns a row. */
const BATCH = 500;

function* batches<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH) yield items.slice(i, i + BATCH);
}

const creates = <V>(ops: RowOp<V>[]) => ops.filter((op) => op.action === 'create').map((op) => op.values);
const updates = <V>(ops: RowOp<V>[]) => ops.filter((op) => op.action === 'update');

/**
 * Applies a plan without errors inside the caller's transaction: customers first, then their
 * branches, then the branches' agreements, so rows created here can be referred to; stored rows
 * are updated only where something differs (their updated_at moves only then).
 */
export async function writePlan(tx: Executor, plan: ImportPlan): Promise<void> {
  const now = new Date();

  const customerIds = new Map([...plan.stored.customers].map(([key, c]) => [key, c.id]));
  for (const batch of batches(creates(plan.customers))) {
    const rows = await tx
      .insert(customers)
      .values(batch)
      .returning({ id: customers.id, code: customers.code });
    for (const row of rows) customerIds.set(row.code.toLowerCase(), row.id);
  }
  for (const op of updates(plan.customers)) {
    const { code: _key, ...values } = op.values;
    await tx
      .update(customers)
      .set({ ...values, updatedAt: now })
      .where(eq(customers.id, op.id!));
  }

  const branchIds = new Map([...plan.stored.branches].map(([key, b]) => [key, b.id]));
  const customerKeys = new Map([...customerIds].map(([key, id]) => [id, key]));
  for (const batch of batches(creates(plan.branches))) {
    const rows = await tx
      .insert(branches)
      .values(batch.map(({ customerKey, ...b }) => ({ ...b, customerId: customerIds.get(customerKey)! })))
      .returning({ id: branches.id, customerId: branches.customerId, code: branches.code });
    for (const row of rows)
      branchIds.set(pairKey(customerKeys.get(row.customerId)!, row.code.toLowerCase()), row.id);
  }
  for (const op of updates(plan.branches)) {
    const { customerKey: _customer, code: _key, ...values } = op.values;
    await tx
      .update(branches)
      .set({ ...values, updatedAt: now })
      .where(eq(branches.id, op.id!));
  }

  for (const batch of batches(creates(plan.agreements))) {
    await tx
      .insert(agreements)
      .values(batch.map(({ branchKey, ...a }) => ({ ...a, branchId: branchIds.get(branchKey)! })));
  }
  for (const op of updates(plan.agreements)) {
    const { branchKey, number: _key, ...values } = op.values;
    await tx
      .update(agreements)
      .set({ ...values, branchId: branchIds.get(branchKey)!, updatedAt: now })
      .where(eq(agreements.id, op.id!));
  }

  for (const batch of batches(creates(plan.systems))) await tx.insert(systems).values(batch);
  for (const op of updates(plan.systems)) {
    await tx.update(systems).set({ code: op.values.code }).where(eq(systems.id, op.id!));
  }
}
