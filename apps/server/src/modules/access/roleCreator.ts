import { eq, sql } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import { isUniqueViolation, type Db } from '../../db/client';
import { roles } from '../../db/schema';
import { fieldError } from '../../errors';
import { audit, type AuditActor } from '../admin/auditLog';

/** Adds a role with no permissions yet; names are unique whatever their case. */
export async function createRole(db: Db, auditActor: AuditActor, input: { name: string }) {
  const taken = () => fieldError('role', Msg.access.roleNameTaken);
  return db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(eq(sql`lower(${roles.name})`, input.name.toLowerCase()));
      if (existing) throw taken();
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
    })
    .catch((err) => {
      // Two requests with the same name at once: the index decides, the loser hears why.
      if (isUniqueViolation(err, 'roles_name_key')) throw taken();
      throw err;
    });
}
