import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import {
  calendarDay,
  JOB_PRIORITY_LABELS,
  JobKind,
  JobPriority,
  JobStatus,
  Msg,
  requiredText,
  SyncEntity,
  type JobPriority as Priority,
} from '@jobline/shared';
import type { Executor, Tx } from '../../../db/client';
import { branches, categories, customers, jobs, systems } from '../../../db/schema';
import { publishRecordChanged } from '../../../versions/recordChanged';
import { branchLights } from '../../jobs/branchLights';
import { amcStatusOf } from '../../jobs/jobCreator';
import { publishJobsChanged } from '../../jobs/jobEvents';
import { cellDay } from '../../imports/cellValues';
import {
  fieldDifferences,
  lower,
  type EntitySync,
  type LocalRecord,
  type Shape,
  linkedOrKeyed,
} from './entitySync';
import { checked, pick, textOf } from './erpInput';
import type { ErpRecord } from './erpConnector';

export interface JobShape extends Shape {
  job_no: string;
  title: string | null;
  description: string;
  customer_code: string;
  branch_code: string | null;
  system: string | null;
  category: string | null;
  due_date: string | null;
  priority: number;
  contact_person: string | null;
  contact_number: string | null;
}

const LABELS = {
  job_no: 'Job number',
  title: 'Title',
  description: 'Description',
  customer_code: 'Customer',
  branch_code: 'Location',
  system: 'System',
  category: 'Category',
  due_date: 'Due date',
  priority: 'Priority',
  contact_person: 'Contact person',
  contact_number: 'Contact number',
};

const optional = (max: number) =>
  z.nullable(z.string().check(z.maxLength(max, { error: `At most ${max} characters` })));
const jobInput = z.object({
  job_no: requiredText(40),
  title: optional(200),
  description: requiredText(4000, Msg.jobs.descriptionRequired),
  customer_code: requiredText(40),
  branch_code: optional(40),
  system: optional(120),
  category: optional(120),
  due_date: z.nullable(calendarDay(Msg.jobs.dueDateRequired)),
  priority: z.literal(Object.values(JobPriority) as Priority[], { error: Msg.jobs.priorityInvalid }),
  contact_person: optional(120),
  contact_number: optional(40),
});

function parse({ fields }: ErpRecord) {
  const jobNo = textOf(pick(fields, 'job_no', 'number')) ?? '';
  const priority = pick(fields, 'priority');
  const input = {
    job_no: jobNo,
    title: textOf(pick(fields, 'title', 'job_title')),
    description: textOf(pick(fields, 'description', 'job_description')) ?? '',
    customer_code: textOf(fields.customer_code) ?? '',
    branch_code: textOf(pick(fields, 'branch_code', 'location_code')),
    system: textOf(pick(fields, 'system', 'system_name')),
    category: textOf(pick(fields, 'category', 'category_name')),
    due_date: cellDay(fields.due_date),
    priority: priority === undefined ? JobPriority.NOT_SPECIFIED : Number(priority),
    contact_person: textOf(fields.contact_person),
    contact_number: textOf(pick(fields, 'contact_number', 'contact_no')),
  };
  const result = checked(jobInput, input);
  const name = `${jobNo} (${input.customer_code})`;
  if ('reason' in result) return { key: jobNo, name, reason: result.reason };
  return { key: result.value.job_no, name, value: result.value };
}

async function loadLocal(db: Executor, ids: readonly number[], keys: readonly string[]) {
  if (!ids.length && !keys.length) return [];
  const rows = await db
    .select({
      j: jobs,
      customerCode: customers.code,
      branchCode: branches.code,
      system: systems.name,
      category: categories.name,
    })
    .from(jobs)
    .leftJoin(customers, eq(customers.id, jobs.customerId))
    .leftJoin(branches, eq(branches.id, jobs.branchId))
    .leftJoin(systems, eq(systems.id, jobs.systemId))
    .leftJoin(categories, eq(categories.id, jobs.categoryId))
    .where(linkedOrKeyed(jobs.id, jobs.jobNo, ids, keys));
  return rows.map(({ j, ...names }): LocalRecord<JobShape> => ({
    id: j.id,
    key: j.jobNo,
    name: `${j.jobNo} (${names.customerCode ?? '—'})`,
    customerId: j.customerId,
    shape: {
      job_no: j.jobNo,
      title: j.title,
      description: j.description,
      customer_code: names.customerCode ?? '',
      branch_code: names.branchCode,
      system: names.system,
      category: names.category,
      due_date: j.dueDate,
      priority: j.priority,
      contact_person: j.contactPerson,
      contact_number: j.contactNumber,
    },
  }));
}

