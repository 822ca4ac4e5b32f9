// Request and response schemas of the intake area (job requests, jobs waiting for approval,
// Assign Back, Edit Job Details deletions), shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { JobPriority, RoleId } from '../enums';
import { intakeMessages as M } from '../messages/intake';
import { jobMessages as J } from '../messages/jobs';
import { calendarDay, id, requiredText, wireChoice, wireInteger } from './common';
import { agreementLightsView } from './customers';
import { jobDraft } from './jobs';
import { versionFields } from './versions';

const optionalId = (message?: string) => z.optional(z.nullable(id(message)));
const optionalText = (max: number) =>
  z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(max, { error: `At most ${max} characters` }))),
  );
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/** Roles that must name the director a job was approved with: super admin and admin. */
export const APPROVED_WITH_ROLES: readonly number[] = [RoleId.SUPER_ADMIN, RoleId.ADMIN];
/** Roles that may delete a job from Edit Job Details (002: super admin and director). */
export const JOB_DELETER_ROLES: readonly number[] = [RoleId.SUPER_ADMIN, RoleId.DIRECTOR];
/** Roles that may change or withdraw anybody's job request, besides its creator. */
export const REQUEST_ADMIN_ROLES: readonly number[] = [RoleId.SUPER_ADMIN, RoleId.ADMIN];

/** Job request lists: 0 all of mine, 1 or 2 the pending ones visible to me. */
export const RequestListMode = { ALL_MINE: 0, PENDING: 1, PENDING_TOO: 2 } as const;
export const requestListMode = wireChoice([0, 1, 2], M.modeInvalid);

/** Rows of My Job Requests (spec 000 §9: 10 per page) and the description cut in its table. */
export const MY_REQUESTS_PAGE_SIZE = 10;
export const REQUEST_DESCRIPTION_CUT = 45;
/** Rows of the Delete Tasks table and its description cut (002 §9). */
export const DELETE_TASKS_PAGE_SIZE = 15;
export const DELETE_TASK_DESCRIPTION_CUT = 60;

// ---- Job requests ----------------------------------------------------------------------------

/** A job request: only the customer and the description are required (the rest helps New Job). */
export const jobRequestInput = z.object({
  customer_id: id(J.customerRequired),
  location_id: optionalId(J.locationRequired),
  system_id: optionalId(J.systemRequired),
  job_category_id: optionalId(J.categoryRequired),
  division_id: optionalId(J.divisionRequired),
  requested_by: optionalId(J.requestedByRequired),
  job_coordinator_id: optionalId(J.coordinatorRequired),
  due_date: z.optional(z.nullable(calendarDay(M.dueDateInvalid))),
  job_description: requiredText(4000, J.descriptionRequired),
  remarks: optionalText(4000),
  priority: z._default(
    wireChoice([JobPriority.URGENT, JobPriority.REGULAR], J.priorityInvalid),
    JobPriority.URGENT,
  ),
  contact_person: optionalText(120),
  contact_number: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || PHONE.test(v), { error: J.contactNumberInvalid }),
      ),
    ),
  ),
});
export type JobRequestInput = z.infer<typeof jobRequestInput>;
export type JobRequestFormInput = z.input<typeof jobRequestInput>;

/** POST job/request/update: the request, its id and the version the form loaded. */
export const jobRequestUpdate = z.extend(jobRequestInput, { id: id(M.requestRequired), ...versionFields });
export type JobRequestUpdate = z.infer<typeof jobRequestUpdate>;

export const jobRequestDelete = z.object({ id: id(M.requestRequired) });

const person = z.object({ id: z.number(), name: z.string() });

/** One request as GET job/request/{mode} lists it, with the names a screen shows. */
export const jobRequestView = z.object({
  id: z.number(),
  /** The readable number, REQ-00001. */
  request_id: z.string(),
  customer_id: z.number(),
  customer: z.string(),
  customer_code: z.string(),
  location_id: z.nullable(z.number()),
  branch_name: z.nullable(z.string()),
  system_id: z.nullable(z.number()),
  system_name: z.nullable(z.string()),
  job_category_id: z.nullable(z.number()),
  job_category: z.nullable(z.string()),
  division_id: z.nullable(z.number()),
  division: z.nullable(z.string()),
  requested_by: z.nullable(z.number()),
  requested_by_name: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  job_coordinator_id: z.nullable(z.number()),
  job_coordinator: z.nullable(z.string()),
  job_description: z.string(),
  remarks: z.nullable(z.string()),
  priority: z.number(),
  amc_status: z.string(),
  contact_person: z.nullable(z.string()),
  contact_number: z.nullable(z.string()),
  status: z.number(),
  status_name: z.string(),
  created_at: z.string(),
  /** Who raised it. */
  user: person,
  /** Whether the caller may update or withdraw it (creator or admin, while pending). */
  can_edit: z.boolean(),
  /** The edit version: job/request/update sends it back. */
  version: z.number(),
});
export type JobRequestView = z.infer<typeof jobRequestView>;

