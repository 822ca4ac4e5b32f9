import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isPastDue, type JobDetail } from '@jobline/shared';
import { keptSelect, type Executor } from '../../db/client';
import {
  branches,
  categories,
  customers,
  divisions,
  jobEstimates,
  jobs,
  jobTypes,
  systems,
  users,
} from '../../db/schema';
import { optionalNameSql as fullName } from '../../db/sqlText';
import { jobProgressSql } from './jobProgress';

const employee = alias(users, 'employee');
const requester = alias(users, 'requester');
const coordinator = alias(users, 'coordinator');
const creator = alias(users, 'creator');

// Twelve tables and the status's subqueries take longer to plan, and to build, than to run: the
// statement is built once and each connection plans it once (the job's id is its only value).
const jobDetailOf = keptSelect('job_detail', (db) =>
  db
    .select({
      job: jobs,
      customerName: customers.name,
      customerCode: customers.code,
      branchName: branches.name,
      system: systems.name,
      category: categories.name,
      jobType: jobTypes.name,
      division: divisions.name,
      employee: fullName(employee),
      requester: fullName(requester),
      coordinator: fullName(coordinator),
      creator: fullName(creator),
      estimate: jobEstimates,
      progress: jobProgressSql(jobs.id, jobs.status),
    })
    .from(jobs)
    .leftJoin(customers, eq(customers.id, jobs.customerId))
    .leftJoin(branches, eq(branches.id, jobs.branchId))
    .leftJoin(systems, eq(systems.id, jobs.systemId))
    .leftJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
    .leftJoin(divisions, eq(divisions.id, jobs.divisionId))
    .leftJoin(employee, eq(employee.id, jobs.employeeId))
    .leftJoin(requester, eq(requester.id, jobs.requestedById))
    .leftJoin(coordinator, eq(coordinator.id, jobs.coordinatorId))
    .leftJoin(creator, eq(creator.id, jobs.createdById))
    .leftJoin(jobEstimates, eq(jobEstimates.jobId, jobs.id))
    .where(and(eq(jobs.id, sql.placeholder('jobId')), isNull(jobs.deletedAt))),
);

/** GET job/{id}: one job with the names a screen shows; null when missing or deleted. */
export async function findJobDetail(db: Executor, jobId: number, today: string): Promise<JobDetail | null> {
  const [row] = await jobDetailOf(db, { jobId });
  if (!row) return null;
  const j = row.job;
  const e = row.estimate;
  return {
    id: j.id,
    job_no: j.jobNo,
    job_title: j.title,
    job_description: j.description,
    customer_id: j.customerId,
    cus_id: j.customerId,
    customer_name: row.customerName,
    customer_code: row.customerCode,
    location_id: j.branchId,
    branch_name: row.branchName,
    system_id: j.systemId,
    system: row.system,
    job_category_id: j.categoryId,
    category: row.category,
    job_type: j.jobTypeId,
    job_type_name: row.jobType,
    kind: j.kind,
    division_id: j.divisionId,
    division: row.division,
    employee_id: j.employeeId,
    employee: row.employee,
    requested_by: j.requestedById,
    requested_emp: row.requester,
    job_coordinator_id: j.coordinatorId,
    job_coordinator: row.coordinator,
    contact_person: j.contactPerson,
    contact_number: j.contactNumber,
    due_date: j.dueDate,
    priority: j.priority,
    remarks: j.remarks,
    status: j.status,
    payment_mode: j.chargeable ? 'chargeable' : 'freeOfCharge',
    estimates: e
      ? {
          estimate_no: e.estimateNo,
          estimate_amount: Number(e.estimateAmount),
          confired_date: e.confirmedDate,
          billed_amount: Number(e.billedAmount),
          collector: e.collectorId!,
        }
      : null,
    AMC_software: j.amcSoftware,
    AMC_hardware: j.amcHardware,
    amc_status: j.amcStatus,
    job_request_id: j.jobRequestId,
    job_pending_approval_id: j.pendingApprovalId,
    reassign_from: j.reassignFromId,
    created_by: j.createdById,
    created_by_name: row.creator,
    created_at: j.createdAt.toISOString(),
    isJobExpired: isPastDue(j.dueDate, today),
    progress: Number(row.progress),
    version: j.version,
  };
}
