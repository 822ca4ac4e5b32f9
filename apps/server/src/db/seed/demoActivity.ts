import { randomBytes } from 'node:crypto';
import { asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { RoleId, shiftDay, zonedInstant, weekdayOf } from '@jobline/shared';
import { audit, type AuditEntry } from '../../modules/admin/auditLog';
import { queryRows, type Db, type Executor } from '../client';
import { auditLog, customers, jobs, users } from '../schema';
import { seededRandom } from './random';

/** The people whose office work the log shows, by their demo e-mail. */
const OFFICE = ['super', 'admin', 'hod', 'coordinator', 'director', 'lead'].map((n) => `${n}@demo.local`);
/** Who signs in each working morning (the office and the floor's first few). */
const MORNING = ['admin', 'hod', 'coordinator', 'lead', 'qjm', 'employee'].map((n) => `${n}@demo.local`);

interface Planned {
  at: Date;
  actorId: number;
  entry: AuditEntry;
}

const hhmm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));

/**
 * Two weeks of office work in the activity log, so a super admin opening it on a fresh demo finds
 * who changed which customer, job, employee and role, and when everyone signed in. The changes are
 * written as the app writes them (audit(), customer filed by the same rules) and describe the data
 * as it now is: each `after` is the record's current value, so nothing else of the demo moves. The
 * rows are stamped at their past moments in time order, so the log's id order stays its time order.
 */
