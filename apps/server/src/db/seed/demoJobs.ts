import { eq, sql } from 'drizzle-orm';
import {
  FinishedJobStatus,
  JobKind,
  JobStatus,
  JobUserRole,
  PendingApprovalStatus,
  QuickJobAuth,
  RequestStatus,
  TaskPriority,
  TaskSection,
  isSunday,
} from '@jobline/shared';
import type { Tx } from '../client';
import {
  branches,
  customers,
  jobDueDateChanges,
  jobEstimates,
  jobRequests,
  jobs,
  jobUsers,
  pendingApprovals,
  taskSheets,
  tasks,
  taskUsers,
  users,
} from '../schema';
import { nextJobNo, nextNumber } from '../../modules/jobs/jobNumber';
import { writeAssignments } from '../../modules/taskAssign/assignmentWriter';
import { seedAssignableJob } from './demoAssignJob';
import type { Random } from './random';

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const WORK = [
  ['Install POS terminals at the branch', 'POS installation'],
  ['Configure the back office reports', 'Back office reports'],
  ['Upgrade the inventory module', 'Inventory upgrade'],
  ['Train cashiers on the new loyalty screens', 'Loyalty training'],
  ['Replace the failed server disk', 'Server disk replacement'],
  ['Migrate last year’s sales data', 'Sales data migration'],
  ['Fix the receipt printer driver', 'Printer driver fix'],
  ['Set up the kitchen display', 'Kitchen display setup'],
  ['Customise the payroll payslip', 'Payslip customisation'],
  ['Network cabling for the new counter', 'Counter network cabling'],
] as const;

const TASKS = [
  ['Survey the site and confirm requirements', 1, 2, 4],
  ['Prepare the configuration', 2, 3, 5],
  ['Install and configure', 3, 5, 8],
  ['Test with the branch staff', 1, 2, 3],
  ['Hand over and document', 0.5, 1, 2],
] as const;

/**
 * A week after `today`, or the Monday after when that is a Sunday: the demo's work falls due on a day
 * people work, so leave, plans and reviews meet it whatever day the demo is seeded.
 */
export function aWeekOn(today: string): string {
  const day = addDays(today, 7);
  return isSunday(day) ? addDays(day, 1) : day;
}

/**
 * The demo company's job pipeline: jobs in several states (some overdue, one canceled, one
 * approved, one chargeable), task sheets with assignments, open requests, jobs waiting for approval
 * and quick jobs waiting for the monitor.
 */
