import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { divisions, users } from './people';

/** Feature switches of the super admin (Features Management): read through the features service. */
export const features = pgTable('features', {
  id: id(),
  key: text().notNull().unique(),
  name: text().notNull(),
  description: text(),
  enabled: boolean().notNull().default(true),
  updatedAt: updatedAt(),
  updatedById: integer('updated_by_id').references(() => users.id),
});

/** SMS Settings: the departments whose events a director is told of by SMS. */
export const smsRecipients = pgTable(
  'sms_recipients',
  {
    directorId: integer('director_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.directorId, t.divisionId] })],
);

/**
 * Text messages to send, written in the transaction of the event that causes them; a worker
 * delivers them through the SMS gateway and records the outcome (queued, sending, sent, failed).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    event: text().notNull(),
    recipientId: integer('recipient_id').references(() => users.id),
    phone: text(),
    body: text().notNull(),
    state: text().notNull().default('queued'),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    entity: text(),
    entityId: text('entity_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`state = 'queued'`),
    index('sms_outbox_created_idx').on(t.id.desc()),
  ],
);

/** One run of an ERP synchronisation (a dry run or an applied one) with its counts and conflicts. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: id(),
    entity: text().notNull(),
    dryRun: boolean('dry_run').notNull(),
    state: text().notNull().default('running'),
    startedById: integer('started_by_id').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The server process running it (its connections' name): a run it left when it stopped is ended. */
    server: text(),
    counts: jsonb().notNull().default({}),
    conflicts: jsonb().notNull().default([]),
    error: text(),
    /** An applied run: the preview (dry run) it applied. */
    previewId: integer('preview_id').references((): AnyPgColumn => syncRuns.id),
    /**
     * A preview's fingerprint of what it found (each record's action and both sides' fingerprints):
     * the apply plans again under its lock and goes ahead only if it finds the same.
     */
    planHash: text('plan_hash'),
  },
  (t) => [
    index('sync_runs_entity_idx').on(t.entity, t.id.desc()),
    // A preview is applied once: a second apply (or two at once) finds its place taken.
    uniqueIndex('sync_runs_preview_key')
      .on(t.previewId)
      .where(sql`state <> 'failed'`),
  ],
);

/**
 * A local record linked to its ERP record, with a fingerprint of both sides at the last sync: a
 * record changed on both sides since then is a conflict.
 */
export const erpLinks = pgTable(
  'erp_links',
  {
    entity: text().notNull(),
    erpId: text('erp_id').notNull(),
    localId: integer('local_id').notNull(),
    erpHash: text('erp_hash').notNull(),
    localHash: text('local_hash').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.erpId] }),
    unique('erp_links_local_key').on(t.entity, t.localId),
  ],
);