export async function seedDemoActivity(db: Db, today: string, timeZone: string) {
  const random = seededRandom(20260317);
  const people = await db
    .select({ id: users.id, email: users.email, mobile: users.mobile })
    .from(users)
    .where(inArray(users.email, [...new Set([...OFFICE, ...MORNING])]));
  const who = (name: string) => people.find((p) => p.email === `${name}@demo.local`)!.id;
  const someCustomers = await db
    .select({
      id: customers.id,
      contactPerson: customers.contactPerson,
      mobileNo: customers.mobileNo,
      address: customers.address,
      email: customers.email,
    })
    .from(customers)
    .orderBy(asc(customers.id))
    .limit(5);
  const someJobs = await db
    .select({ id: jobs.id, jobNo: jobs.jobNo, dueDate: jobs.dueDate, priority: jobs.priority })
    .from(jobs)
    .where(isNull(jobs.deletedAt))
    .orderBy(asc(jobs.id))
    .limit(4);
  const roles = await queryRows<{ id: number; permissions: number[] }>(
    db,
    sql`select role_id as id, array_agg(permission_id order by permission_id) as permissions
      from role_permissions where role_id = ${RoleId.TEAM_LEADER} group by role_id`,
  );

  const plan: Planned[] = [];
  const on = (daysAgo: number, time: string, actor: string, entry: AuditEntry) =>
    plan.push({
      at: zonedInstant(shiftDay(today, -daysAgo), hhmm(time), timeZone),
      actorId: who(actor),
      entry,
    });

  // Every working morning the office signs in.
  for (let daysAgo = 13; daysAgo >= 1; daysAgo--) {
    if (weekdayOf(shiftDay(today, -daysAgo)) === 0) continue;
    for (const name of MORNING) {
      const minute = random.int(20, 58);
      on(daysAgo, `08:${String(minute).padStart(2, '0')}`, name.split('@')[0]!, {
        action: 'auth.login',
        entity: 'session',
        entityId: randomBytes(16).toString('hex'),
        after: { workfrom_home: random.chance(0.05) },
      });
    }
  }

  const customerChange = (
    c: (typeof someCustomers)[number],
    field: 'contactPerson' | 'mobileNo' | 'address' | 'email',
    older: string,
  ) => {
    const wire = {
      contactPerson: 'contact_person',
      mobileNo: 'mobile_no',
      address: 'address',
      email: 'email',
    }[field];
    return {
      action: 'customer.update',
      entity: 'customer',
      entityId: c.id,
      before: { [wire]: older },
      after: { [wire]: c[field] },
    };
  };
  const [c1, c2, c3, c4] = someCustomers;
  if (c1) on(12, '10:05', 'admin', customerChange(c1, 'contactPerson', 'Nimal Jayasuriya'));
  if (c2) on(7, '09:32', 'admin', customerChange(c2, 'address', '14 Station Road, Gampaha'));
  if (c3) on(4, '12:10', 'coordinator', customerChange(c3, 'email', 'accounts@old-domain.example'));
  if (c4) on(2, '17:15', 'admin', customerChange(c4, 'mobileNo', '0777000111'));
  // Yesterday's change to a customer, the one a newcomer looks for.
  if (c1) on(1, '11:25', 'admin', customerChange(c1, 'address', '7 Temple Road, Nugegoda'));

  const [j1, j2, j3] = someJobs;
  const dueChange = (j: (typeof someJobs)[number], moved: number, reason: string) => ({
    action: 'job.due_date.change',
    entity: 'job',
    entityId: j.id,
    before: { due_date: j.dueDate ? shiftDay(j.dueDate, -moved) : null },
    after: { due_date: j.dueDate, reason },
  });
  if (j1?.dueDate) on(10, '14:20', 'coordinator', dueChange(j1, 3, 'Parts are delayed at the supplier'));
  if (j3?.dueDate) on(3, '09:50', 'hod', dueChange(j3, 2, 'The customer asked for a later visit'));
  if (j2)
    on(6, '16:05', 'hod', {
      action: 'job.update',
      entity: 'job',
      entityId: j2.id,
      before: { job_no: j2.jobNo, priority: j2.priority === 1 ? 2 : 1 },
      after: { job_no: j2.jobNo, priority: j2.priority },
    });

  const employeeRow = people.find((p) => p.email === 'employee@demo.local');
  if (employeeRow?.mobile)
    on(8, '15:40', 'admin', {
      action: 'employee.update',
      entity: 'user',
      entityId: employeeRow.id,
      before: { mobile: '0711234567' },
      after: { mobile: employeeRow.mobile },
    });
  on(5, '10:45', 'super', {
    action: 'employee.password_reset',
    entity: 'user',
    entityId: who('lead'),
    after: { password_reset: true, sessions_ended: 1 },
  });
  const [lead] = roles;
  if (lead && lead.permissions.length > 1)
    on(9, '11:00', 'super', {
      action: 'role.permissions.set',
      entity: 'role',
      entityId: lead.id,
      before: { permissions: lead.permissions.slice(0, -1) },
      after: { permissions: lead.permissions },
    });

  plan.sort((a, b) => a.at.getTime() - b.at.getTime());
  const [before] = await queryRows<{ last: string | number | null }>(
    db,
    sql`select max(id) as last from audit_log`,
  );
  await db.transaction(async (tx) => {
    for (const item of plan) await audit(tx, { actorId: item.actorId, ip: '192.168.1.20' }, item.entry);
    // Each row takes its moment: written in time order, their ids keep that order.
    const written = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(gt(auditLog.id, Number(before?.last ?? 0)))
      .orderBy(asc(auditLog.id));
    for (const [i, row] of written.entries()) {
      await tx.update(auditLog).set({ at: plan[i]!.at }).where(eq(auditLog.id, row.id));
    }
    // Other demo seeds write now or back-date their rows: the whole log is put in time order.
    await inTimeOrder(tx);
  });
}

const COLUMNS = sql.raw('actor_id, action, entity, entity_id, before, after, ip, customer_id, at');

/**
 * Rows up to `lastId` are written again after every other row (new ids, same order and contents):
 * rows stamped in the past and written after them would otherwise break the rule that the log's
 * ids follow its time (its pages and day filters walk the ids).
 */
export async function moveAfterTheRest(db: Executor, lastId: number) {
  if (lastId < 1) return;
  await db.execute(sql`with moved as (delete from audit_log where id <= ${lastId} returning *)
    insert into audit_log (${COLUMNS}) select ${COLUMNS} from moved order by id`);
}

/** The whole log written again in time order (for a young demo log of a few hundred rows). */
export async function inTimeOrder(db: Executor) {
  await db.execute(sql`with moved as (delete from audit_log returning *)
    insert into audit_log (${COLUMNS}) select ${COLUMNS} from moved order by at, id`);
}
