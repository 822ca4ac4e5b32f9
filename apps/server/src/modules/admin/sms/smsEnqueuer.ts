import { eq, sql } from 'drizzle-orm';
import { Feature, Msg, RoleId, SmsState, type SmsEvent } from '@jobline/shared';
import { queryRows, type Executor } from '../../../db/client';
import { jobs } from '../../../db/schema';
import type { EventBus } from '../../../realtime/bus';
import { isFeatureOn } from '../features/featureSwitches';
import { publishSmsChanged } from './smsEvents';

export interface SmsEventInput {
  event: SmsEvent;
  /** The department the event belongs to; or give `jobId` and the job's division is used. */
  divisionId?: number | null;
  jobId?: number;
  body: string;
  /** The record the message is about (shown in the outbox), e.g. 'pending_approval' and its id. */
  entity: string;
  entityId: string | number;
}

/**
 * Queues one message per director chosen for the event's department (SMS Settings), inside the
 * event's own transaction: the messages exist exactly when the event committed. The phone is the
 * director's mobile number now; a director without one gets a failed message saying so, so the
 * super admin sees who was missed. Nothing is queued while the SMS feature is switched off.
 * Answers how many messages were written.
 */
export async function enqueueSms(tx: Executor, bus: EventBus, input: SmsEventInput): Promise<number> {
  // Read through the event's own transaction, not the switch cache: on the embedded database a cold
  // cache would read through the database while this transaction holds its only connection.
  if (!(await isFeatureOn(tx, Feature.SMS))) return 0;
  const divisionId = input.divisionId ?? (input.jobId ? await divisionOfJob(tx, input.jobId) : null);
  if (divisionId == null) return 0;
  const rows = await queryRows<{ id: number | string; state: string }>(
    tx,
    sql`insert into sms_outbox (event, recipient_id, phone, body, state, last_error, entity, entity_id)
        select ${input.event}, u.id, nullif(trim(u.mobile), ''), ${input.body},
               case when nullif(trim(u.mobile), '') is null then ${SmsState.FAILED} else ${SmsState.QUEUED} end,
               case when nullif(trim(u.mobile), '') is null then ${Msg.sms.noMobile} end,
               ${input.entity}, ${String(input.entityId)}
        from sms_recipients r
        join users u on u.id = r.director_id
        where r.division_id = ${divisionId} and u.role_id = ${RoleId.DIRECTOR} and u.status = 1
        order by u.id
        returning id, state`,
  );
  if (rows.length) {
    const queued = rows.some((r) => r.state === SmsState.QUEUED);
    await publishSmsChanged(
      tx,
      bus,
      queued ? 'queued' : 'failed',
      rows.map((r) => Number(r.id)),
    );
  }
  return rows.length;
}

async function divisionOfJob(tx: Executor, jobId: number): Promise<number | null> {
  const [job] = await tx.select({ divisionId: jobs.divisionId }).from(jobs).where(eq(jobs.id, jobId));
  return job?.divisionId ?? null;
}