/** Ids by lower-case code or name: customers, branches ("customer|branch"), systems, categories. */
interface Names {
  customers: Map<string, number>;
  branches: Map<string, number>;
  systems: Map<string, number>;
  categories: Map<string, number>;
}

async function references(db: Executor, values: readonly JobShape[]): Promise<Names> {
  const codes = [...new Set(values.map((v) => lower(v.customer_code)))];
  const places = codes.length
    ? await db
        .select({
          customerId: customers.id,
          customerCode: customers.code,
          branchId: branches.id,
          branchCode: branches.code,
        })
        .from(customers)
        .leftJoin(branches, eq(branches.customerId, customers.id))
        .where(inArray(sql`lower(${customers.code})`, codes))
    : [];
  const names: Names = {
    customers: new Map(places.map((p) => [lower(p.customerCode), p.customerId])),
    branches: new Map(
      places.flatMap((p) =>
        p.branchCode ? [[`${lower(p.customerCode)}|${lower(p.branchCode)}`, p.branchId!]] : [],
      ),
    ),
    systems: new Map((await db.select().from(systems)).map((s) => [lower(s.name), s.id])),
    categories: new Map((await db.select().from(categories)).map((c) => [lower(c.name), c.id])),
  };
  return names;
}

function problem(job: JobShape, names: Names) {
  if (!names.customers.has(lower(job.customer_code))) return Msg.sync.unknownCustomer(job.customer_code);
  if (job.branch_code && !names.branches.has(`${lower(job.customer_code)}|${lower(job.branch_code)}`))
    return Msg.sync.unknownBranch(job.customer_code, job.branch_code);
  if (job.system && !names.systems.has(lower(job.system))) return Msg.sync.unknownSystem(job.system);
  if (job.category && !names.categories.has(lower(job.category)))
    return Msg.sync.unknownCategory(job.category);
  return null;
}

const readable = (job: JobShape): Shape => ({
  ...job,
  customer_code: job.customer_code.toUpperCase(),
  branch_code: job.branch_code?.toUpperCase() ?? null,
  priority: JOB_PRIORITY_LABELS[job.priority as Priority] ?? job.priority,
});

/**
 * A job of the ERP: raised by the customer, open and not yet assigned (Create Task plans it), with
 * the agreement state of its location as the New Job form records it.
 */
async function write(
  tx: Tx,
  ctx: { userId: number; today: string },
  erp: JobShape,
  local: LocalRecord<JobShape> | null,
  names: Names,
) {
  const customerId = names.customers.get(lower(erp.customer_code))!;
  const branchId = erp.branch_code
    ? names.branches.get(`${lower(erp.customer_code)}|${lower(erp.branch_code)}`)!
    : null;
  const lights = branchId ? await branchLights(tx, branchId, ctx.today) : null;
  const values = {
    jobNo: erp.job_no,
    title: erp.title,
    description: erp.description,
    customerId,
    branchId,
    systemId: erp.system ? names.systems.get(lower(erp.system))! : null,
    categoryId: erp.category ? names.categories.get(lower(erp.category))! : null,
    dueDate: erp.due_date,
    priority: erp.priority,
    contactPerson: erp.contact_person,
    contactNumber: erp.contact_number,
    ...(lights && {
      amcSoftware: lights.software !== 'none',
      amcHardware: lights.hardware !== 'none',
      amcStatus: amcStatusOf(lights),
    }),
  };
  if (local) {
    await tx
      .update(jobs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(jobs.id, local.id));
    return local.id;
  }
  const [row] = await tx
    .insert(jobs)
    .values({
      ...values,
      kind: JobKind.TASKING,
      status: JobStatus.ACTIVE,
      // Raised by the customer (not office staff).
      requestedFrom: 2,
      createdById: ctx.userId,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/** The ERP's jobs (work orders), matched by job number; their customer, location and system must be here. */
export const jobSync: EntitySync<JobShape, Names> = {
  entity: SyncEntity.JOBS,
  recordName: 'job',
  parse,
  loadLocal,
  references,
  problem,
  differences: (erp, local) => fieldDifferences(readable(erp), readable(local), LABELS),
  write,
  async announce(tx, ctx, written) {
    if (!written.length) return;
    const rows = await tx
      .select({ id: jobs.id, jobNo: jobs.jobNo, version: jobs.version })
      .from(jobs)
      .where(
        and(
          inArray(
            jobs.id,
            written.map((w) => w.id),
          ),
        ),
      );
    for (const row of rows) {
      const created = written.find((w) => w.id === row.id)!.created;
      await publishJobsChanged(tx, ctx.bus, row, created ? 'created' : 'updated');
      if (!created)
        await publishRecordChanged(tx, ctx.bus, ctx.actor, {
          entity: 'job',
          id: row.id,
          version: row.version,
        });
    }
  },
};
