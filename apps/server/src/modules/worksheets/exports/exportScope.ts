import { Msg, worksheetRange, type WorksheetExportQuery } from '@jobline/shared';
import type { AuthUser } from '../../../auth/sessions';
import type { Config } from '../../../config';
import { companyToday } from '../../../companyToday';
import type { Executor } from '../../../db/client';
import { fieldError, forbidden } from '../../../errors';
import type { SummaryScope } from '../dailySummary';
import {
  assertRangeAllowed,
  mayPickDivisions,
  mayPickEmployees,
  maySeeInactive,
  summaryDivision,
} from '../worksheetPolicy';

/**
 * The range a worksheet report may cover, checked as the JSON calls check it: a valid range, no day
 * to come, more than one day only with the Date filter (38). `prefix` names where the range came
 * from, so the message sits under the field that was sent ('range.end' in a body, 'end' in a query).
 */
export function allowedRange(
  config: Pick<Config, 'COMPANY_TIME_ZONE'>,
  user: AuthUser,
  range: { start: string; end: string },
  now: Date,
  prefix: 'range.' | '' = 'range.',
) {
  const checked = worksheetRange.safeParse(range);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw fieldError(prefix + (issue.path.join('.') || 'end'), issue.message);
  }
  if (range.end > companyToday(config, now)) throw fieldError(`${prefix}end`, Msg.worksheets.futureDay);
  assertRangeAllowed(user, range);
  return { from: range.start, to: range.end };
}

/**
 * Whom a summary covers, by the daily summary's rules: a division (one's own unless 35), every
 * division ('all', only with 35), only oneself without the Employee filter (36), inactive with 39.
 */
export async function allowedSummaryScope(
  db: Executor,
  user: AuthUser,
  asked: { division?: number | 'all' | null; withInactive?: boolean },
): Promise<{ divisionId: number | null; scope: SummaryScope }> {
  const every = asked.division === 'all';
  if (every && !mayPickDivisions(user)) throw forbidden(Msg.worksheets.onlyOwnDivision);
  const divisionId = every ? null : await summaryDivision(db, user, asked.division as number | null);
  return {
    divisionId,
    scope: {
      divisionId,
      everyDivision: every && mayPickEmployees(user),
      onlyUserId: mayPickEmployees(user) ? null : user.id,
      withInactive: Boolean(asked.withInactive) && maySeeInactive(user),
    },
  };
}

/** The range of a download's query. */
export const queryRange = (query: WorksheetExportQuery) => ({ start: query.start, end: query.end });
