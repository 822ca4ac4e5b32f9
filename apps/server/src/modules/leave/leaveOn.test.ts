import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaveCancelStatus, LeaveExtent, LeaveStatus } from '@jobline/shared';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { approvedLeaveDays } from './leaveOn';
import { insertLeave } from './leaveTestKit';

let t: TestApp;
let ann: number;
let ben: number;
let requests: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ann = (await createUser(db)).id;
  ben = (await createUser(db)).id;
  requests = {
    // Mon 1 .. Thu 4 Aug 2033: full, morning half, a holiday inside, evening short.
    approved: await insertLeave(t, ann, '2033-08-01', '2033-08-04', { types: [1, 2, 6, 5] }),
    cancelPending: await insertLeave(t, ann, '2033-08-08', '2033-08-08', {
      cancelStatus: LeaveCancelStatus.PENDING,
    }),
    pending: await insertLeave(t, ann, '2033-08-09', '2033-08-09', { status: LeaveStatus.PENDING }),
    rejected: await insertLeave(t, ann, '2033-08-10', '2033-08-10', { status: LeaveStatus.REJECTED }),
    cancelled: await insertLeave(t, ann, '2033-08-11', '2033-08-11', { status: LeaveStatus.CANCELLED }),
    ben: await insertLeave(t, ben, '2033-08-02', '2033-08-02', { types: [4] }),
  };
});
afterAll(() => t.close());

describe('approvedLeaveDays', () => {
  it('answers approved days with their extents; holiday-typed, pending, rejected and cancelled days are not leave', async () => {
    const days = await approvedLeaveDays(t.database.db, [ann], '2033-08-01', '2033-08-31');
    expect(days).toEqual([
      {
        userId: ann,
        date: '2033-08-01',
        leaveType: 1,
        extent: LeaveExtent.FULL,
        leaveRequestId: requests.approved,
      },
      {
        userId: ann,
        date: '2033-08-02',
        leaveType: 2,
        extent: LeaveExtent.HALF,
        leaveRequestId: requests.approved,
      },
      {
        userId: ann,
        date: '2033-08-04',
        leaveType: 5,
        extent: LeaveExtent.SHORT,
        leaveRequestId: requests.approved,
      },
      // Still approved while its cancellation waits.
      {
        userId: ann,
        date: '2033-08-08',
        leaveType: 1,
        extent: LeaveExtent.FULL,
        leaveRequestId: requests.cancelPending,
      },
    ]);
  });

  it('reads everyone when no employees are named, and keeps to the range', async () => {
    const all = await approvedLeaveDays(t.database.db, null, '2033-08-02', '2033-08-02');
    expect(all.map((d) => [d.userId, d.extent])).toEqual([
      [ann, LeaveExtent.HALF],
      [ben, LeaveExtent.SHORT],
    ]);
    expect(await approvedLeaveDays(t.database.db, [], '2033-08-01', '2033-08-31')).toEqual([]);
    expect(await approvedLeaveDays(t.database.db, [ann], '2033-08-31', '2033-08-01')).toEqual([]);
  });
});

describe('approvedLeaveDays over one day', () => {
  it('answers that day’s approved leave, or nothing', async () => {
    const oneDay = (day: string) => approvedLeaveDays(t.database.db, [ann], day, day);
    expect(await oneDay('2033-08-04')).toEqual([expect.objectContaining({ extent: LeaveExtent.SHORT })]);
    for (const day of ['2033-08-03', '2033-08-09', '2033-08-10', '2033-08-11', '2033-08-12']) {
      expect(await oneDay(day), day).toEqual([]);
    }
  });
});
