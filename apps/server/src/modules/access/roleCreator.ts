import { eq, sql } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { fieldError } from '../../errors';
import { audit, type AuditActor } from '../admin/auditLog';

/** Adds a role with no permissions yet. */
export async function createRole(db: Db, auditActor: AuditActor, input: { name: string }) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(sql`lower(${roles.name})`, input.name.toLowerCase()));
    if (taken) throw fieldError('role', Msg.access.roleNameTaken);
    const [created] = await tx
      .insert(roles)
      .values({ name: input.name })
      .returning({ id: roles.id, name: roles.name });
    await audit(tx, auditActor, {
      action: 'role.create',
      entity: 'role',
      entityId: created!.id,
      after: created,
    });
    return created!;
  });
}
