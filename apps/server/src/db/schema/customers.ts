import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { users } from './people';

/**
 * Codes and agreement numbers are one whatever their case, as every writer and lookup compares them:
 * the keys below say so to the database too.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    code: text().notNull(),
    name: text().notNull(),
    address: text(),
    owner: text(),
    contactPerson: text('contact_person'),
    mobileNo: text('mobile_no'),
    email: text(),
    website: text(),
    softwareCoordinatorId: integer('software_coordinator_id').references(() => users.id),
    marketingCoordinatorId: integer('marketing_coordinator_id').references(() => users.id),
    accountCoordinatorId: integer('account_coordinator_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('customers_code_unique').on(sql`lower(${t.code})`)],
);

/** A customer's branch, the "location" a job is done at. */
export const branches = pgTable(
  'branches',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text().notNull(),
    contactPerson: text('contact_person'),
    mobileNo: text('mobile_no'),
    phoneNo: text('phone_no'),
    address: text(),
    email: text(),
    posCount: integer('pos_count').notNull().default(0),
    serverCount: integer('server_count').notNull().default(0),
    terminalCount: integer('terminal_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('branches_customer_code_key').on(t.customerId, sql`lower(${t.code})`)],
);

/** A maintenance agreement of a branch: type 1 hardware, 2 software, 3 both. */
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    code: text(),
    type: smallint().notNull(),
    warranty: boolean().notNull().default(false),
    status: text().notNull().default('Accepted'),
    agreementDate: date('agreement_date', { mode: 'string' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** Service visits the agreement includes a year of its term (due and overdue visits). */
    visitsPerYear: smallint('visits_per_year').notNull().default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agreements_branch_idx').on(t.branchId, t.validFrom),
    uniqueIndex('agreements_number_unique').on(sql`lower(${t.number})`),
  ],
);

export const systems = pgTable('systems', {
  id: id(),
  name: text().notNull().unique(),
  code: text(),
});
