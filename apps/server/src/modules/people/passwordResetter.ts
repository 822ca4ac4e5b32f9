import { eq } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import { hashPassword } from '../../auth/password';
import type { AuthUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fieldError, notFound } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';
import { assertMayChangeEmployee, isSuperAdminEmployee } from './employeeRules';
import { generateInitialPassword } from './initialPassword';
import { endAllSessions } from './sessionEnder';

/**
 * POST employee/reset-password/{id}: a new one-time password, shown once to the admin; every
 * session of the employee ends with the old one.
 */
export async function resetEmployeePassword(
  db: Db,
  bus: EventBus,
  actor: AuthUser,
  auditActor: AuditActor,
  id: number,
): Promise<string> {
  // One's own password is changed on My Profile, with the old one.
  if (actor.id === id) throw fieldError('id', Msg.employees.ownPassword);
  const password = generateInitialPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound(Msg.employees.unknownEmployee);
    assertMayChangeEmployee(actor, await isSuperAdminEmployee(tx, id));
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    const sessionsEnded = await endAllSessions(tx, bus, id);
    await audit(tx, auditActor, {
      action: 'employee.password_reset',
      entity: 'user',
      entityId: id,
      after: { password_reset: true, sessions_ended: sessionsEnded },
    });
  });
  return password;
}
