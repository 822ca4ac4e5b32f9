import { sql } from 'drizzle-orm';
import { RoleId } from '@jobline/shared';
import { hashPassword } from '../../auth/password';
import { isUniqueViolation, type Db } from '../../db/client';
import { users } from '../../db/schema';
import { audit } from '../admin/auditLog';

export interface SuperAdminInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  code?: string;
}

export class EmployeeExistsError extends Error {}

/** The first super admin of a real installation (npm run create-admin). */
export async function createSuperAdmin(db: Db, input: SuperAdminInput): Promise<{ id: number }> {
  const email = input.email.trim().toLowerCase();
  const [exists] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (exists) throw new EmployeeExistsError(`An employee with the e-mail ${email} already exists.`);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          code: input.code ?? `ADM${Date.now().toString().slice(-6)}`,
          firstName: input.firstName ?? 'System',
          lastName: input.lastName ?? 'Administrator',
          email,
          roleId: RoleId.SUPER_ADMIN,
          passwordHash,
        })
        .returning({ id: users.id });
      await audit(
        tx,
        { actorId: null, ip: null },
        { action: 'user.create_super_admin', entity: 'user', entityId: created!.id, after: { email } },
      );
      return created!;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new EmployeeExistsError('An employee with this e-mail or code already exists.');
    throw err;
  }
}
