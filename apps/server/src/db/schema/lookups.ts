import { boolean, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Job categories; ids 21, 23–27, 29 and 30 carry business rules (R-056..R-062). */
export const categories = pgTable('categories', {
  id: id(),
  name: text().notNull().unique(),
  active: boolean().notNull().default(true),
});

/** Stored job types: Urgent, On Line, Project, Normal, On Site. */
export const jobTypes = pgTable('job_types', {
  id: id(),
  name: text().notNull().unique(),
});

/** Company holidays: the one list leave counts, attendance and plans use. */
export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    description: text().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('holidays_range_idx').on(t.startDate, t.endDate)],
);
