import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './people';

/** A personal calendar event on the Employee Plan: 1 Meeting (green), 2 Leave (red), 3 Personal (teal). */
export const activityPlans = pgTable(
  'activity_plans',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: smallint().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    start: timestamp({ withTimezone: true }).notNull(),
    end: timestamp({ withTimezone: true }).notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('activity_plans_user_idx').on(t.userId, t.start)],
);

/**
 * A user's private iCalendar feed: the URL carries a random token whose SHA-256 is kept here.
 * Revoking deletes the row; a new link replaces it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
