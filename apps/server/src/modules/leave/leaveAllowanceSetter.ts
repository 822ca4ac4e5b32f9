import { and, eq, sql } from 'drizzle-orm';
import {
  LEAVE_ALLOWANCE_LABELS,
  Msg,
  type LeaveAllowanceKind,
  type LeaveAllowanceRequest,
  type LeaveBalance,
} from '@jobline/shared';
import type { Db } from '../../db/client';
import { leaveAllowances, users } from '../../db/schema';
import { fieldError } from '../../errors';
import { audit } from '../admin/auditLog';
import type { LeaveContext } from './leaveContext';
import { leaveBalances } from './leaveBalance';
import { publishLeaveChanged } from './leaveEvents';
import { assertVersion } from '../../versions/editVersion';
import { publishRecordChanged } from '../../versions/recordChanged';

/**
 * PUT leave/allowance: an employee administrator sets one person's allowance of one kind for a year.
 * Allowances are part of the employee's record: set only over the version the form loaded (409
 * status 21 when someone changed the employee since), and a change moves that version on.
 */
export async function setLeaveAllowance(
  db: Db,
  ctx: LeaveContext,
  input: LeaveAllowanceRequest,
): Promise<LeaveBalance> {
  await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id, version: users.version })
      .from(users)
      .where(eq(users.id, input.user_id))
      .for('update');
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
    const field = `allowance.${input.year}.${input.kind}`;
    const label = Msg.staleSaves.allowanceOf(
      LEAVE_ALLOWANCE_LABELS[input.kind as LeaveAllowanceKind],
      input.year,
    );
    await assertVersion(tx, {
      entity: 'user',
      id: person.id,
      record: Msg.staleSaves.records.employee,
      loaded: input.version,
      current: person.version,
      overwrite: input.overwrite,
      actor: ctx.actor,
      timeZone: ctx.settings.timeZone,
      compare: () => ({
        theirs: { [field]: { label, value: before ? String(before.allowance) : null } },
        mine: { [field]: { label, value: String(input.allowance) } },
      }),
    });
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
    // Allowances live in their own table: the employee's version is added to by hand.
    const changed = before?.allowance !== input.allowance;
    const [{ version }] = changed
      ? ((await tx
          .update(users)
          .set({ version: sql`${users.version} + 1` })
          .where(eq(users.id, person.id))
          .returning({ version: users.version })) as [{ version: number }])
      : [{ version: person.version }];
    await audit(tx, ctx.actor, {
      action: 'leave.allowance',
      entity: 'user',
      entityId: input.user_id,
      before: before ? { year: input.year, kind: input.kind, allowance: before.allowance } : null,
      after: { year: input.year, kind: input.kind, allowance: input.allowance, version },
    });
    if (changed)
      await publishRecordChanged(tx, ctx.bus, ctx.actor, { entity: 'user', id: person.id, version });
    await publishLeaveChanged(tx, ctx.bus, input.user_id, { change: 'allowance' });
  });
  const [balance] = await leaveBalances(db, ctx.settings, input.user_id, [input.year]);
  return balance!;
}
