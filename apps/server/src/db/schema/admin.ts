import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt, version } from './columns';

/** Who did what, when, with the row before and after: every mutation writes one. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text('entity_id'),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    /** The customer the change concerns, when there is one: the activity log filters by it. */
    customerId: integer('customer_id'),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // Keyset pages (newest first) of one employee, one customer or one area stay index walks.
    index('audit_log_actor_page_idx').on(t.actorId, t.id.desc()),
    index('audit_log_customer_page_idx').on(t.customerId, t.id.desc()),
    index('audit_log_entity_page_idx').on(t.entity, t.id.desc()),
  ],
);

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: version(),
});

/** Uploaded images (profile pictures), kept in the database so every instance can serve them. */
export const images = pgTable('images', {
  id: text().primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer().notNull(),
  data: bytea().notNull(),
  createdAt: createdAt(),
});
