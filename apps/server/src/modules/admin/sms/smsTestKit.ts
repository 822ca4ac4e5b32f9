import { eq, sql } from 'drizzle-orm';
import { Feature, RoleId } from '@jobline/shared';
import { queryRows, type Executor } from '../../../db/client';
import { features, smsRecipients, users } from '../../../db/schema';
import { createDivision, createUser } from '../../../test/factories';
import type { TestApp } from '../../../test/testApp';
import { forgetFeatureSwitches } from '../features/featureSwitches';

/** Switches SMS sending on or off as the super admin would (the switch cache reads it anew). */
export async function setSmsFeature(t: TestApp, on: boolean) {
  await t.database.db.update(features).set({ enabled: on }).where(eq(features.key, Feature.SMS));
  forgetFeatureSwitches(t.database.db);
}

/** An active director (unless told otherwise) with a mobile number, texted about these divisions. */
export async function createDirector(
  db: Executor,
  options: { mobile?: string | null; divisions?: number[]; status?: 0 | 1; firstName?: string } = {},
) {
  const user = await createUser(db, {
    roleId: RoleId.DIRECTOR,
    status: options.status,
    firstName: options.firstName ?? 'Director',
  });
  const mobile = options.mobile === undefined ? `07${String(user.id).padStart(8, '0')}` : options.mobile;
  await db.update(users).set({ mobile }).where(eq(users.id, user.id));
  if (options.divisions?.length) {
    await db
      .insert(smsRecipients)
      .values(options.divisions.map((divisionId) => ({ directorId: user.id, divisionId })));
  }
  return { ...user, mobile };
}

export { createDivision };

export interface OutboxRecord {
  id: number;
  event: string;
  recipient_id: number | null;
  phone: string | null;
  body: string;
  state: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  entity: string | null;
  entity_id: string | null;
  sent_at: Date | null;
}

/** The outbox rows about one record (entity and id), oldest first. */
export async function outboxOf(db: Executor, entity: string, entityId: string | number) {
  const rows = await queryRows<OutboxRecord>(
    db,
    sql`select * from sms_outbox where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), next_attempt_at: new Date(r.next_attempt_at) }));
}

export async function outboxRow(db: Executor, id: number) {
  const [row] = await queryRows<OutboxRecord>(db, sql`select * from sms_outbox where id = ${id}`);
  return row ? { ...row, id: Number(row.id), next_attempt_at: new Date(row.next_attempt_at) } : undefined;
}
