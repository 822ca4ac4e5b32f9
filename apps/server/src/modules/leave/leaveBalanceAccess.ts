import { eq } from 'drizzle-orm';
import { Msg, type LeaveBalance } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { leaveReviewPolicy } from '../../policies/leaveReview';
import type { LeaveContext } from './leaveContext';
import { leaveBalances } from './leaveBalance';

/** GET leave/balance: one year (default the company's current one) of the caller or of someone they may see. */
export async function leaveBalanceFor(
  db: Executor,
  ctx: LeaveContext,
  query: { year?: number; user_id?: number },
): Promise<LeaveBalance> {
  const userId = query.user_id ?? ctx.user.id;
  const year = query.year ?? Number(ctx.today.slice(0, 4));
  if (userId !== ctx.user.id) {
    const [person] = await db
      .select({ divisionId: users.divisionId })
      .from(users)
      .where(eq(users.id, userId));
    if (!person) throw notFound(Msg.leave.userInvalid);
    if (!leaveReviewPolicy.mayReadBalance(ctx.user, { userId, divisionId: person.divisionId })) {
      throw forbidden(Msg.leave.balanceForbidden);
    }
  }
  const [balance] = await leaveBalances(db, ctx.settings, userId, [year]);
  return balance!;
}
