import { and, eq } from 'drizzle-orm';
import { Msg, NotificationType, PresetStatus, validatePresetLines, type Preset } from '@jobline/shared';
import type { Db, Executor } from '../../../db/client';
import { taskUsers, users, worksheetPresets } from '../../../db/schema';
import { fieldErrors, stateChanged } from '../../../errors';
import { audit } from '../../admin/auditLog';
import { addNotifications } from '../../notifications/notificationCreator';
import { publishWorksheetChanged } from '../worksheetChanged';
import { assertMonthOpen } from './periodLock';
import { ownDraft, type PresetContext } from './presetContext';
import { presetWire } from './presetLines';
import { reviewersOf } from './presetPolicy';

const M = Msg.worksheets;

/** R-164 and the server's own checks (the task is the owner's, the comment type one of the seven). */
async function lineErrors(tx: Executor, preset: Preset) {
  const mine = await tx
    .select({ id: taskUsers.id })
    .from(taskUsers)
    .where(eq(taskUsers.userId, preset.user_id));
  const own = new Set(mine.map((r) => r.id));
  return validatePresetLines(preset.lines, { isOwnTask: (id) => own.has(id) });
}

/** Notifies everyone who may review the owner's days (the HOD of their division, company-wide reviewers). */
export async function tellReviewers(
  tx: Executor,
  ctx: PresetContext,
  ownerId: number,
  title: (ownerName: string) => string,
) {
  const [owner] = await tx
    .select({ divisionId: users.divisionId, first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, ownerId));
  const reviewers = await reviewersOf(tx, { userId: ownerId, divisionId: owner!.divisionId });
  const text = title(`${owner!.first} ${owner!.last}`.trim());
  await addNotifications(
    tx,
    ctx.bus,
    reviewers.map((userId) => ({
      userId,
      type: NotificationType.WORKSHEET_PRESET,
      title: text,
      assignedById: ownerId,
    })),
  );
  return reviewers;
}

/**
 * POST activity/custom/save = Validate: 400 naming each failing line, else the draft is marked
 * validated until its next edit (R-159 step 3).
 */
export async function validatePreset(db: Db, ctx: PresetContext, presetId: number) {
  return db.transaction(async (tx) => {
    const row = await ownDraft(tx, ctx, presetId);
    const errors = await lineErrors(tx, await presetWire(tx, row, ctx.timeZone));
    if (Object.keys(errors).length) throw fieldErrors(errors);
    await tx.update(worksheetPresets).set({ validatedAt: ctx.now }).where(eq(worksheetPresets.id, row.id));
    await audit(tx, ctx.actor, {
      action: 'worksheet_preset.validate',
      entity: 'worksheet_preset',
      entityId: row.id,
    });
    return { valid: true as const, message: M.validated };
  });
}

/**
 * POST reports/emp_daily_activity/request = Send to review (R-159 step 4): only after a passing
 * validation since the last edit; the reviewers who may decide it hear of it.
 */
export async function sendPreset(db: Db, ctx: PresetContext, presetId: number) {
  return db.transaction(async (tx) => {
    const row = await ownDraft(tx, ctx, presetId);
    if (row.validatedAt === null) throw stateChanged(M.validateFirst);
    await assertMonthOpen(tx, row.userId, row.day);
    const [sent] = await tx
      .update(worksheetPresets)
      .set({ status: PresetStatus.WAITING, sentAt: ctx.now, updatedAt: ctx.now })
      .where(and(eq(worksheetPresets.id, row.id), eq(worksheetPresets.status, PresetStatus.DRAFT)))
      .returning();
    const reviewers = await tellReviewers(tx, ctx, row.userId, (name) => M.notifySent(name, row.day));
    await audit(tx, ctx.actor, {
      action: 'worksheet_preset.send',
      entity: 'worksheet_preset',
      entityId: row.id,
      before: { status: PresetStatus.DRAFT },
      after: { status: PresetStatus.WAITING, reviewers, version: sent!.version },
    });
    await publishWorksheetChanged(tx, ctx.bus, row.userId, {
      date: row.day,
      preset_id: row.id,
      change: 'sent',
    });
    return { message: M.sentToReview, preset: await presetWire(tx, sent!, ctx.timeZone) };
  });
}
