import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { Msg, type TaskStoreBody } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { isUniqueViolation, type Db, type Tx } from '../../db/client';
import { taskSheets, tasks, taskUsers, users } from '../../db/schema';
import { AppError, fieldError, fieldErrors, STATE_CHANGED_STATUS } from '../../errors';
import { audit } from '../admin/auditLog';
import { findWorkReasons } from '../intake/taskRemovalRule';
import type { JobContext } from '../jobs/jobCreator';
import { findSheet, tasksOfSheet } from './sheetQueries';
import { planSheet, type SavedTask, type SheetPlan, type TaskValues } from './sheetPlan';
import { assertMayTaskJob } from './taskingPolicy';
import { publishTasksChanged } from '../jobs/jobEvents';
import { assertVersion } from '../../versions/editVersion';
import { publishRecordChanged } from '../../versions/recordChanged';
import { sheetComparables } from './sheetComparable';

const M = Msg.tasking;
const hours = (n: number) => n.toFixed(2);
const columnsOf = (v: TaskValues) => ({
  taskNo: v.taskNo,
  name: v.name,
  description: v.description,
  optimistic: hours(v.optimistic),
  mostLikely: hours(v.mostLikely),
  pessimistic: hours(v.pessimistic),
});

/**
 * POST tasks/store: saves a whole task sheet at once: its approver, delivery date and
 * remarks, new and edited tasks, and removals. The job row is locked for the transaction, so two
 * saves on one job go in turn (each new sheet gets the next number) and a removal is checked again
 * against assignments made meanwhile. A saved sheet is saved only over the version the form loaded
 * (409 status 21 when someone changed it since).
 */
export async function storeSheet(db: Db, ctx: JobContext, user: AuthUser, body: TaskStoreBody) {
  try {
    return await db.transaction(async (tx) => {
      const job = await assertMayTaskJob(tx, user, body.job_id, { lock: true });
      await assertApprover(tx, body.approved_by);
      const header = {
        approvedById: body.approved_by,
        deliveryDate: body.delivery_date || null,
        remarks: body.remarks || null,
      };
      const sheetId = body.sheet_id
        ? await lockSheet(tx, job.id, body.sheet_id)
        : await openSheet(tx, job.id, ctx.userId, header);
      const [before] = await tx.select().from(taskSheets).where(eq(taskSheets.id, sheetId));
      const saved = await savedTasks(tx, sheetId);
      if (body.sheet_id)
        await assertVersion(tx, {
          entity: 'task_sheet',
          id: sheetId,
          record: Msg.staleSaves.records.taskSheet,
          loaded: body.version ?? undefined,
          current: before!.version,
          overwrite: body.overwrite,
          actor: ctx.actor,
          timeZone: ctx.timeZone,
          compare: () =>
            sheetComparables(
              tx,
              {
                approved_by: before!.approvedById,
                delivery_date: before!.deliveryDate,
                remarks: before!.remarks,
                tasks: saved.map((t) => ({
                  id: t.id,
                  task_no: t.taskNo,
                  task_name: t.name,
                  task_description: t.description,
                  Time01: t.optimistic,
                  Time02: t.mostLikely,
                  Time03: t.pessimistic,
                })),
              },
              body,
            ),
        });
      const result = planSheet(saved, body.tasks, body.removedTasks);
      if ('errors' in result) throw fieldErrors(result.errors);
      const { plan } = result;
      await assertRemovable(tx, plan.removed);
      await applyPlan(tx, job.id, sheetId, plan);
      await tx
        .update(taskSheets)
        .set({ ...header, updatedAt: new Date() })
        .where(eq(taskSheets.id, sheetId));

      const sheet = (await findSheet(tx, job.id, sheetId))!;
      await audit(tx, ctx.actor, {
        action: 'task_sheet.store',
        entity: 'task_sheet',
        entityId: sheetId,
        before: body.sheet_id
          ? { ...before, edited: plan.edited.map((e) => e.before), removed: plan.removed }
          : null,
        after: {
          job_id: job.id,
          job_no: job.job_no,
          sheet_no: before!.sheetNo,
          ...header,
          added: plan.added,
          edited: plan.edited.map((e) => e.after),
          removed: plan.removed.map((t) => t.id),
          version: sheet.version,
        },
      });
      if (body.sheet_id && sheet.version !== before!.version)
        await publishRecordChanged(tx, ctx.bus, ctx.actor, {
          entity: 'task_sheet',
          id: sheetId,
          version: sheet.version,
        });
      await publishTasksChanged(tx, ctx.bus, {
        jobId: job.id,
        data: { sheet_id: sheetId, change: 'estimated' },
      });
      return { sheet, tasks: await tasksOfSheet(tx, sheetId) };
    });
  } catch (err) {
    // The job lock orders saves; this only catches what slipped past the plan's own check.
    if (isUniqueViolation(err, 'tasks_sheet_task_no_key')) throw fieldError('tasks', M.duplicateTaskNo);
    throw err;
  }
}

