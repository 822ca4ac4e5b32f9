import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LeaveCancelStatus, LeaveStatus, Msg } from '@jobline/shared';
import { leaveRequestDays, leaveRequests } from '../../db/schema';
import { auditRows, signedIn } from '../../test/helpers';
import { asked, decided, insertLeave, leaveBody, leaveWorld } from './leaveTestKit';

const w = leaveWorld();

const fresh = () => signedIn(w.t, { divisionId: w.people.division.id });
const stored = async (id: number) =>
  (await w.t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0];

describe('POST /api/leave/all_leaves', () => {
  it('answers 401 without a token', async () => {
    expect((await w.calls.own(null, {})).statusCode).toBe(401);
  });

  it('lists only the caller’s own requests, latest first, with their states', async () => {
    const who = await fresh();
    const first = await asked(w.calls, who, leaveBody('2031-09-01'));
    const second = await asked(w.calls, who, leaveBody('2031-10-06', '2031-10-07'));
    await asked(w.calls, w.people.colleague, leaveBody('2031-09-02'));
    const res = await w.calls.own(who, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().leaves.map((l: { id: number }) => l.id)).toEqual([second.id, first.id]);
    expect(res.json().leaves[0]).toMatchObject({
      leave_from: '2031-10-06',
      leave_to: '2031-10-07',
      status: LeaveStatus.PENDING,
      cancel_status: null,
      day_count: 2,
    });
    // The body is optional, as the old client may send none.
    const bare = await w.t.app.inject({ method: 'POST', url: '/api/leave/all_leaves', headers: who.headers });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().leaves).toHaveLength(2);
  });

  it('keeps to the requests touching the range when one is given', async () => {
    const who = await fresh();
    const september = await asked(w.calls, who, leaveBody('2031-09-29', '2031-10-01'));
    await asked(w.calls, who, leaveBody('2031-11-03'));
    const res = await w.calls.own(who, { range: { start: '2031-10-01', end: '2031-10-31' } });
    expect(res.json().leaves.map((l: { id: number }) => l.id)).toEqual([september.id]);
  });

  it('refuses a malformed range', async () => {
    const res = await w.calls.own(w.people.employee, { range: { start: '2031-10-31', end: '2031-10-01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['range.end']).toBe(Msg.leave.endBeforeStart);
  });
});

describe('GET /api/leave/delete/{id}', () => {
  it('answers 401 without a token, and a cookie is no token', async () => {
    const who = await fresh();
    const leave = await asked(w.calls, who, leaveBody('2031-09-08'));
    expect((await w.calls.remove(null, leave.id)).statusCode).toBe(401);
    const withCookie = await w.t.app.inject({
      method: 'GET',
      url: `/api/leave/delete/${leave.id}`,
      headers: { cookie: `token=${who.token}; jobline.token=${who.token}` },
    });
    expect(withCookie.statusCode).toBe(401);
    expect(await stored(leave.id)).toBeDefined();
  });

  it('lets the owner delete a pending request, never cached, audited', async () => {
    const who = await fresh();
    const leave = await asked(w.calls, who, leaveBody('2031-09-09'));
    const res = await w.calls.remove(who, leave.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ message: Msg.leave.deleted });
    expect(await stored(leave.id)).toBeUndefined();
    const days = await w.t.database.db
      .select()
      .from(leaveRequestDays)
      .where(eq(leaveRequestDays.leaveRequestId, leave.id));
    expect(days).toEqual([]);
    const [row] = await auditRows(w.t.database.db, 'leave.delete', leave.id);
    expect(row).toMatchObject({ actorId: who.id, before: { leave_from: '2031-09-09', status: 5 } });
    // The day is free again.
    await asked(w.calls, who, leaveBody('2031-09-09'));
  });

  it('refuses someone else’s request (403), a decided one (409) and an unknown one (404)', async () => {
    const who = await fresh();
    const leave = await asked(w.calls, who, leaveBody('2031-09-10'));
    const other = await w.calls.remove(w.people.hod, leave.id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ status: 11, message: Msg.leave.notYours });
    await decided(w.calls, 'approve', w.people.hod, leave.id);
    const approved = await w.calls.remove(who, leave.id);
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toEqual({ status: 7, message: Msg.leave.notPending });
    expect((await stored(leave.id))!.status).toBe(LeaveStatus.APPROVED);
    expect((await w.calls.remove(who, 2_000_000_000)).statusCode).toBe(404);
  });

  it.each([['abc'], [0], [-1], ['1.5']])('refuses the id %j with 400', async (id) => {
    expect((await w.calls.remove(w.people.employee, id)).statusCode).toBe(400);
  });
});

describe('GET /api/leave/cancel/{id}', () => {
  it('answers 401 without a token', async () => {
    expect((await w.calls.cancel(null, 1)).statusCode).toBe(401);
  });

  it('asks to cancel an approved leave: cancel_status 23, still approved, never cached', async () => {
    const who = await fresh();
    const leave = await asked(w.calls, who, leaveBody('2031-09-15'));
    await decided(w.calls, 'approve', w.people.hod, leave.id);
    const res = await w.calls.cancel(who, leave.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().message).toBe(Msg.leave.cancellationApplied);
    expect(res.json().leave).toMatchObject({
      id: leave.id,
      status: LeaveStatus.APPROVED,
      cancel_status: LeaveCancelStatus.PENDING,
    });
    expect((await stored(leave.id))!.cancelRequestedAt).toBeInstanceOf(Date);
    const again = await w.calls.cancel(who, leave.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 7, message: Msg.leave.cancelAlreadyPending });
    expect(await auditRows(w.t.database.db, 'leave.cancel_request', leave.id)).toHaveLength(1);
  });

  it('refuses a pending request, someone else’s leave and a leave already over', async () => {
    const who = await fresh();
    const pending = await asked(w.calls, who, leaveBody('2031-09-16'));
    const notYet = await w.calls.cancel(who, pending.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(Msg.leave.notApproved);
    const other = await w.calls.cancel(w.people.colleague, pending.id);
    expect(other.statusCode).toBe(403);
    const past = await insertLeave(w.t, who.id, '2024-02-05', '2024-02-06');
    const over = await w.calls.cancel(who, past);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(Msg.leave.alreadyTaken);
  });

  it('lets the owner ask again after a cancellation was rejected', async () => {
    const who = await fresh();
    const leave = await asked(w.calls, who, leaveBody('2031-09-17'));
    await decided(w.calls, 'approve', w.people.hod, leave.id);
    expect((await w.calls.cancel(who, leave.id)).statusCode).toBe(200);
    await decided(w.calls, 'cancel/reject', w.people.hod, leave.id, 'We are short of staff that week');
    expect((await stored(leave.id))!.cancelStatus).toBe(LeaveCancelStatus.REJECTED);
    expect((await w.calls.cancel(who, leave.id)).statusCode).toBe(200);
  });
});
