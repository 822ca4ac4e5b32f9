import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { ActivityType, Msg, PresetLineKind, PresetStatus, WorkState } from '@jobline/shared';
import { queryRows, type Db, type Tx } from '../../../db/client';
import { users, workLog, worksheetPresetLines, worksheetPresets } from '../../../db/schema';
import { notFound, stateChanged } from '../../../errors';
import { audit } from '../../admin/auditLog';
import { worksheetChanged } from '../worksheetChanged';
import { assertMonthOpen } from './periodLock';
import type { PresetContext } from './presetContext';
import { dayBounds, presetWire } from './presetLines';
import { presetPolicy } from './presetPolicy';
import { assertVersion } from '../../../versions/editVersion';
import type { Comparable } from '../../../versions/differences';

const M = Msg.worksheets;
type PresetRow = typeof worksheetPresets.$inferSelect;
type Decision = 'approve' | 'reject';

/** Only a waiting correction is decided; every other status says why not. */
function assertWaiting(status: number): void {
  const s = status as PresetStatus;
  switch (s) {
    case PresetStatus.WAITING:
      return;
    case PresetStatus.DRAFT:
      throw stateChanged(M.notWaiting);
    case PresetStatus.APPROVED:
    case PresetStatus.REJECTED:
      throw stateChanged(M.notWaiting);
    default: {
      const never: never = s;
      throw new Error(`Unknown preset status ${String(never)}`);
    }
  }
}

/** What a review decides on: the correction, and the version of it the reviewer was shown. */
export interface ReviewTarget {
  presetId: number;
  version: number;
  overwrite?: boolean | undefined;
}

/** The correction's lines now, one per line, for a reviewer whose copy is out of date. */
async function linesNow(tx: Tx, ctx: PresetContext, row: PresetRow): Promise<Comparable> {
  const wire = await presetWire(tx, row, ctx.timeZone);
  return Object.fromEntries(
    wire.lines.map((l, i) => [
      `lines.${i}`,
      {
        label: `${l.start_time}–${l.end_time}`,
        value: l.task_name ?? l.task_description ?? null,
      },
    ]),
  );
}

/**
 * The waiting preset, locked, once the reviewer may decide it, and only as the version the
 * reviewer was shown: one sent back, changed and sent again since is refused (409 status 21).
 */
async function lockedForReview(tx: Tx, ctx: PresetContext, target: ReviewTarget) {
  const presetId = target.presetId;
  const [row] = await tx
    .select()
    .from(worksheetPresets)
    .where(eq(worksheetPresets.id, presetId))
    .for('update');
  if (!row) throw notFound(M.presetNotFound);
  const [owner] = await tx
    .select({ divisionId: users.divisionId })
    .from(users)
    .where(eq(users.id, row.userId));
  presetPolicy.assertReviews(ctx.user, { userId: row.userId, divisionId: owner?.divisionId ?? null });
  assertWaiting(row.status);
  await assertVersion(tx, {
    entity: 'worksheet_preset',
    id: row.id,
    record: Msg.staleSaves.records.preset,
    loaded: target.version,
    current: row.version,
    overwrite: target.overwrite,
    actor: ctx.actor,
    timeZone: ctx.timeZone,
    compare: async () => ({ theirs: await linesNow(tx, ctx, row), mine: {} }),
  });
  return row;
}

/**
 * The preset's lines as work_log rows from their starts: a task line works on its assignment, a
 * comment line holds, a Day Off line ends the day as the boards' Day Off does (an off row of type
 * 9). An off row closes each line the next one does not start at, and one opens the day when the
 * row in force at midnight is not plain off, so the day is exactly the preset's lines.
 */
