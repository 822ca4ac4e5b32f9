import { sql } from 'drizzle-orm';
import { Msg, SmsState, type SmsMessage } from '@jobline/shared';
import { queryRows, type Db } from '../../../db/client';
import { fieldError, notFound, stateChanged } from '../../../errors';
import type { EventBus } from '../../../realtime/bus';
import { audit, type AuditActor } from '../auditLog';
import { findSmsMessage } from './outboxQueries';
import { publishSmsChanged } from './smsEvents';

/**
 * POST admin/sms/messages/{id}/resend: a failed message is queued again from its first try, to the
 * director's mobile number as it is now (one added since the failure is used). Checked under a row
 * lock: only a failed message can be resent, and only to someone who has a mobile number.
 */
export async function resendSms(db: Db, bus: EventBus, actor: AuditActor, id: number): Promise<SmsMessage> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{
      state: string;
      phone: string | null;
      mobile: string | null;
      attempts: number;
    }>(
      tx,
      sql`select o.state, o.phone, o.attempts, nullif(trim(u.mobile), '') as mobile
          from sms_outbox o left join users u on u.id = o.recipient_id
          where o.id = ${id} for update of o`,
    );
    if (!row) throw notFound(Msg.sms.messageNotFound);
    if (row.state !== SmsState.FAILED) throw stateChanged(Msg.sms.onlyFailedResend);
    const phone = row.mobile ?? row.phone;
    if (!phone) throw fieldError('id', Msg.sms.resendNoMobile);
    await tx.execute(
      sql`update sms_outbox
          set state = ${SmsState.QUEUED}, phone = ${phone}, attempts = 0, next_attempt_at = now(),
              last_error = null, sent_at = null
          where id = ${id}`,
    );
    await audit(tx, actor, {
      action: 'sms.resend',
      entity: 'sms',
      entityId: id,
      before: { state: row.state, phone: row.phone, attempts: row.attempts },
      after: { state: SmsState.QUEUED, phone, attempts: 0 },
    });
    await publishSmsChanged(tx, bus, 'resent', [id]);
    return (await findSmsMessage(tx, id))!;
  });
}