/** The approver must be an active employee. */
async function assertApprover(tx: Tx, userId: number) {
  const [approver] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 1)));
  if (!approver) throw fieldError('approved_by', M.approvedByRequired);
}

async function lockSheet(tx: Tx, jobId: number, sheetId: number): Promise<number> {
  const [sheet] = await tx
    .select({ id: taskSheets.id })
    .from(taskSheets)
    .where(and(eq(taskSheets.id, sheetId), eq(taskSheets.jobId, jobId)))
    .for('update');
  if (!sheet) throw fieldError('sheet_id', M.sheetInvalid);
  return sheet.id;
}

/** A new sheet, numbered after the job's last one (the job row is locked, so numbers do not clash). */
async function openSheet(
  tx: Tx,
  jobId: number,
  createdById: number,
  header: { approvedById: number; deliveryDate: string | null; remarks: string | null },
): Promise<number> {
  const [last] = await tx
    .select({ no: max(taskSheets.sheetNo) })
    .from(taskSheets)
    .where(eq(taskSheets.jobId, jobId));
  const [sheet] = await tx
    .insert(taskSheets)
    .values({ jobId, sheetNo: (last?.no ?? 0) + 1, createdById, ...header })
    .returning({ id: taskSheets.id });
  return sheet!.id;
}

async function savedTasks(tx: Tx, sheetId: number): Promise<SavedTask[]> {
  const rows = await tx
    .select()
    .from(tasks)
    .where(eq(tasks.sheetId, sheetId))
    .orderBy(asc(tasks.id))
    .for('update');
  return rows.map((t) => ({
    id: t.id,
    taskNo: t.taskNo,
    name: t.name,
    description: t.description,
    optimistic: Number(t.optimistic),
    mostLikely: Number(t.mostLikely),
    pessimistic: Number(t.pessimistic),
  }));
}

/**
 * A task leaves the sheet only while nobody has started it or logged time on it (R-082's work
 * part). Its "only task of the job" part does not apply: a saved sheet always keeps one task.
 */
async function assertRemovable(tx: Tx, removed: SavedTask[]) {
  if (!removed.length) return;
  const ids = removed.map((t) => t.id);
  // A board move of one of its assignments waits for us, or we for it.
  await tx.select({ id: taskUsers.id }).from(taskUsers).where(inArray(taskUsers.taskId, ids)).for('update');
  const reasons = await findWorkReasons(tx, ids);
  const blocked = removed.find((task) => reasons.has(task.id));
  if (blocked) {
    throw new AppError(409, {
      status: STATE_CHANGED_STATUS,
      message: M.taskCannotBeDeleted,
      task_id: blocked.id,
      task_no: blocked.taskNo,
      reason: reasons.get(blocked.id),
    });
  }
}

async function applyPlan(tx: Tx, jobId: number, sheetId: number, plan: SheetPlan) {
  if (plan.removed.length) {
    await tx.delete(tasks).where(
      inArray(
        tasks.id,
        plan.removed.map((t) => t.id),
      ),
    );
  }
  // Numbers may swap between tasks (1 ↔ 2): park the renumbered ones first, so the unique
  // (sheet, task number) index never sees two tasks with one number mid-way.
  const renumbered = plan.edited.filter((e) => e.before.taskNo !== e.after.taskNo).map((e) => e.before.id);
  if (renumbered.length) {
    await tx
      .update(tasks)
      .set({ taskNo: sql`'~renumbering-' || ${tasks.id}::text` })
      .where(inArray(tasks.id, renumbered));
  }
  for (const { after } of plan.edited) {
    await tx
      .update(tasks)
      .set({ ...columnsOf(after), updatedAt: new Date() })
      .where(eq(tasks.id, after.id));
  }
  if (plan.added.length) {
    await tx.insert(tasks).values(plan.added.map((v) => ({ sheetId, jobId, ...columnsOf(v) })));
  }
}