export async function seedDemoJobs(tx: Tx, random: Random, today: string) {
  const staff = await tx
    .select({ id: users.id, email: users.email, divisionId: users.divisionId, roleId: users.roleId })
    .from(users)
    .where(eq(users.status, 1));
  const byEmail = (email: string) => staff.find((u) => u.email === email)!;
  const coordinator = byEmail('coordinator@demo.local');
  const lead = byEmail('lead@demo.local');
  const admin = byEmail('admin@demo.local');
  const director = byEmail('director@demo.local');
  const employee = byEmail('employee@demo.local');
  const qjm = byEmail('qjm@demo.local');
  const software = staff.filter((u) => u.divisionId === 1 && u.roleId === 8);
  const technical = staff.filter((u) => u.divisionId === 6);
  const sites = await tx
    .select({
      customerId: customers.id,
      branchId: branches.id,
      contact: branches.contactPerson,
      mobile: branches.mobileNo,
    })
    .from(branches)
    .innerJoin(customers, eq(customers.id, branches.customerId))
    .where(sql`${customers.id} <> 212`);

  const createdJobs: { id: number; divisionId: number }[] = [];
  for (let i = 0; i < 16; i++) {
    const site = sites[i % sites.length]!;
    const [description, title] = WORK[i % WORK.length]!;
    const technicalJob = i % 3 === 2;
    const owner = technicalJob ? random.pick(technical) : i % 4 === 0 ? employee : random.pick(software);
    const categoryId = i === 5 ? 25 : i === 7 ? 30 : random.pick([1, 2, 3, 4, 5, 6, 9, 10]);
    const status = i === 9 ? JobStatus.CANCELED : i === 7 ? JobStatus.APPROVED : JobStatus.ACTIVE;
    const [job] = await tx
      .insert(jobs)
      .values({
        jobNo: await nextJobNo(tx, today),
        title,
        description,
        customerId: site.customerId,
        branchId: site.branchId,
        systemId: random.int(1, 10),
        categoryId,
        jobTypeId: random.pick([2, 3, 4, 5]),
        kind: JobKind.TASKING,
        divisionId: technicalJob ? 6 : 1,
        employeeId: owner.id,
        requestedById: coordinator.id,
        coordinatorId: coordinator.id,
        createdById: i % 2 ? lead.id : coordinator.id,
        contactPerson: site.contact,
        contactNumber: site.mobile,
        // The demo employee's next job (12) falls due in a week, so its board is open to work on.
        dueDate: i === 12 ? aWeekOn(today) : addDays(today, [-6, -2, 3, 7, 14, 21][i % 6]!),
        priority: random.pick([1, 1, 2, 3, 5]),
        status,
        chargeable: categoryId === 25,
        amcSoftware: true,
        amcHardware: i % 2 === 0,
        approvedWithId: status === JobStatus.APPROVED ? director.id : null,
        createdAt: new Date(Date.now() - (16 - i) * 86_400_000),
      })
      .returning({ id: jobs.id, divisionId: jobs.divisionId });
    createdJobs.push({ id: job!.id, divisionId: job!.divisionId! });
    if (categoryId === 25) {
      await tx.insert(jobEstimates).values({
        jobId: job!.id,
        estimateNo: 'EST-2026-014',
        estimateAmount: '185000.00',
        confirmedDate: addDays(today, -3),
        billedAmount: '0.00',
        collectorId: byEmail('nirosha.jayasekara@demo.local').id,
      });
    }
    if (i === 3) {
      await tx.insert(jobDueDateChanges).values({
        jobId: job!.id,
        previousDueDate: addDays(today, 2),
        dueDate: addDays(today, 7),
        reason: 'Customer asked to move the visit to next week',
        changedById: lead.id,
      });
    }
    // Two jobs are assigned with a QC checker, as Task Assign does: the team leader checks the demo
    // employee's work, and the demo employee a colleague's, so both have a job under QC Tasks.
    const checker = i === 0 ? lead : i === 1 ? employee : null;
    if (i < 10 && status !== JobStatus.CANCELED) {
      const checkerId = checker && checker.id !== owner.id ? checker.id : null;
      await seedSheet(tx, job!.id, { ownerId: owner.id, approverId: lead.id, seed: i, today, checkerId });
    }
    // The demo employee's next job: assigned, nothing picked yet (My Pending Jobs opens on those).
    if (i === 12)
      await seedSheet(tx, job!.id, { ownerId: owner.id, approverId: lead.id, seed: i, today, count: 2 });
  }

  // Requests: three open, one that became a job waiting for approval.
  const requestIds: number[] = [];
  for (let i = 0; i < 4; i++) {
    const site = sites[(i * 3 + 1) % sites.length]!;
    const [request] = await tx
      .insert(jobRequests)
      .values({
        requestNo: await nextNumber(tx, 'REQ'),
        customerId: site.customerId,
        branchId: site.branchId,
        systemId: random.int(1, 10),
        categoryId: i === 3 ? 30 : random.pick([1, 2, 4, 10]),
        divisionId: 1,
        requestedById: coordinator.id,
        coordinatorId: coordinator.id,
        dueDate: addDays(today, 5 + i),
        description: [
          'The till freezes at closing',
          'New branch needs two terminals',
          'Report totals do not match',
          'Software support for the loyalty module',
        ][i]!,
        priority: i === 0 ? 1 : 2,
        contactPerson: site.contact,
        contactNumber: site.mobile,
        status: i === 3 ? RequestStatus.SENT_FOR_APPROVAL : RequestStatus.PENDING,
        createdById: coordinator.id,
      })
      .returning({ id: jobRequests.id });
    requestIds.push(request!.id);
  }
  // Jobs that need approval (category 30 at branches without a software agreement).
  const withoutSoftware = await tx.execute(sql`
    select b.id as branch_id, b.customer_id, b.contact_person, b.mobile_no from branches b
    where b.customer_id <> 212 and not exists (
      select 1 from agreements a where a.branch_id = b.id and a.type in (2, 3)
      and a.valid_from <= ${today} and a.valid_to >= ${today})
    order by b.id limit 2`);
  const rows = (
    withoutSoftware as unknown as {
      rows: { branch_id: number; customer_id: number; contact_person: string; mobile_no: string }[];
    }
  ).rows;
  for (const [i, b] of rows.entries()) {
    const draft = {
      customer_id: b.customer_id,
      location_id: b.branch_id,
      system_id: 1,
      contact_person: b.contact_person,
      contact_number: b.mobile_no,
      division_id: 1,
      employee_id: employee.id,
      requested_by: coordinator.id,
      job_category_id: 30,
      job_type: 4,
      job_coordinator_id: coordinator.id,
      due_date: addDays(today, 10 + i),
      job_description: i === 0 ? 'Software support for the loyalty module' : 'Fix the end-of-day sync',
      job_title: i === 0 ? 'Loyalty module support' : 'End-of-day sync',
      priority: 1,
      job_request_id: i === 0 ? requestIds[3] : null,
    };
    await tx.insert(pendingApprovals).values({
      approvalNo: await nextNumber(tx, 'PA'),
      jobRequestId: draft.job_request_id,
      customerId: b.customer_id,
      categoryId: 30,
      divisionId: 1,
      coordinatorId: coordinator.id,
      draft,
      status: PendingApprovalStatus.WAITING,
      createdById: coordinator.id,
    });
  }

  // Quick jobs raised on the floor, waiting for (or past) the monitor's approval.
  for (let i = 0; i < 4; i++) {
    const site = sites[(i * 5 + 2) % sites.length]!;
    const owner = i % 2 ? qjm : random.pick(technical);
    const [job] = await tx
      .insert(jobs)
      .values({
        jobNo: await nextJobNo(tx, today),
        description: [
          'Printer not responding',
          'Cash drawer stuck',
          'Scanner needs pairing',
          'Reset the POS password',
        ][i]!,
        customerId: site.customerId,
        branchId: site.branchId,
        systemId: 1,
        categoryId: 4,
        kind: JobKind.QUICK,
        divisionId: 6,
        employeeId: owner.id,
        requestedById: owner.id,
        createdById: owner.id,
        contactPerson: site.contact,
        contactNumber: site.mobile,
        dueDate: addDays(today, i === 0 ? -3 : 0),
        priority: 1,
        authStatus: i === 3 ? QuickJobAuth.APPROVED : null,
        authById: i === 3 ? admin.id : null,
        authAt: i === 3 ? new Date() : null,
      })
      .returning({ id: jobs.id });
    await seedSheet(tx, job!.id, { ownerId: owner.id, approverId: owner.id, seed: 99, today, count: 1 });
  }

  await seedAssignableJob(tx, today, { leadId: lead.id, coordinatorId: coordinator.id }, sites[0]!);
}

