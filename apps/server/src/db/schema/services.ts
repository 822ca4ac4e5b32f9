import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { agreements, branches, customers } from './customers';
import { users } from './people';

/**
 * A service visit to a customer's branch under one of its agreements (spec 002 §2 Service Details
 * Add). Customer and branch are where the visit was made: checked against the agreement when saved,
 * they stay so if a spreadsheet import later moves the agreement to another branch of the customer.
 * The references keep a visited branch or agreement from being removed.
 */
export const serviceVisits = pgTable(
  'service_visits',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    jobCardNo: text('job_card_no').notNull(),
    posCount: integer('pos_count').notNull(),
    serverCount: integer('server_count').notNull(),
    terminalCount: integer('terminal_count').notNull(),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_visits_date_idx').on(t.serviceDate, t.id),
    // One job card number once per agreement, whatever its case.
    uniqueIndex('service_visits_agreement_job_card_key').on(t.agreementId, sql`lower(${t.jobCardNo})`),
  ],
);

/** Who made a visit: employees of the service division. */
export const serviceVisitEmployees = pgTable(
  'service_visit_employees',
  {
    visitId: integer('visit_id')
      .notNull()
      .references(() => serviceVisits.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.visitId, t.userId] }),
    index('service_visit_employees_user_idx').on(t.userId),
  ],
);
