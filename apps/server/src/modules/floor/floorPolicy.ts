import { eq, sql } from 'drizzle-orm';
import { holdsAny, Msg, Perm } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { keptSelect, type Executor } from '../../db/client';
import { divisions, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { isSuperAdmin } from '../../policies/access';
import { seesAllDivisions } from '../../policies/divisionScope';

/** Ending someone else's running day is for those who watch the floor live (42). */
export const mayEndDays = (user: AuthUser) =>
  isSuperAdmin(user) || holdsAny(user.permissions, [Perm.DASHBOARD_LIVE]);

/** Whose cards a user may watch on Home: their own division's, or every division's if they see them all. */
export const seesFloorOf = (user: AuthUser, divisionId: number | null) =>
  divisionId === user.divisionId || seesAllDivisions(user);

// Every Home reading of a named division checks it: built once (keptSelect).
const divisionById = keptSelect('division_by_id', (db) =>
  db
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.id, sql.placeholder('id'))),
);

/**
 * The division Home shows: the one asked for, else the caller's own, else (for a company-wide
 * viewer without one) the first division. Another division than one's own is refused unless the
 * caller sees them all; an unknown one is a 404.
 */
export async function divisionToShow(db: Executor, user: AuthUser, asked: number | null | undefined) {
  const all = seesAllDivisions(user);
  if (asked != null && !seesFloorOf(user, asked)) throw forbidden(Msg.floor.otherDivision);
  if (asked != null) {
    const [found] = await divisionById(db, { id: asked });
    if (!found) throw notFound(Msg.floor.divisionNotFound);
    return found.id;
  }
  if (user.divisionId !== null) return user.divisionId;
  if (!all) return null;
  const [first] = await db.select({ id: divisions.id }).from(divisions).orderBy(divisions.name).limit(1);
  return first?.id ?? null;
}

/** A manager acts on an employee of a floor they may see: unknown is 404, another division 403. */
export async function assertSeesEmployee(db: Executor, user: AuthUser, employeeId: number) {
  const [employee] = await db
    .select({ divisionId: users.divisionId })
    .from(users)
    .where(eq(users.id, employeeId));
  if (!employee) throw notFound(Msg.floor.employeeNotFound);
  if (!seesFloorOf(user, employee.divisionId)) throw forbidden(Msg.floor.otherDivision);
}