export const requestSaved = z.object({
  message: z.string(),
  /** version: the request's edit version after an update. */
  request: z.object({
    id: z.number(),
    request_id: z.string(),
    status: z.number(),
    version: z.optional(z.number()),
  }),
});

// ---- Jobs waiting for approval ---------------------------------------------------------------

/** POST job/pending: the New Job draft, and the job it re-assigns when it came from Assign Back. */
export const pendingApprovalRequest = z.safeExtend(jobDraft, { reassign_from: optionalId() });
export type PendingApprovalRequest = z.infer<typeof pendingApprovalRequest>;

/** POST jobs/re-assign: the new job's draft and the job it comes from. */
export const reassignRequest = z.safeExtend(jobDraft, { reassign_from: id(M.reassignFromRequired) });
export type ReassignRequest = z.infer<typeof reassignRequest>;

/** Approving may move a due date that has passed while the job waited (the approver picks a new one). */
export const approveRequest = z.object({
  id: id(M.approvalRequired),
  remark: optionalText(2000),
  jobRemarks: optionalText(4000),
  approved_with: optionalId(M.approvedWithRequired),
  due_date: z.optional(z.nullable(calendarDay(M.dueDateInvalid))),
});
export type ApproveRequest = z.infer<typeof approveRequest>;

export const rejectRequest = z.object({
  id: id(M.approvalRequired),
  remark: requiredText(2000, M.remarkRequired),
  jobRemarks: optionalText(4000),
  approved_with: optionalId(),
});
export type RejectRequest = z.infer<typeof rejectRequest>;

/** GET job/pending?recent_days=n also lists approvals approved within n days (check icon). */
export const pendingListQuery = z.object({
  recent_days: z.optional(wireInteger({ min: 0, max: 30 }, 'Must be a number of days from 0 to 30')),
});

const estimateView = z.object({
  estimate_no: z.string(),
  estimate_amount: z.number(),
  confired_date: z.nullable(z.string()),
  billed_amount: z.number(),
  collector: z.number(),
  collector_name: z.nullable(z.string()),
});

/** One job waiting for approval: the drafted job with names, the branch's lights and the decision. */
export const pendingApprovalView = z.object({
  id: z.number(),
  /** The readable number, PA-00001. */
  pending_approval_id: z.string(),
  /** 9 waiting, 10 approved and created, 11 rejected. */
  status: z.number(),
  job_request_id: z.nullable(z.number()),
  request_id: z.nullable(z.string()),
  user: person,
  customer: z.object({ id: z.number(), customer_name: z.string(), customer_code: z.string() }),
  customer_id: z.number(),
  location_id: z.number(),
  branch_name: z.nullable(z.string()),
  system_id: z.number(),
  system_name: z.nullable(z.string()),
  job_category_id: z.number(),
  job_category: z.nullable(z.string()),
  job_type: z.number(),
  job_type_name: z.nullable(z.string()),
  division_id: z.number(),
  division: z.nullable(z.string()),
  employee_id: z.number(),
  employee: z.nullable(z.string()),
  requested_by: z.number(),
  requested_emp: z.nullable(z.string()),
  job_coordinator_id: z.number(),
  job_coordinator: z.nullable(z.string()),
  contact_person: z.string(),
  contact_number: z.string(),
  due_date: z.string(),
  job_title: z.string(),
  job_description: z.string(),
  remarks: z.nullable(z.string()),
  priority: z.number(),
  estimates: z.nullable(estimateView),
  reassign_from: z.nullable(z.number()),
  lights: agreementLightsView,
  remark: z.nullable(z.string()),
  job_remarks: z.nullable(z.string()),
  approved_with: z.nullable(z.number()),
  job_id: z.nullable(z.number()),
  job_no: z.nullable(z.string()),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type PendingApprovalView = z.infer<typeof pendingApprovalView>;

export const approvalSent = z.object({
  message: z.string(),
  pending: z.object({ id: z.number(), pending_approval_id: z.string() }),
});

export const approvalDecided = z.object({
  message: z.string(),
  status: z.number(),
  /** The job an approval created. */
  job: z.nullable(z.object({ id: z.number(), job_no: z.string() })),
});

// ---- Edit Job Details: deleting a job and its tasks ------------------------------------------

export const jobDeleteRequest = z.object({ job_id: id(M.jobRequired) });
export const taskRemoveRequest = z.object({ task_id: id(M.taskRequired) });

/** POST tasks/remove/check: data says whether it may go; reason says why not. */
export const taskRemovalCheck = z.object({ data: z.boolean(), reason: z.optional(z.string()) });
export type TaskRemovalCheck = z.infer<typeof taskRemovalCheck>;

/** One task of the Delete Tasks table (GET job/{id}/tasks). */
export const removableTask = z.object({
  id: z.number(),
  task_no: z.string(),
  task_name: z.string(),
  task_description: z.string(),
  sheet_no: z.number(),
  /** The section of its open assignment, 'N/A' when unassigned. */
  current_status: z.string(),
  removable: z.boolean(),
  reason: z.nullable(z.string()),
});
export type RemovableTask = z.infer<typeof removableTask>;
