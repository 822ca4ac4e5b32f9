import { and, eq } from 'drizzle-orm';
import {
  ActivityType,
  Msg,
  PresetLineKind,
  type PresetCommentLineAdd,
  type PresetLine,
  type PresetLineDelete,
  type PresetLineUpdate,
  type PresetTaskLineAdd,
} from '@jobline/shared';
import type { Db, Executor } from '../../../db/client';
import { taskUsers, worksheetPresetLines } from '../../../db/schema';
import { fieldError, notFound } from '../../../errors';
import { audit } from '../../admin/auditLog';
import { ownDraft, touched, type PresetContext } from './presetContext';
import { instantOn, linesOf } from './presetLines';

const M = Msg.worksheets;
type LineRow = typeof worksheetPresetLines.$inferSelect;

/** 400 unless the assignment is the owner's (a line can only say they worked on their own task). */
async function assertOwnTask(tx: Executor, userId: number, taskUserId: number) {
  const [row] = await tx
    .select({ id: taskUsers.id })
    .from(taskUsers)
    .where(and(eq(taskUsers.id, taskUserId), eq(taskUsers.userId, userId)));
  if (!row) throw fieldError('task_user_id', M.taskNotYours);
}

async function lineOf(tx: Executor, presetId: number, lineId: number) {
  const [row] = await tx
    .select()
    .from(worksheetPresetLines)
    .where(and(eq(worksheetPresetLines.id, lineId), eq(worksheetPresetLines.presetId, presetId)));
  if (!row) throw notFound(M.lineNotFound);
  return row;
}

const wire = async (tx: Executor, row: LineRow, day: string, timeZone: string): Promise<PresetLine> =>
  (await linesOf(tx, [row], day, timeZone))[0]!;

type NewLine = Pick<
  typeof worksheetPresetLines.$inferInsert,
  'kind' | 'taskUserId' | 'commentType' | 'description'
>;

/** A line added to the caller's draft from its times on the preset's day; audited with what was sent. */
async function addLine(
  db: Db,
  ctx: PresetContext,
  input: PresetTaskLineAdd | PresetCommentLineAdd,
  line: NewLine,
) {
  return db.transaction(async (tx) => {
    const preset = await ownDraft(tx, ctx, input.preset_id);
    if (line.taskUserId != null) await assertOwnTask(tx, preset.userId, line.taskUserId);
    const [row] = await tx
      .insert(worksheetPresetLines)
      .values({
        ...line,
        presetId: preset.id,
        startAt: instantOn(preset.day, input.start_time, ctx.timeZone),
        endAt: instantOn(preset.day, input.end_time, ctx.timeZone),
      })
      .returning();
    await touched(tx, preset.id, ctx.now);
    await audit(tx, ctx.actor, {
      action: 'worksheet_preset.line_add',
      entity: 'worksheet_preset',
      entityId: preset.id,
      after: { line_id: row!.id, ...input },
    });
    return { line: await wire(tx, row!, preset.day, ctx.timeZone) };
  });
}

/** POST activity/custom/add: a task line on the caller's draft. */
export const addTaskLine = (db: Db, ctx: PresetContext, input: PresetTaskLineAdd) =>
  addLine(db, ctx, input, { kind: PresetLineKind.TASK, taskUserId: input.task_user_id });

/** POST comment/custom/add: a comment line (Meeting … Travelling) on the caller's draft. */
export const addCommentLine = (db: Db, ctx: PresetContext, input: PresetCommentLineAdd) =>
  addLine(db, ctx, input, {
    kind: PresetLineKind.COMMENT,
    commentType: input.comment_type,
    description: input.task_description || null,
  });

/** POST activity/custom/update: a line's times, and its task or its comment type and text. */
export async function updateLine(db: Db, ctx: PresetContext, input: PresetLineUpdate) {
  return db.transaction(async (tx) => {
    const preset = await ownDraft(tx, ctx, input.preset_id);
    const before = await lineOf(tx, preset.id, input.line_id);
    const task = before.kind === PresetLineKind.TASK;
    if (task && input.comment_type != null) throw fieldError('comment_type', M.notACommentLine);
    if (!task && input.task_user_id != null) throw fieldError('task_user_id', M.notATaskLine);
    if (task && input.task_user_id != null) await assertOwnTask(tx, preset.userId, input.task_user_id);
    const [row] = await tx
      .update(worksheetPresetLines)
      .set({
        startAt: instantOn(preset.day, input.start_time, ctx.timeZone),
        endAt: instantOn(preset.day, input.end_time, ctx.timeZone),
        ...(task
          ? { taskUserId: input.task_user_id ?? before.taskUserId }
          : {
              commentType: input.comment_type ?? before.commentType ?? ActivityType.BREAK,
              description:
                input.task_description === undefined ? before.description : input.task_description || null,
            }),
      })
      .where(eq(worksheetPresetLines.id, before.id))
      .returning();
    await touched(tx, preset.id, ctx.now);
    await audit(tx, ctx.actor, {
      action: 'worksheet_preset.line_update',
      entity: 'worksheet_preset',
      entityId: preset.id,
      before: await wire(tx, before, preset.day, ctx.timeZone),
      after: input,
    });
    return { line: await wire(tx, row!, preset.day, ctx.timeZone) };
  });
}

/** POST activity/custom/delete and comment/edit/delete: a line of the caller's draft. */
export async function deleteLine(db: Db, ctx: PresetContext, input: PresetLineDelete) {
  return db.transaction(async (tx) => {
    const preset = await ownDraft(tx, ctx, input.preset_id);
    const before = await lineOf(tx, preset.id, input.line_id);
    await tx.delete(worksheetPresetLines).where(eq(worksheetPresetLines.id, before.id));
    await touched(tx, preset.id, ctx.now);
    await audit(tx, ctx.actor, {
      action: 'worksheet_preset.line_delete',
      entity: 'worksheet_preset',
      entityId: preset.id,
      before: await wire(tx, before, preset.day, ctx.timeZone),
    });
    return { ok: true as const };
  });
}
