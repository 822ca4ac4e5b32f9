import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { branches, customers, systems } from './customers';
import { categories, jobTypes } from './lookups';
import { divisions, users } from './people';

/** Readable numbers, unique under concurrency: J26-00001, REQ-00001, PA-00001. */
export const jobNumberSeq = pgSequence('job_number_seq', { startWith: 1 });
export const jobRequestNumberSeq = pgSequence('job_request_number_seq', { startWith: 1 });
export const pendingApprovalNumberSeq = pgSequence('pending_approval_number_seq', { startWith: 1 });

/** A customer's call for work, before it becomes a job (or a job waiting for approval). */
export const jobRequests = pgTable(
  'job_requests',
  {
    id: id(),
    requestNo: text('request_no').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    branchId: integer('branch_id').references(() => branches.id),
    systemId: integer('system_id').references(() => systems.id),
    categoryId: integer('category_id').references(() => categories.id),
    divisionId: integer('division_id').references(() => divisions.id),
    requestedById: integer('requested_by_id').references(() => users.id),
    coordinatorId: integer('coordinator_id').references(() => users.id),
    dueDate: date('due_date', { mode: 'string' }),
    description: text().notNull(),
    remarks: text(),
    priority: smallint().notNull().default(1),
    amcStatus: text('amc_status').notNull().default('in agreement'),
    contactPerson: text('contact_person'),
    contactNumber: text('contact_number'),
    /** 1 pending, 2 sent for approval, 3 job created, 4 rejected, 5 withdrawn (RequestStatus). */
    status: smallint().notNull().default(1),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('job_requests_creator_idx').on(t.createdById, t.createdAt.desc()),
    index('job_requests_status_idx').on(t.status),
  ],
);

/**
 * A job that needs approval waiting for it: the whole job as drafted on the New Job form,
 * decided by an approver; approving creates the job (status 10).
 */
export const pendingApprovals = pgTable(
  'pending_approvals',
  {
    id: id(),
    approvalNo: text('approval_no').notNull().unique(),
    jobRequestId: integer('job_request_id').references(() => jobRequests.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    categoryId: integer('category_id').references(() => categories.id),
    divisionId: integer('division_id').references(() => divisions.id),
    coordinatorId: integer('coordinator_id').references(() => users.id),
    /** The job as the New Job form sent it (the shared jobDraft schema). */
    draft: jsonb().notNull(),
    /** 9 waiting, 10 approved and created, 11 rejected (PendingApprovalStatus). */
    status: smallint().notNull().default(9),
    remark: text(),
    jobRemarks: text('job_remarks'),
    approvedWithId: integer('approved_with_id').references(() => users.id),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    jobId: integer('job_id'),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pending_approvals_status_idx').on(t.status, t.createdAt.desc())],
);

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
    jobRequestId: integer('job_request_id').references(() => jobRequests.id),
    pendingApprovalId: integer('pending_approval_id').references(() => pendingApprovals.id),
    approvedWithId: integer('approved_with_id').references(() => users.id),
    /** Quick jobs are approved afterwards: null waiting, 16 approved, 17 rejected (QuickJobAuth). */
    authStatus: smallint('auth_status'),
    authRemark: text('auth_remark'),
    authById: integer('auth_by_id').references(() => users.id),
    authAt: timestamp('auth_at', { withTimezone: true }),
    /** Deleted jobs stay for the record (and the audit) but leave every list. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: integer('deleted_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('jobs_created_idx').on(t.createdAt.desc()),
    index('jobs_customer_idx').on(t.customerId),
    index('jobs_branch_idx').on(t.branchId),
    index('jobs_employee_idx').on(t.employeeId),
    index('jobs_division_idx').on(t.divisionId, t.createdAt.desc()),
    index('jobs_due_idx').on(t.dueDate),
    index('jobs_job_no_upper_idx').on(sql`upper(${t.jobNo})`),
    index('jobs_quick_auth_idx').on(t.kind, t.authStatus),
  ],
);

/** Money of a chargeable job (category 25): wire names keep the spec's 'confired_date'. */
export const jobEstimates = pgTable('job_estimates', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  estimateNo: text('estimate_no').notNull(),
  estimateAmount: numeric('estimate_amount', { precision: 14, scale: 2 }).notNull(),
  confirmedDate: date('confirmed_date', { mode: 'string' }),
  billedAmount: numeric('billed_amount', { precision: 14, scale: 2 }).notNull(),
  collectorId: integer('collector_id').references(() => users.id),
  updatedAt: updatedAt(),
});

/** Every change of a job's due date, with who and why. */
export const jobDueDateChanges = pgTable(
  'job_due_date_changes',
  {
    id: id(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    previousDueDate: date('previous_due_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    reason: text().notNull(),
    changedById: integer('changed_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('job_due_date_changes_job_idx').on(t.jobId, t.createdAt)],
);
