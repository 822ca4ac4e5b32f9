import { eq } from 'drizzle-orm';
import { Msg, type OwnLeave } from '@jobline/shared';
import type { Db, Tx } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { audit } from '../admin/auditLog';
import type { LeaveContext } from './leaveContext';
import { publishLeaveChanged } from './leaveEvents';
import { assertLeaveTransition } from './leaveGuard';
import { findLeaveRow } from './leaveRows';
import { presentOwnLeave } from './presenter';

const M = Msg.leave;

/** The caller's own request, locked; someone else's is refused (their requests are theirs to change). */
async function lockOwn(tx: Tx, ctx: LeaveContext, id: number) {
  const [row] = await tx.select().from(leaveRequests).where(eq(leaveRequests.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  if (row.userId !== ctx.user.id) throw forbidden(M.notYours);
  return row;
}

/** GET leave/delete/{id}: the owner withdraws a pending request; it is gone, the audit keeps it. */
export async function deleteLeave(db: Db, ctx: LeaveContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, ctx, id);
    assertLeaveTransition(row, 'delete', ctx.today);
    await tx.delete(leaveRequests).where(eq(leaveRequests.id, id));
    await audit(tx, ctx.actor, {
      action: 'leave.delete',
      entity: 'leave_request',
      entityId: id,
      before: { leave_from: row.leaveFrom, leave_to: row.leaveTo, status: row.status, remark: row.remark },
    });
    await publishLeaveChanged(tx, ctx.bus, row.userId, { id, change: 'deleted' });
  });
}

/**
 * GET leave/cancel/{id}: the owner asks to cancel an approved leave (cancel_status 23). The leave
 * stays approved until a reviewer decides the cancellation.
 */
export async function requestLeaveCancellation(db: Db, ctx: LeaveContext, id: number): Promise<OwnLeave> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, ctx, id);
    const next = assertLeaveTransition(row, 'request_cancel', ctx.today);
    await tx
      .update(leaveRequests)
      .set({ cancelStatus: next.cancelStatus, cancelRequestedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(leaveRequests.id, id));
    await audit(tx, ctx.actor, {
      action: 'leave.cancel_request',
      entity: 'leave_request',
      entityId: id,
      before: { status: row.status, cancel_status: row.cancelStatus },
      after: { status: next.status, cancel_status: next.cancelStatus },
    });
    await publishLeaveChanged(tx, ctx.bus, row.userId, { id, change: 'cancel_requested' });
  });
  return presentOwnLeave((await findLeaveRow(db, id))!);
}
