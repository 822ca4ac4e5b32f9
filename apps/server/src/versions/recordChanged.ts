import { eq, sql } from 'drizzle-orm';
import { Perm, RealtimeEventType, type RecordChangedData } from '@jobline/shared';
import type { Executor } from '../db/client';
import { taskSheets, users } from '../db/schema';
import type { Audience } from '../policies/eventAudience';
import { audienceFacts } from '../realtime/audienceFacts';
import type { EventBus } from '../realtime/bus';
import type { AuditActor } from '../modules/admin/auditLog';
import { JOB_READERS } from '../modules/jobs/jobReaders';

/**
 * Who may have a record's form open, by the rights that open it: a record kind without a line here
 * does not compile, so no save tells a form to nobody or to everyone.
 */
const FORM_READERS = {
  /** Edit Job Details: the job's people and managers, and whoever reads every job (the update route's 7 and 33 among them). */
  job: async (tx, id) => ({ job: (await audienceFacts(tx, { jobId: id })).job, permissions: JOB_READERS }),
  /** The Job Request form (6). */
  job_request: async () => ({ permissions: [Perm.JOB_REQUESTS] }),
  /** Create Task's sheet: its job's managers, who alone may task it, and the people on the job. */
  task_sheet: async (tx, id) => {
    const [sheet] = await tx
      .select({ jobId: taskSheets.jobId })
      .from(taskSheets)
      .where(eq(taskSheets.id, id));
    return { job: sheet ? (await audienceFacts(tx, { jobId: sheet.jobId })).job : undefined };
  },
  /**
   * The employee form (30), their direct permissions (Role Management, 34), and whoever watches the
   * employee's day (their own profile among them).
   */
  user: async (tx, id) => ({
    ...(await audienceFacts(tx, { employeeId: id })),
    permissions: [Perm.EMPLOYEES, Perm.ROLE_MANAGEMENT],
  }),
  /** Customer Registration (31). */
  customer: async () => ({ permissions: [Perm.CUSTOMERS] }),
  /** Role Management (34). */
  role: async () => ({ permissions: [Perm.ROLE_MANAGEMENT] }),
} satisfies Record<string, (tx: Executor, id: number) => Promise<Audience>>;

export type RecordEntity = keyof typeof FORM_READERS;

/**
 * Tells open forms of a record that it was saved (goes out when the save commits): the form says
 * who changed it and offers to reload before its user saves over it. Ids, a version and a name only,
 * to those who may open that form.
 */
export async function publishRecordChanged(
  tx: Executor,
  bus: EventBus,
  actor: AuditActor,
  record: { entity: RecordEntity; id: number; version: number },
): Promise<void> {
  const [by] =
    actor.actorId == null
      ? []
      : await tx
          .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
          .from(users)
          .where(eq(users.id, actor.actorId));
  const data: RecordChangedData = { ...record, by: by ?? null };
  const audience = await FORM_READERS[record.entity](tx, record.id);
  await bus.publish(tx, { type: RealtimeEventType.RECORD_CHANGED, ...audience, data });
}
