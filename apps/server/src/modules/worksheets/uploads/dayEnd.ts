import { Msg } from '@jobline/shared';
import type { Executor } from '../../../db/client';
import { fieldError } from '../../../errors';
import { dayOffStatus } from '../../dashboard/dayOffStatus';

/**
 * Has the person's day ended (POST reports/uploads/isEmployeeDayEnd)? A past day has, by the
 * company's midnight; today only once their session ended (the day's last work-log row is 'off').
 */
export async function dayEnd(
  db: Executor,
  input: { userId: number; date: string; today: string; timeZone: string },
): Promise<{ ended: boolean; endedAt: string | null }> {
  if (input.date > input.today) throw fieldError('date', Msg.worksheetUploads.futureDay);
  if (input.date < input.today) return { ended: true, endedAt: null };
  const status = await dayOffStatus(db, input);
  return { ended: status.day_ended, endedAt: status.ended_at };
}
