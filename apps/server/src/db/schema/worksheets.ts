import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { users } from './people';
import { taskUsers } from './work';

/**
 * A correction of one past day's worksheet (spec 001 §4 Worksheet presets, R-159): its lines are the
 * day as the employee says it was. Status 1 draft (being edited), 5 waiting for review, 10 approved
 * (its lines became work_log rows and the day's originals were superseded), 11 rejected.
 */
export const worksheetPresets = pgTable(
  'worksheet_presets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date({ mode: 'string' }).notNull(),
    status: smallint().notNull().default(1),
    /** Set when the last validation passed; any edit clears it (R-159 step 2). */
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reviewedById: integer('reviewed_by_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewRemark: text('review_remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('worksheet_presets_user_day_idx').on(t.userId, t.day),
    // One correction in progress (draft or waiting) per person and day.
    uniqueIndex('worksheet_presets_open_key')
      .on(t.userId, t.day)
      .where(sql`${t.status} in (1, 5)`),
    index('worksheet_presets_waiting_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 5`),
  ],
);

/**
 * One line of a preset: a task worked (kind 1, task_user_id) or a comment line (kind 2, comment_type
 * 6 Meeting, 7 Lunch, 8 Short Break, 9 Day Off, 10 Help, 11 Break, 14 Travelling) from start to end.
 */
export const worksheetPresetLines = pgTable(
  'worksheet_preset_lines',
  {
    id: id(),
    presetId: integer('preset_id')
      .notNull()
      .references(() => worksheetPresets.id, { onDelete: 'cascade' }),
    kind: smallint().notNull(),
    taskUserId: integer('task_user_id').references(() => taskUsers.id),
    commentType: smallint('comment_type'),
    description: text(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('worksheet_preset_lines_preset_idx').on(t.presetId, t.startAt)],
);

/**
 * A month of one person's worksheet approved by a reviewer: no preset may change its days until a
 * super admin (permission 1) unlocks it, which deletes this row and is audited.
 */
export const worksheetPeriodLocks = pgTable(
  'worksheet_period_locks',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The first day of the locked month. */
    month: date({ mode: 'string' }).notNull(),
    lockedById: integer('locked_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('worksheet_period_locks_key').on(t.userId, t.month)],
);

/**
 * A day's worksheet uploaded (Upload To Worksheet, R-156/R-157): the person, or a super admin for
 * them, declares the day final for reporting. Only a reviewed preset changes it afterwards.
 */
export const worksheetUploads = pgTable(
  'worksheet_uploads',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date({ mode: 'string' }).notNull(),
    uploadedById: integer('uploaded_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('worksheet_uploads_key').on(t.userId, t.day)],
);
