import { sql } from 'drizzle-orm';
import { Msg, type UploadResponse } from '@jobline/shared';
import type { AuthUser } from '../../../auth/sessions';
import { queryRows, type Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { audit, type AuditActor } from '../../admin/auditLog';
import type { EventBus } from '../../../realtime/bus';
import { lockEmployee } from '../../boards/assignmentLock';
import { worksheetChanged } from '../worksheetChanged';
import { dayEnd } from './dayEnd';
import { uploadsOf } from './uploadQuery';

const M = Msg.worksheetUploads;

export interface UploadContext {
  user: AuthUser;
  actor: AuditActor;
  today: string;
  timeZone: string;
  bus: EventBus;
}

/**
 * Upload To Worksheet: the person's day is declared final for reporting. Only an
 * ended day may be uploaded, and only once: a second upload answers status false with who did it.
 * The person's row is locked so a session restarting meanwhile cannot slip between check and write.
 */
export async function uploadWorksheet(
  db: Db,
  ctx: UploadContext,
  input: { userId: number; date: string },
): Promise<UploadResponse> {
  return db.transaction(async (tx) => {
    await lockEmployee(tx, input.userId);
    const end = await dayEnd(tx, { ...input, today: ctx.today, timeZone: ctx.timeZone });
    const range = { from: input.date, to: input.date };
    const [earlier] = await uploadsOf(tx, [input.userId], range, ctx.timeZone);
    if (earlier) {
      return { status: false, message: M.alreadyDone(input.date, earlier.uploaded_by), upload: earlier };
    }
    if (!end.ended) throw new AppError(409, { status: false, message: M.dayNotEnded });
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into worksheet_uploads (user_id, day, uploaded_by_id)
          values (${input.userId}, ${input.date}, ${ctx.user.id})
          on conflict (user_id, day) do nothing
          returning id`,
    );
    const [upload] = await uploadsOf(tx, [input.userId], range, ctx.timeZone);
    if (!inserted.length) {
      return { status: false, message: M.alreadyDone(input.date, upload!.uploaded_by), upload: upload! };
    }
    await audit(tx, ctx.actor, {
      action: 'worksheet.upload',
      entity: 'worksheet_upload',
      entityId: inserted[0]!.id,
      after: { user_id: input.userId, day: input.date, ended_at: end.endedAt },
    });
    // A super admin uploading someone's day tells them; every open worksheet shows the badge.
    await worksheetChanged(tx, ctx.bus, {
      userId: input.userId,
      data: { date: input.date, change: 'upload' },
      notice:
        input.userId !== ctx.user.id ? { title: M.notifyUploaded(input.date), by: ctx.user.id } : undefined,
    });
    return { status: true, message: M.done(input.date), upload: upload! };
  });
}
