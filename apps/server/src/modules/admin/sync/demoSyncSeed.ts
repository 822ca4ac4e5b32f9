import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { customerSaveRequest, SyncEntity, type CustomerDetail } from '@jobline/shared';
import type { Database, Db } from '../../../db/client';
import { auditLog, customers, erpLinks, syncRuns, users } from '../../../db/schema';
import { EventBus } from '../../../realtime/bus';
import { saveCustomer } from '../../customers/customerSaver';
import { findCustomerDetail } from '../../customers/queries';
import type { AuditActor } from '../auditLog';
import { FileErpConnector } from './fileErpConnector';
import { applySync } from './syncApplier';
import { previewSync } from './syncPreviewer';

/** The demo company's ERP export: what `npm start` syncs from when no ERP is configured (README there). */
export const DEMO_ERP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demoErp');

const idOf = async (db: Db, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/**
 * The demo company's last sync and what happened since: a week ago the super admin synced
 * customers, agreements and systems from the ERP's export of then (demoErp/previous), through the
 * sync's own preview and apply; yesterday an admin changed two of those customers here. Against
 * today's export (demoErp) a preview then finds creates, updates, records left alone and two
 * conflicts. Runs once, on the demo's first start, before anyone listens for events.
 */
export async function seedDemoErpSync(db: Db, options: { today: string; timeZone: string }) {
  const superAdmin = await idOf(db, 'super@demo.local');
  const admin = await idOf(db, 'admin@demo.local');
  // Nobody listens yet: the commands' events go nowhere.
  const bus = new EventBus({ db } as unknown as Database);
  const deps = { db, bus, connector: new FileErpConnector(path.join(DEMO_ERP_DIR, 'previous')) };
  const caller = { actor: { actorId: superAdmin, ip: null }, userId: superAdmin, today: options.today };
  const firstRun = (await db.select({ n: sql<number>`coalesce(max(${syncRuns.id}), 0)` }).from(syncRuns))[0]!
    .n;
  for (const entity of [SyncEntity.CUSTOMERS, SyncEntity.AGREEMENTS, SyncEntity.SYSTEMS]) {
    const preview = await previewSync(deps, caller, entity);
    await applySync(deps, caller, entity, { run_id: preview.run.id, take_erp: [] }, true);
  }
  await backdate(db, sql`interval '7 days'`, {
    runsAfter: firstRun,
    audits: sql`${auditLog.action} = 'sync.apply' or ${auditLog.action} like '%.sync_create' or ${auditLog.action} like '%.sync_update'`,
  });

  const edits = {
    actor: { actorId: admin, ip: null },
    today: options.today,
    timeZone: options.timeZone,
    bus,
  };
  const edited = [
    await editCustomer(db, edits, 'C0302', (c) => ({ ...c, mobile_no: '0779876502' })),
    await editCustomer(db, edits, 'C0305', (c) => ({
      ...c,
      branches: c.branches.map((b) => (b.branch_code === 'B0305-1' ? { ...b, pos_count: 8 } : b)),
    })),
  ];
  await db.update(auditLog).set({ at: sql`${auditLog.at} - interval '1 day'` })
    .where(sql`${auditLog.entity} = 'customer' and ${inArray(auditLog.entityId, edited.map(String))}
      and ${auditLog.action} = 'customer.update'`);
}

async function backdate(
  db: Db,
  by: ReturnType<typeof sql>,
  where: { runsAfter: number; audits: ReturnType<typeof sql> },
) {
  await db
    .update(syncRuns)
    .set({ startedAt: sql`${syncRuns.startedAt} - ${by}`, finishedAt: sql`${syncRuns.finishedAt} - ${by}` })
    .where(sql`${syncRuns.id} > ${where.runsAfter}`);
  await db.update(erpLinks).set({ syncedAt: sql`${erpLinks.syncedAt} - ${by}` });
  await db
    .update(auditLog)
    .set({ at: sql`${auditLog.at} - ${by}` })
    .where(where.audits);
}

type Editable = Record<string, unknown> & { branches: Record<string, unknown>[]; mobile_no?: string | null };

/** Changes a customer through Customer Registration's own save, as a person at the form would. */
async function editCustomer(
  db: Db,
  ctx: { actor: AuditActor; today: string; timeZone: string; bus: EventBus },
  code: string,
  change: (form: Editable) => Editable,
): Promise<number> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.code, code));
  const detail: CustomerDetail = (await findCustomerDetail(db, row!.id, ctx.today))!;
  const { branches, ...fields } = detail;
  const form: Editable = {
    ...fields,
    branches: branches.map(({ agreements: _agreements, lights: _lights, customer_id: _customer, ...b }) => b),
  };
  const input = customerSaveRequest.parse(change(form));
  await saveCustomer(db, ctx, input);
  return detail.id;
}
