import { eq } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { planningPolicy } from '../../policies/planning';

const M = Msg.planning;

export interface PlanOwner {
  id: number;
  name: string;
  divisionId: number | null;
}

/**
 * The employee whose plan is read or changed, once the user may: unknown is a 404, someone out of
 * the user's reach a 403 (status 11).
 */
export async function planOwnerFor(db: Executor, user: AuthUser, employeeId: number): Promise<PlanOwner> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      divisionId: users.divisionId,
    })
    .from(users)
    .where(eq(users.id, employeeId));
  if (!row) throw notFound(M.employeeNotFound);
  if (!planningPolicy.mayPlan(user, row)) throw forbidden(M.otherEmployee);
  return { id: row.id, name: `${row.firstName} ${row.lastName}`, divisionId: row.divisionId };
}
