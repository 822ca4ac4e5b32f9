import { and, eq } from 'drizzle-orm';
import { Msg, type LeaveAllowanceRequest, type LeaveBalance } from '@jobline/shared';
import type { Db } from '../../db/client';
import { leaveAllowances, users } from '../../db/schema';
import { fieldError } from '../../errors';
import { audit } from '../admin/auditLog';
import type { LeaveContext } from './leaveContext';
import { leaveBalances } from './leaveBalance';
import { publishLeaveChanged } from './leaveEvents';

/** PUT leave/allowance: an employee administrator sets one person's allowance of one kind for a year. */
export async function setLeaveAllowance(
  db: Db,
  ctx: LeaveContext,
  input: LeaveAllowanceRequest,
): Promise<LeaveBalance> {
  await db.transaction(async (tx) => {
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
    if (!person) throw fieldError('user_id', Msg.leave.userInvalid);
    const key = and(
      eq(leaveAllowances.userId, input.user_id),
      eq(leaveAllowances.year, input.year),
      eq(leaveAllowances.kind, input.kind),
    );
    const [before] = await tx
      .select({ allowance: leaveAllowances.allowance })
      .from(leaveAllowances)
      .where(key);
    await tx
      .insert(leaveAllowances)
      .values({
        userId: input.user_id,
        year: input.year,
        kind: input.kind,
        allowance: input.allowance,
        updatedById: ctx.user.id,
        updatedAt: ctx.now,
      })
      .onConflictDoUpdate({
        target: [leaveAllowances.userId, leaveAllowances.year, leaveAllowances.kind],
        set: { allowance: input.allowance, updatedById: ctx.user.id, updatedAt: ctx.now },
      });
    await audit(tx, ctx.actor, {
      action: 'leave.allowance',
      entity: 'user',
      entityId: input.user_id,
      before: before ? { year: input.year, kind: input.kind, allowance: before.allowance } : null,
      after: { year: input.year, kind: input.kind, allowance: input.allowance },
    });
    await publishLeaveChanged(tx, ctx.bus, input.user_id, { change: 'allowance' });
  });
  const [balance] = await leaveBalances(db, ctx.settings, input.user_id, [input.year]);
  return balance!;
}
