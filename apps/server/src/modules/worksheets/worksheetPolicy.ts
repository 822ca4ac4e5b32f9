import { eq } from 'drizzle-orm';
import { holdsAny, Msg, Perm } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { divisions, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { seesAllDivisions } from '../../policies/divisionScope';

const M = Msg.worksheets;

/**
 * Whose worksheet one may read (spec 002 §6, screens §7.1): everyone with the worksheet (21) reads
 * their own; the Employee filter (36) opens other people's, the Department filter (35) other
 * divisions' (a company-wide viewer has both). The Date filter (38) picks a range; without it one
 * day at a time.
 */
export const mayPickEmployees = (user: AuthUser) =>
  seesAllDivisions(user) || holdsAny(user.permissions, [Perm.WORKSHEET_EMPLOYEE_FILTER]);
export const mayPickDivisions = (user: AuthUser) =>
  seesAllDivisions(user) || holdsAny(user.permissions, [Perm.WORKSHEET_DEPARTMENT_FILTER]);
export const mayPickRange = (user: AuthUser) =>
  seesAllDivisions(user) || holdsAny(user.permissions, [Perm.WORKSHEET_DATE_FILTER]);
export const maySeeInactive = (user: AuthUser) =>
  seesAllDivisions(user) || holdsAny(user.permissions, [Perm.WORKSHEET_INACTIVE_USERS]);

/** A range of more than one day needs the Date filter (38). */
export function assertRangeAllowed(user: AuthUser, range: { start: string; end: string }) {
  if (range.start !== range.end && !mayPickRange(user)) throw forbidden(M.onlyOneDay);
}

/** The division a summary covers: the one asked for (35 for another than one's own), else one's own. */
export async function summaryDivision(db: Executor, user: AuthUser, asked: number | null | undefined) {
  if (asked == null || asked === user.divisionId) return user.divisionId;
  if (!mayPickDivisions(user)) throw forbidden(M.onlyOwnDivision);
  const [found] = await db.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, asked));
  if (!found) throw notFound(Msg.floor.divisionNotFound);
  return found.id;
}

/**
 * Why the user may not read this employee's worksheet, or null when they may: oneself always; others
 * with 36, and in another division with 35. Checks and the event stream's audience ask this one rule.
 */
export function worksheetRefusal(
  user: AuthUser,
  employee: { id: number; divisionId: number | null },
): string | null {
  if (employee.id === user.id) return null;
  if (!mayPickEmployees(user)) return M.onlyOwn;
  if (employee.divisionId !== user.divisionId && !mayPickDivisions(user)) return M.onlyOwnDivision;
  return null;
}

/** Reading one employee's worksheet: 404 for nobody, 403 with the reason `worksheetRefusal` gives. */
export async function assertSeesWorksheet(db: Executor, user: AuthUser, employeeId: number) {
  if (employeeId === user.id) return;
  const [employee] = await db
    .select({ divisionId: users.divisionId })
    .from(users)
    .where(eq(users.id, employeeId));
  if (!employee) throw notFound(M.employeeNotFound);
  const refusal = worksheetRefusal(user, { id: employeeId, divisionId: employee.divisionId });
  if (refusal) throw forbidden(refusal);
}

/** The same question answered yes or no: may the user read this person's worksheet (and so their tasks)? */
export const seesWorksheetOf = (db: Executor, user: AuthUser, employeeId: number) =>
  assertSeesWorksheet(db, user, employeeId).then(
    () => true,
    () => false,
  );
