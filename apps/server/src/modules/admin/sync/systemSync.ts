import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { requiredText, SyncEntity } from '@jobline/shared';
import type { Executor, Tx } from '../../../db/client';
import { systems } from '../../../db/schema';
import { fieldDifferences, type EntitySync, type LocalRecord, type Shape, linkedOrKeyed } from './entitySync';
import { checked, pick, textOf } from './erpInput';
import type { ErpRecord } from './erpConnector';

export interface SystemShape extends Shape {
  name: string;
  code: string | null;
}

const systemInput = z.object({
  name: requiredText(120),
  code: z.nullable(z.string().check(z.maxLength(40, { error: 'At most 40 characters' }))),
});

function parse({ fields }: ErpRecord) {
  const name = textOf(pick(fields, 'name', 'system_name')) ?? '';
  const result = checked(systemInput, { name, code: textOf(pick(fields, 'code', 'system_code')) });
  if ('reason' in result) return { key: name, name, reason: result.reason };
  return { key: result.value.name, name: result.value.name, value: result.value };
}

async function loadLocal(db: Executor, ids: readonly number[], keys: readonly string[]) {
  if (!ids.length && !keys.length) return [];
  const rows = await db
    .select()
    .from(systems)
    .where(linkedOrKeyed(systems.id, systems.name, ids, keys));
  return rows.map((s): LocalRecord<SystemShape> => ({
    id: s.id,
    key: s.name,
    name: s.name,
    shape: { name: s.name, code: s.code },
  }));
}

async function write(tx: Tx, _ctx: unknown, erp: SystemShape, local: LocalRecord<SystemShape> | null) {
  if (local) {
    await tx.update(systems).set(erp).where(eq(systems.id, local.id));
    return local.id;
  }
  const [row] = await tx.insert(systems).values(erp).returning({ id: systems.id });
  return row!.id;
}

/** The systems a job is about (POS, Back Office…), matched by name. */
export const systemSync: EntitySync<SystemShape, null> = {
  entity: SyncEntity.SYSTEMS,
  recordName: 'system',
  parse,
  loadLocal,
  references: async () => null,
  problem: () => null,
  differences: (erp, local) => fieldDifferences(erp, local, { name: 'System', code: 'Code' }),
  write,
};
