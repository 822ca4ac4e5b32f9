import { and, eq, sql } from 'drizzle-orm';
import { Msg, type PeriodLockRequest, type PeriodLockResponse } from '@jobline/shared';
import type { AuthUser } from '../../../auth/sessions';
import { keptSelect, type Db, type Executor } from '../../../db/client';
import { users, worksheetPeriodLocks } from '../../../db/schema';
import { notFound, refusal, STATE_CHANGED_STATUS } from '../../../errors';
import type { EventBus } from '../../../realtime/bus';
import { audit, type AuditActor } from '../../admin/auditLog';
import { worksheetChanged } from '../worksheetChanged';
import { presetPolicy } from './presetPolicy';

const M = Msg.worksheets;

/** The first day of the month a company day falls in. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The lock of the placeholder `userId`'s month `month` (a first day), if a reviewer set one. */
export const monthLockOf = (db: Executor) =>
  db
    .select({ id: worksheetPeriodLocks.id })
    .from(worksheetPeriodLocks)
    .where(
      and(
        eq(worksheetPeriodLocks.userId, sql.placeholder('userId')),
        eq(worksheetPeriodLocks.month, sql.placeholder('month')),
      ),
    );
// Read by every correction: built once (keptSelect).
const monthLock = keptSelect('month_lock', monthLockOf);

/** A reviewer approved this person's month: no preset may change its days (until unlocked). */
export async function isMonthLocked(db: Executor, userId: number, day: string): Promise<boolean> {
  const [row] = await monthLock(db, { userId, month: monthOf(day) });
  return row !== undefined;
}

/** 409 when the day's month is locked for the person. */
export async function assertMonthOpen(db: Executor, userId: number, day: string) {
  if (await isMonthLocked(db, userId, day)) throw refusal(STATE_CHANGED_STATUS, M.monthLocked);
}

export interface LockContext {
  user: AuthUser;
  actor: AuditActor;
  bus: EventBus;
}

/**
 * POST reports/activity/period/lock: a reviewer of the person (40; an HOD for their own division,
 * R-154) locks one month of their worksheet; audited.
 */
export async function lockMonth(
  db: Db,
  ctx: LockContext,
  input: PeriodLockRequest,
): Promise<PeriodLockResponse> {
  const month = `${input.month}-01`;
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id, divisionId: users.divisionId })
      .from(users)
      .where(eq(users.id, input.user_id));
    if (!owner) throw notFound(M.employeeNotFound);
    presetPolicy.assertReviews(ctx.user, { userId: owner.id, divisionId: owner.divisionId });
    const [row] = await tx
      .insert(worksheetPeriodLocks)
      .values({ userId: owner.id, month, lockedById: ctx.user.id })
      .onConflictDoNothing()
      .returning({ id: worksheetPeriodLocks.id });
    if (!row) throw refusal(STATE_CHANGED_STATUS, M.monthAlreadyLocked);
    await audit(tx, ctx.actor, {
      action: 'worksheet.month_lock',
      entity: 'worksheet_period_lock',
      entityId: row.id,
      after: { user_id: owner.id, month: input.month },
    });
    await worksheetChanged(tx, ctx.bus, {
      userId: owner.id,
      data: { month: input.month, change: 'locked' },
      notice: { title: M.notifyLocked(input.month), by: ctx.user.id },
    });
    return { user_id: owner.id, month: input.month, locked: true };
  });
}

/** POST reports/activity/period/unlock: only a super admin (1) reopens a month; audited. */
export async function unlockMonth(
  db: Db,
  ctx: LockContext,
  input: PeriodLockRequest,
): Promise<PeriodLockResponse> {
  const month = `${input.month}-01`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(worksheetPeriodLocks)
      .where(and(eq(worksheetPeriodLocks.userId, input.user_id), eq(worksheetPeriodLocks.month, month)))
      .returning();
    if (!row) throw notFound(M.monthNotLocked);
    await audit(tx, ctx.actor, {
      action: 'worksheet.month_unlock',
      entity: 'worksheet_period_lock',
      entityId: row.id,
      before: { user_id: row.userId, month: input.month, locked_by: row.lockedById },
    });
    await worksheetChanged(tx, ctx.bus, {
      userId: row.userId,
      data: { month: input.month, change: 'unlocked' },
      notice: { title: M.notifyUnlocked(input.month), by: ctx.user.id },
    });
    return { user_id: row.userId, month: input.month, locked: false };
  });
}
