import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { branches, customers, systems } from './customers';
import { categories, jobTypes } from './lookups';
import { divisions, users } from './people';

/** A customer work order. Requests, approvals, tasks and time all hang off it. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    jobNo: text('job_no').notNull().unique(),
    title: text(),
    description: text().notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    branchId: integer('branch_id').references(() => branches.id),
    systemId: integer('system_id').references(() => systems.id),
    categoryId: integer('category_id').references(() => categories.id),
    jobTypeId: integer('job_type_id').references(() => jobTypes.id),
    /** How the job was raised: 1 quick, 2 tasking, 3 internal office work, 4 online/urgent, 6 pre-sales. */
    kind: smallint().notNull().default(2),
    divisionId: integer('division_id').references(() => divisions.id),
    employeeId: integer('employee_id').references(() => users.id),
    requestedById: integer('requested_by_id').references(() => users.id),
    coordinatorId: integer('coordinator_id').references(() => users.id),
    createdById: integer('created_by_id').references(() => users.id),
    contactPerson: text('contact_person'),
    contactNumber: text('contact_number'),
    dueDate: date('due_date', { mode: 'string' }),
    priority: smallint().notNull().default(1),
    remarks: text(),
    status: smallint().notNull().default(1),
    requestedFrom: smallint('requested_from').notNull().default(1),
    chargeable: boolean().notNull().default(false),
    qcEnabled: boolean('qc_enabled').notNull().default(false),
    isTemporary: boolean('is_temporary').notNull().default(false),
    amcSoftware: boolean('amc_software').notNull().default(false),
    amcHardware: boolean('amc_hardware').notNull().default(false),
    amcStatus: text('amc_status').notNull().default('in agreement'),
    reassignFromId: integer('reassign_from_id').references((): AnyPgColumn => jobs.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_created_idx').on(t.createdAt.desc()),
    index('jobs_customer_idx').on(t.customerId),
    index('jobs_branch_idx').on(t.branchId),
    index('jobs_employee_idx').on(t.employeeId),
    index('jobs_division_idx').on(t.divisionId, t.createdAt.desc()),
    index('jobs_due_idx').on(t.dueDate),
    index('jobs_job_no_upper_idx').on(sql`upper(${t.jobNo})`),
  ],
);
