import type { JobSummaryRequest, JobSummaryResponse } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { mainCards } from './mainCards';
import { summarizeRange } from './rangeSummary';

/** POST jobs/summary: the job dashboard's cards and charts for a department and a day range. */
export async function jobSummary(
  db: Executor,
  request: JobSummaryRequest,
  company: { today: string; timeZone: string },
): Promise<JobSummaryResponse> {
  const division = request.division ?? null;
  const { start, end } = request;
  const [main_card, range] = await Promise.all([
    mainCards(db, { division, ...company }),
    summarizeRange(db, { division, start, end, timeZone: company.timeZone }),
  ]);
  return { division, start, end, main_card, ...range };
}
