import { eq } from 'drizzle-orm';
import { Msg, PresetStatus } from '@jobline/shared';
import type { AuthUser } from '../../../auth/sessions';
import type { Executor } from '../../../db/client';
import { worksheetPresets } from '../../../db/schema';
import { forbidden, notFound, stateChanged } from '../../../errors';
import type { EventBus } from '../../../realtime/bus';
import type { AuditActor } from '../../admin/auditLog';

const M = Msg.worksheets;

/** What every preset command needs: who acts, when, and the company's time zone. */
export interface PresetContext {
  user: AuthUser;
  actor: AuditActor;
  bus: EventBus;
  now: Date;
  /** The company day now. */
  today: string;
  timeZone: string;
}

/** The caller's own draft, locked for the change: 404 unknown, 403 someone else's, 409 no longer a draft. */
export async function ownDraft(tx: Executor, ctx: PresetContext, presetId: number) {
  const [row] = await tx
    .select()
    .from(worksheetPresets)
    .where(eq(worksheetPresets.id, presetId))
    .for('update');
  if (!row) throw notFound(M.presetNotFound);
  if (row.userId !== ctx.user.id) throw forbidden(M.onlyOwnPreset);
  if (row.status !== PresetStatus.DRAFT) throw stateChanged(M.notDraft);
  return row;
}

/** Any edit of the lines: the last validation no longer holds (R-159 step 2). */
export const touched = (tx: Executor, presetId: number, now: Date) =>
  tx
    .update(worksheetPresets)
    .set({ validatedAt: null, updatedAt: now })
    .where(eq(worksheetPresets.id, presetId));