/** One task sheet with tasks, the first few assigned to the job's employee in various sections. */
async function seedSheet(
  tx: Tx,
  jobId: number,
  {
    ownerId,
    approverId,
    seed,
    today,
    count = 5,
    checkerId = null,
  }: {
    ownerId: number;
    approverId: number;
    seed: number;
    today: string;
    count?: number;
    /** Who checks the work (QC), if anyone. */
    checkerId?: number | null;
  },
) {
  const [sheet] = await tx
    .insert(taskSheets)
    .values({
      jobId,
      sheetNo: 1,
      approvedById: approverId,
      deliveryDate: addDays(today, 10),
      createdById: approverId,
    })
    .returning({ id: taskSheets.id });
  // The holder's hold, with how far the job got; the assignments below are made through it.
  await tx.insert(jobUsers).values({
    jobId,
    userId: ownerId,
    role: JobUserRole.WORK,
    finishedStatus: seed === 4 ? FinishedJobStatus.AWAITING : null,
    finishedAt: seed === 4 ? new Date(`${addDays(today, -20)}T10:00:00Z`) : null,
  });
  const sections = seed === 4 ? [6, 6, 6, 6, 6] : seed === 12 ? [1, 1] : [6, 2, 1, 1, 0];
  for (const [i, [name, o, m, p]] of TASKS.slice(0, count).entries()) {
    const [task] = await tx
      .insert(tasks)
      .values({
        sheetId: sheet!.id,
        jobId,
        taskNo: String(i + 1),
        name,
        description: `${name} (step ${i + 1} of the job)`,
        optimistic: String(o),
        mostLikely: String(m),
        pessimistic: String(p),
      })
      .returning({ id: tasks.id });
    const section = count === 1 ? TaskSection.BACK_LOG : sections[i]!;
    if (section === 0) continue; // left unassigned
    // Assigned as Task Assign assigns: the work, and its check when someone checks it (finished
    // work's check would have passed, so it has none). Then put where the demo has the work.
    const {
      assignments: [work],
    } = await writeAssignments(tx, {
      jobId,
      taskIds: [task!.id],
      assigneeId: ownerId,
      qcId: checkerId !== null && section !== TaskSection.FINISHED ? checkerId : null,
      priority: TaskPriority.MEDIUM,
      dueDate: aWeekOn(today),
      assignedById: approverId,
    });
    await tx
      .update(taskUsers)
      .set({
        section,
        // A quick job's one task is planned for the day it is raised, as the add-job calls plan it.
        planDate: count === 1 ? today : section === TaskSection.BACK_LOG ? null : addDays(today, -1),
        // Finished before the demo's worked weeks begin, so today's floor shows only today's work.
        finishedAt: section === TaskSection.FINISHED ? new Date(`${addDays(today, -20)}T09:00:00Z`) : null,
      })
      .where(eq(taskUsers.id, work!.taskUserId));
  }
}
