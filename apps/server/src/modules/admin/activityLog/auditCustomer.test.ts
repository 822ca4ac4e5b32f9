import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleId, TaskSection } from '@jobline/shared';
import { auditLog } from '../../../db/schema';
import { signedIn, type Actor } from '../../../test/helpers';
import { daysFromToday } from '../../../test/jobWorld';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { customerPayload } from '../../customers/testPayloads';
import { addTasks, caller, createIntakeWorld, type IntakeWorld } from '../../intake/intakeTestKit';
import { customerLinkOf } from '../auditLog';

let t: TestApp;
let w: IntakeWorld;
let api: ReturnType<typeof caller>;
let boss: Actor;

beforeAll(async () => {
  t = await createTestApp();
  w = await createIntakeWorld(t);
  api = caller(t);
  boss = w.superAdmin;
});
afterAll(() => t.close());

/** The customer the newest audit row of this action (on this record) was filed under. */
async function filedUnder(action: string, entityId?: number) {
  const [row] = await t.database.db
    .select({ customerId: auditLog.customerId })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), entityId ? eq(auditLog.entityId, String(entityId)) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(1);
  expect(row, `an audit row of ${action}`).toBeDefined();
  return row!.customerId;
}

const ok = async (res: Awaited<ReturnType<typeof api.post>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the commands that touch a customer file their audit rows under it', () => {
  it('a customer saved is its own customer', async () => {
    const saved = await ok(await api.post('/api/customers', customerPayload(), boss));
    const id = saved.customer?.id ?? saved.id;
    expect(await filedUnder('customer.create', id)).toBe(id);
  });

  it('a job created, and its due date moved, are the job’s customer’s', async () => {
    const job = await ok(await api.post('/api/jobs', w.draft(), boss));
    const jobId = job.id ?? job.job?.id;
    expect(await filedUnder('job.create', jobId)).toBe(w.customer.id);
    await ok(
      await api.post(
        '/api/jobs/change/due_date',
        { job_id: jobId, due_date: daysFromToday(20), reason: 'The customer asked' },
        boss,
      ),
    );
    expect(await filedUnder('job.due_date.change', jobId)).toBe(w.customer.id);
  });

  it('a job request raised and withdrawn is the requested customer’s', async () => {
    const raised = await ok(
      await api.post(
        '/api/job/request',
        {
          customer_id: w.customer.id,
          location_id: w.branches.none.id,
          system_id: w.system.id,
          job_category_id: 30,
          division_id: w.division.id,
          requested_by: w.raiser.id,
          job_coordinator_id: w.coord.id,
          due_date: daysFromToday(3),
          job_description: 'The till freezes at closing',
          priority: 2,
          contact_person: 'Saman Perera',
          contact_number: '0771234567',
        },
        w.raiser,
      ),
    );
    expect(await filedUnder('job_request.create', raised.request.id)).toBe(w.customer.id);
    await ok(await api.post('/api/job/request/delete', { id: raised.request.id }, w.raiser));
    // The withdrawal's own row holds only the status: the customer is passed to the audit.
    expect(await filedUnder('job_request.withdraw', raised.request.id)).toBe(w.customer.id);
  });

  it('a task moved on the board is the customer of the task’s job', async () => {
    const job = await ok(await api.post('/api/jobs', w.draft(), boss));
    const jobId = job.id ?? job.job?.id;
    const holder = await signedIn(t, { roleId: RoleId.EMPLOYEE, divisionId: w.division.id });
    const [made] = await addTasks(t.database.db, jobId, holder.id, [TaskSection.PICKED]);
    await ok(
      await api.post(
        '/api/activity',
        {
          taskUserId: made!.taskUserId,
          previousSection: TaskSection.PICKED,
          newSection: TaskSection.BACK_LOG,
        },
        holder,
      ),
    );
    expect(await filedUnder('task.move', made!.taskUserId!)).toBe(w.customer.id);
  });

  it('a change that concerns no customer is filed under none', async () => {
    await ok(
      await api.post(
        '/api/holiday',
        { description: 'No customer day', start: '2033-01-05', end: '2033-01-05' },
        boss,
      ),
    );
    expect(await filedUnder('holiday.create')).toBeNull();
  });
});

describe('customerLinkOf: where an audit entry names its customer', () => {
  it.each([
    ['an explicit customerId', { customerId: 7, after: { customer_id: 9 } }, { customerId: 7, jobId: null }],
    [
      'customer_id in after',
      { after: { customer_id: 9 }, before: { customer_id: 8 } },
      { customerId: 9, jobId: null },
    ],
    ['customerId in before', { before: { customerId: '12' } }, { customerId: 12, jobId: null }],
    ['the record is a customer', { entity: 'customer', entityId: 5 }, { customerId: 5, jobId: null }],
    ['the job passed', { jobId: 40 }, { customerId: null, jobId: 40 }],
    ['job_id in after', { after: { job_id: 41 } }, { customerId: null, jobId: 41 }],
    ['the record is a job', { entity: 'job', entityId: '42' }, { customerId: null, jobId: 42 }],
    [
      'nothing about one',
      { entity: 'holiday', entityId: 3, after: { description: 'x' } },
      { customerId: null, jobId: null },
    ],
    [
      'ids that are not ids',
      { after: { customer_id: 'abc', job_id: -1 } },
      { customerId: null, jobId: null },
    ],
  ])('%s', (_name, entry, expected) => {
    expect(customerLinkOf({ action: 'x.y', entity: 'thing', ...entry })).toEqual(expected);
  });
});
