import { sql, type SQL } from 'drizzle-orm';
import { SMS_PAGE_SIZE, type SmsMessagesPage, type SmsMessagesQuery } from '@jobline/shared';
import { queryRows, type Executor } from '../../../db/client';
import { optionalNameSql } from '../../../db/sqlText';
import { presentSmsMessage, type OutboxRow } from './presenter';

const selectOutbox = sql`select o.id, o.event, o.recipient_id, ${optionalNameSql('u')} as recipient_name,
         o.phone, o.body, o.state, o.attempts, o.next_attempt_at, o.last_error, o.entity, o.entity_id,
         o.created_at, o.sent_at
  from sms_outbox o left join users u on u.id = o.recipient_id`;

/**
 * GET admin/sms/messages: one page of the outbox, newest first (the id index), optionally of one
 * state. The outbox grows by a few messages per approval, so counting its rows stays cheap.
 */
export async function listSmsMessages(db: Executor, query: SmsMessagesQuery): Promise<SmsMessagesPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? SMS_PAGE_SIZE;
  const where: SQL = query.state ? sql`where o.state = ${query.state}` : sql``;
  const rows = await queryRows<OutboxRow>(
    db,
    sql`${selectOutbox} ${where} order by o.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const [count] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from sms_outbox o ${where}`,
  );
  return {
    messages: rows.map(presentSmsMessage),
    total: Number(count?.total ?? 0),
    page,
    page_size: pageSize,
  };
}

/** One message by id, or undefined. */
export async function findSmsMessage(db: Executor, id: number) {
  const [row] = await queryRows<OutboxRow>(db, sql`${selectOutbox} where o.id = ${id}`);
  return row ? presentSmsMessage(row) : undefined;
}