async function applyLines(tx: Tx, row: PresetRow, timeZone: string, now: Date) {
  const { start, end } = dayBounds(row.day, timeZone);
  const superseded = await tx
    .update(workLog)
    .set({ supersededAt: now })
    .where(
      and(
        eq(workLog.userId, row.userId),
        gte(workLog.at, start),
        lt(workLog.at, end),
        isNull(workLog.supersededAt),
      ),
    )
    .returning({ id: workLog.id });
  const lines = await tx
    .select()
    .from(worksheetPresetLines)
    .where(eq(worksheetPresetLines.presetId, row.id))
    .orderBy(
      asc(worksheetPresetLines.startAt),
      asc(worksheetPresetLines.endAt),
      asc(worksheetPresetLines.id),
    );
  const [before] = await queryRows<{ state: number; hold_type: number | null }>(
    tx,
    sql`select state, hold_type from work_log
        where user_id = ${row.userId} and superseded_at is null and at < ${start}
        order by at desc, id desc limit 1`,
  );
  const rows: (typeof workLog.$inferInsert)[] = [];
  const base = { userId: row.userId, presetId: row.id };
  const firstStart = lines[0]?.startAt.getTime();
  if (
    before &&
    !(before.state === WorkState.OFF && before.hold_type === null) &&
    firstStart !== start.getTime()
  )
    rows.push({ ...base, at: start, state: WorkState.OFF });
  for (const [i, line] of lines.entries()) {
    const dayOff = line.kind === PresetLineKind.COMMENT && line.commentType === ActivityType.DAY_OFF;
    if (line.kind === PresetLineKind.TASK)
      rows.push({ ...base, at: line.startAt, state: WorkState.WORKING, taskUserId: line.taskUserId });
    else if (dayOff)
      rows.push({ ...base, at: line.startAt, state: WorkState.OFF, holdType: ActivityType.DAY_OFF });
    else rows.push({ ...base, at: line.startAt, state: WorkState.HOLD, holdType: line.commentType });
    const next = lines[i + 1];
    if (!dayOff && next?.startAt.getTime() !== line.endAt.getTime())
      rows.push({ ...base, at: line.endAt, state: WorkState.OFF });
  }
  if (rows.length) await tx.insert(workLog).values(rows);
  return { superseded: superseded.length, inserted: rows.length };
}

async function decided(tx: Tx, ctx: PresetContext, row: PresetRow, decision: Decision, extra: object) {
  const status = decision === 'approve' ? PresetStatus.APPROVED : PresetStatus.REJECTED;
  const remark = decision === 'reject' ? (extra as { remark: string }).remark : null;
  const [next] = await tx
    .update(worksheetPresets)
    .set({ status, reviewedById: ctx.user.id, reviewedAt: ctx.now, reviewRemark: remark, updatedAt: ctx.now })
    .where(eq(worksheetPresets.id, row.id))
    .returning();
  await audit(tx, ctx.actor, {
    action: `worksheet_preset.${decision}`,
    entity: 'worksheet_preset',
    entityId: row.id,
    before: { status: row.status },
    after: { status, ...extra, version: next!.version },
  });
  await worksheetChanged(tx, ctx.bus, {
    userId: row.userId,
    data: { date: row.day, preset_id: row.id, change: decision },
    notice: {
      title: decision === 'approve' ? M.notifyApproved(row.day) : M.notifyRejected(row.day, remark ?? ''),
      by: ctx.user.id,
    },
  });
  return {
    message: decision === 'approve' ? M.approved : M.rejected,
    preset: await presetWire(tx, next!, ctx.timeZone),
  };
}

/**
 * POST reports/activity/preset/approve (R-159 step 5): in one transaction, under the preset's row
 * lock, the day's logged rows are superseded (kept, never deleted) and the preset's lines become
 * the day's rows; a locked month refuses. The owner hears of it.
 */
export async function approvePreset(db: Db, ctx: PresetContext, target: ReviewTarget) {
  return db.transaction(async (tx) => {
    const row = await lockedForReview(tx, ctx, target);
    await assertMonthOpen(tx, row.userId, row.day);
    const applied = await applyLines(tx, row, ctx.timeZone, ctx.now);
    return decided(tx, ctx, row, 'approve', applied);
  });
}

/** POST reports/activity/preset/reject: with the reviewer's remark, which the owner then sees. */
export async function rejectPreset(db: Db, ctx: PresetContext, target: ReviewTarget, remark: string) {
  return db.transaction(async (tx) => {
    const row = await lockedForReview(tx, ctx, target);
    return decided(tx, ctx, row, 'reject', { remark });
  });
}
