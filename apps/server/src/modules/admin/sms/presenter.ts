import { SMS_EVENT_LABELS, SmsState, type SmsMessage } from '@jobline/shared';

/** One outbox row with its recipient's name, as the queries read it. */
export interface OutboxRow {
  id: number | string;
  event: string;
  recipient_id: number | null;
  recipient_name: string | null;
  phone: string | null;
  body: string;
  state: string;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  entity: string | null;
  entity_id: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

const instant = (value: Date | string) => new Date(value).toISOString();

export const presentSmsMessage = (row: OutboxRow): SmsMessage => ({
  id: Number(row.id),
  event: row.event,
  event_label: SMS_EVENT_LABELS[row.event] ?? row.event,
  recipient_id: row.recipient_id,
  recipient_name: row.recipient_name,
  phone: row.phone,
  body: row.body,
  state: row.state as SmsState,
  attempts: row.attempts,
  next_attempt_at: row.state === SmsState.QUEUED ? instant(row.next_attempt_at) : null,
  last_error: row.last_error,
  entity: row.entity,
  entity_id: row.entity_id,
  created_at: instant(row.created_at),
  sent_at: row.sent_at ? instant(row.sent_at) : null,
});
