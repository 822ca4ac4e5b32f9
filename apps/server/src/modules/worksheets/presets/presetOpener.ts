import { and, eq, inArray } from 'drizzle-orm';
import { Msg, PresetStatus, type PresetEditResponse } from '@jobline/shared';
import { pgConstraint, type Db, type Executor } from '../../../db/client';
import { worksheetPresetLines, worksheetPresets } from '../../../db/schema';
import { fieldError, notFound, stateChanged } from '../../../errors';
import { audit } from '../../admin/auditLog';
import { publishWorksheetChanged } from '../worksheetChanged';
import { assertMonthOpen } from './periodLock';
import type { PresetContext } from './presetContext';
import { linesFromLog, presetWire } from './presetLines';
import { tellReviewers } from './presetSubmitter';

const M = Msg.worksheets;

/** The person's correction of the day still open (draft or waiting), if any. */
export async function openPresetOf(db: Executor, userId: number, day: string) {
  const [row] = await db
    .select()
    .from(worksheetPresets)
    .where(
      and(
        eq(worksheetPresets.userId, userId),
        eq(worksheetPresets.day, day),
        inArray(worksheetPresets.status, [PresetStatus.DRAFT, PresetStatus.WAITING]),
      ),
    );
  return row;
}

/**
 * POST reports/activity/edit: the caller's draft of one past day, made from the day's work
 * log when none is open. Today and days to come cannot be corrected; nor a locked month, nor a day
 * whose correction waits for review.
 */
export async function openPreset(db: Db, ctx: PresetContext, day: string): Promise<PresetEditResponse> {
  if (day >= ctx.today) throw fieldError('range.start', M.editNotToday);
  const attempt = () =>
    db.transaction(async (tx) => {
      await assertMonthOpen(tx, ctx.user.id, day);
      const { lines, dayoffAt } = await linesFromLog(tx, ctx.user.id, day, ctx.timeZone, ctx.now);
      let row = await openPresetOf(tx, ctx.user.id, day);
      if (row?.status === PresetStatus.WAITING) throw stateChanged(M.presetWaiting);
      if (!row) {
        [row] = await tx.insert(worksheetPresets).values({ userId: ctx.user.id, day }).returning();
        if (lines.length)
          await tx.insert(worksheetPresetLines).values(lines.map((l) => ({ ...l, presetId: row!.id })));
        await audit(tx, ctx.actor, {
          action: 'worksheet_preset.create',
          entity: 'worksheet_preset',
          entityId: row!.id,
          after: { user_id: ctx.user.id, date: day, lines: lines.length },
        });
      }
      const preset = await presetWire(tx, row!, ctx.timeZone);
      return { preset, dayoff_at: dayoffAt, date: day, result: preset.lines };
    });
  try {
    return await attempt();
  } catch (err) {
    // Two tabs opened the day at once: the other made the draft, read it.
    if (pgConstraint(err) === 'worksheet_presets_open_key') return attempt();
    throw err;
  }
}

/**
 * POST reports/activity/preset/delete: the creator deletes their draft or waiting
 * correction of the day, lines and all; the logged day was never touched.
 */
export async function deletePreset(db: Db, ctx: PresetContext, day: string) {
  return db.transaction(async (tx) => {
    const row = await openPresetOf(tx, ctx.user.id, day);
    if (!row) throw notFound(M.presetNotFound);
    const [locked] = await tx
      .select({ status: worksheetPresets.status })
      .from(worksheetPresets)
      .where(eq(worksheetPresets.id, row.id))
      .for('update');
    if (locked?.status !== PresetStatus.DRAFT && locked?.status !== PresetStatus.WAITING)
      throw stateChanged(M.notDraft);
    await tx.delete(worksheetPresets).where(eq(worksheetPresets.id, row.id));
    // A withdrawn correction leaves the reviewers' list: they hear of it.
    if (locked.status === PresetStatus.WAITING)
      await tellReviewers(tx, ctx, row.userId, (name) => M.notifyWithdrawn(name, day));
    await audit(tx, ctx.actor, {
      action: 'worksheet_preset.delete',
      entity: 'worksheet_preset',
      entityId: row.id,
      before: { user_id: row.userId, date: day, status: locked.status },
    });
    await publishWorksheetChanged(tx, ctx.bus, row.userId, {
      date: day,
      preset_id: row.id,
      change: 'deleted',
    });
    return { ok: true as const };
  });
}
