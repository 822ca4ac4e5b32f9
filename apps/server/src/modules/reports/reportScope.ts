import { eq } from 'drizzle-orm';
import { Msg, zonedInstant, shiftDay, type ReportRange } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { divisions } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { seesAllDivisions } from '../../policies/divisionScope';

const M = Msg.reports;

/**
 * The division a report covers, decided before any row is read (design.md §5.4): a company-wide
 * viewer (super admin, 41) any division or all of them (null); everyone else their own division
 * only, whatever they ask. A viewer of no division sees nothing (an impossible id).
 */
export async function reportDivision(
  db: Executor,
  user: AuthUser,
  asked: number | null | undefined,
): Promise<number | null> {
  if (seesAllDivisions(user)) {
    if (asked == null) return null;
    const [found] = await db.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, asked));
    if (!found) throw notFound(M.divisionNotFound);
    return found.id;
  }
  if (asked != null && asked !== user.divisionId) throw forbidden(M.onlyOwnDivision);
  return user.divisionId ?? -1;
}

/** The instants a range of company days covers: [first midnight, midnight after the last day). */
export const rangeInstants = (range: ReportRange, timeZone: string) => ({
  from: zonedInstant(range.start, 0, timeZone),
  to: zonedInstant(shiftDay(range.end, 1), 0, timeZone),
});
