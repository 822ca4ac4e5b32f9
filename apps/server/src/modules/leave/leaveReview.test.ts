import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { LeaveCancelStatus, LeaveStatus, Msg, NotificationType, RealtimeEventType } from '@jobline/shared';
import { leaveRequests, notifications } from '../../db/schema';
import type { RealtimeEvent } from '../../realtime/bus';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { asked, decided, leaveBody, leaveWorld } from './leaveTestKit';

const w = leaveWorld();

/** Each test asks with its own employee, so their days never overlap. */
const fresh = (divisionId = w.people.division.id) => signedIn(w.t, { divisionId, firstName: 'Nadeesha' });
const stored = async (id: number) =>
  (await w.t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!;
const bellOf = (userId: number, leaveRequestId: number) =>
  w.t.database.db
    .select({
      type: notifications.type,
      title: notifications.title,
      status: notifications.status,
      leaveRequestStatus: notifications.leaveRequestStatus,
      assignedById: notifications.assignedById,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.leaveRequestId, leaveRequestId)))
    .orderBy(asc(notifications.id));
const approvedCancelPending = async (who: Actor, day: string) => {
  const leave = await asked(w.calls, who, leaveBody(day));
  await decided(w.calls, 'approve', w.people.hod, leave.id);
  expect((await w.calls.cancel(who, leave.id)).statusCode).toBe(200);
  return leave;
};

const PATHS = ['approve', 'reject', 'cancel/approve', 'cancel/reject'];

describe('who may decide', () => {
  it.each(PATHS)(
    'POST leave/%s answers 401 without a token and 403 without Employee Leave Details',
    async (path) => {
      expect((await w.calls.decide(path, null, { id: 1, remark: 'x' })).statusCode).toBe(401);
      const res = await w.calls.decide(path, w.people.employee, { id: 1, remark: 'x' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 11, message: Msg.common.forbidden });
    },
  );

  it('keeps a division’s HOD to their own division and nobody to their own request', async () => {
    const outsider = await asked(w.calls, w.people.outsider, leaveBody('2031-03-03'));
    const other = await w.calls.decide('approve', w.people.hod, { id: outsider.id });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ status: 11, message: Msg.leave.otherDivision });

    const own = await asked(w.calls, w.people.hod, leaveBody('2031-03-03'));
    const self = await w.calls.decide('approve', w.people.hod, { id: own.id });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(Msg.leave.ownRequest);
    expect((await stored(own.id)).status).toBe(LeaveStatus.PENDING);

    // The other division's HOD and a company-wide director decide them.
    await decided(w.calls, 'approve', w.people.otherHod, outsider.id);
    await decided(w.calls, 'approve', w.people.director, own.id);
  });

  it('answers 404 for an unknown request and 400 for a malformed body', async () => {
    expect((await w.calls.decide('approve', w.people.hod, { id: 2_000_000_000 })).statusCode).toBe(404);
    const missing = await w.calls.call('POST', 'leave/approve', w.people.hod, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.leave_data).toBe(Msg.leave.idRequired);
    const badId = await w.calls.decide('approve', w.people.hod, { id: 'first' });
    expect(badId.json().errors['leave_data.id']).toBe(Msg.leave.idRequired);
    for (const path of ['reject', 'cancel/reject']) {
      const noReason = await w.calls.decide(path, w.people.hod, { id: 1, remark: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors['leave_data.remark']).toBe(Msg.leave.decisionRemarkRequired);
    }
    const long = await w.calls.decide('approve', w.people.hod, { id: 1, remark: 'x'.repeat(501) });
    expect(long.json().errors['leave_data.remark']).toBe(Msg.leave.decisionRemarkTooLong);
  });
});

describe('POST /api/leave/approve and /reject', () => {
  it('approves: status 10, header_id, the requester and the cover are told, audited and announced', async () => {
    const who = await fresh();
    const cover = w.people.colleague;
    const leave = await asked(
      w.calls,
      who,
      leaveBody('2031-12-03', '2031-12-04', { selected_covered_by_employee: cover.id }),
    );
    const seen: RealtimeEvent[] = [];
    const stop = w.t.bus.subscribe((e) => seen.push(e));
    const body = await decided(w.calls, 'approve', w.people.hod, leave.id, 'Enjoy the wedding');
    expect(body).toEqual({
      message: Msg.leave.approved,
      data: { header_id: leave.id },
      leave: { id: leave.id, status: LeaveStatus.APPROVED, cancel_status: null },
    });
    const row = await stored(leave.id);
    expect(row).toMatchObject({
      status: 10,
      reviewedById: w.people.hod.id,
      reviewRemark: 'Enjoy the wedding',
    });
    expect(await bellOf(who.id, leave.id)).toEqual([
      {
        type: NotificationType.LEAVE_REQUEST,
        title: 'Your leave 3–4 Dec was approved',
        status: 1,
        leaveRequestStatus: 10,
        assignedById: w.people.hod.id,
      },
    ]);
    const [coverNote] = await bellOf(cover.id, leave.id);
    expect(coverNote!.title).toMatch(/^You cover for Nadeesha .+ on 3–4 Dec$/);
    expect(await auditRows(w.t.database.db, 'leave.approve', leave.id)).toHaveLength(1);
    for (
      let i = 0;
      i < 100 && !seen.some((e) => e.data?.change === 'approve' && e.data?.id === leave.id);
      i++
    ) {
      await new Promise((r) => setTimeout(r, 20));
    }
    stop();
    expect(seen).toContainEqual({
      type: RealtimeEventType.LEAVE_CHANGED,
      // Its owner, their watchers and whoever reviews their leave; not everyone.
      employee: { id: who.id, divisionId: w.people.division.id },
      reviewers: 'leave',
      data: { id: leave.id, user_id: who.id, change: 'approve' },
    });
    expect(seen).toContainEqual(
      expect.objectContaining({ type: RealtimeEventType.NOTIFICATIONS_CHANGED, userIds: [who.id] }),
    );
  });

  it('rejects with the reason in the requester’s bell; the cover hears nothing', async () => {
    const who = await fresh();
    const leave = await asked(
      w.calls,
      who,
      leaveBody('2031-12-08', '2031-12-08', { selected_covered_by_employee: w.people.colleague.id }),
    );
    const body = await decided(w.calls, 'reject', w.people.hod, leave.id, 'Year-end stock count');
    expect(body.message).toBe(Msg.leave.rejected);
    expect((await stored(leave.id)).status).toBe(LeaveStatus.REJECTED);
    expect(await bellOf(who.id, leave.id)).toEqual([
      expect.objectContaining({
        type: NotificationType.LEAVE_REQUEST,
        title: 'Your leave 8 Dec was rejected: Year-end stock count',
        leaveRequestStatus: 11,
      }),
    ]);
    expect(await bellOf(w.people.colleague.id, leave.id)).toEqual([]);
  });

  it('decides a request once: deciding it again answers 409 with what happened', async () => {
    const who = await fresh();
    const leave = await asked(w.calls, who, leaveBody('2031-12-09'));
    await decided(w.calls, 'reject', w.people.hod, leave.id, 'Clashes with the audit');
    for (const path of ['approve', 'reject']) {
      const again = await w.calls.decide(path, w.people.director, { id: leave.id, remark: 'Second look' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ status: 7, message: Msg.leave.alreadyDecided('rejected') });
    }
    const cancel = await w.calls.decide('cancel/approve', w.people.hod, { id: leave.id });
    expect(cancel.json()).toEqual({ status: 7, message: Msg.leave.cancellationAlreadyDecided });
  });

  it('leaves exactly one decision when two reviewers decide at the same moment', async () => {
    const who = await fresh();
    const leave = await asked(w.calls, who, leaveBody('2031-12-10'));
    const results = await Promise.all([
      w.calls.decide('approve', w.people.hod, { id: leave.id }),
      w.calls.decide('approve', w.people.director, { id: leave.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toEqual({ status: 7, message: Msg.leave.alreadyDecided('approved') });
    expect(await bellOf(who.id, leave.id)).toHaveLength(1);
    expect(await auditRows(w.t.database.db, 'leave.approve', leave.id)).toHaveLength(1);

    const other = await asked(w.calls, who, leaveBody('2031-12-11'));
    const mixed = await Promise.all([
      w.calls.decide('reject', w.people.director, { id: other.id, remark: 'No' }),
      w.calls.decide('approve', w.people.hod, { id: other.id }),
    ]);
    expect(mixed.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = mixed[0]!.statusCode === 200 ? LeaveStatus.REJECTED : LeaveStatus.APPROVED;
    expect((await stored(other.id)).status).toBe(winner);
  });
});

describe('POST /api/leave/cancel/approve and /cancel/reject', () => {
  it('approves a cancellation: the leave is Cancelled (O-56), the requester and the cover are told', async () => {
    const who = await fresh();
    const leave = await asked(
      w.calls,
      who,
      leaveBody('2031-12-15', '2031-12-15', { selected_covered_by_employee: w.people.colleague.id }),
    );
    await decided(w.calls, 'approve', w.people.hod, leave.id);
    expect((await w.calls.cancel(who, leave.id)).statusCode).toBe(200);
    const body = await decided(w.calls, 'cancel/approve', w.people.hod, leave.id);
    expect(body).toEqual({
      message: Msg.leave.cancellationApproved,
      data: { header_id: leave.id },
      leave: { id: leave.id, status: LeaveStatus.CANCELLED, cancel_status: null },
    });
    expect(await stored(leave.id)).toMatchObject({
      status: 2,
      cancelStatus: null,
      cancelReviewedById: w.people.hod.id,
    });
    const bell = await bellOf(who.id, leave.id);
    expect(bell.at(-1)).toMatchObject({
      type: NotificationType.LEAVE_CANCEL,
      title: 'Your leave 15 Dec was cancelled as you asked',
      leaveRequestStatus: 10,
    });
    expect((await bellOf(w.people.colleague.id, leave.id)).at(-1)!.title).toMatch(
      /cancelled: no cover needed$/,
    );
    // The days are free again.
    await asked(w.calls, who, leaveBody('2031-12-15'));
  });

  it('rejects a cancellation: the leave stays approved with cancel_status 11', async () => {
    const who = await fresh();
    const leave = await approvedCancelPending(who, '2031-12-16');
    const body = await decided(w.calls, 'cancel/reject', w.people.hod, leave.id, 'Your cover has left');
    expect(body.message).toBe(Msg.leave.cancellationRejected);
    expect(await stored(leave.id)).toMatchObject({ status: 10, cancelStatus: LeaveCancelStatus.REJECTED });
    expect((await bellOf(who.id, leave.id)).at(-1)).toMatchObject({
      type: NotificationType.LEAVE_CANCEL,
      title: 'Your request to cancel your leave 16 Dec was rejected: Your cover has left',
      leaveRequestStatus: 11,
    });
  });

  it('decides a cancellation once, also under a race', async () => {
    const who = await fresh();
    const leave = await approvedCancelPending(who, '2031-12-17');
    const results = await Promise.all([
      w.calls.decide('cancel/approve', w.people.hod, { id: leave.id }),
      w.calls.decide('cancel/reject', w.people.director, { id: leave.id, remark: 'Needed that day' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      status: 7,
      message: Msg.leave.cancellationAlreadyDecided,
    });
    const notYet = await asked(w.calls, who, leaveBody('2031-12-18'));
    const early = await w.calls.decide('cancel/approve', w.people.hod, { id: notYet.id });
    expect(early.statusCode).toBe(409);
  });
});

describe('the pending lists', () => {
  it('answer 401 without a token and 403 without Employee Leave Details', async () => {
    expect((await w.calls.pending(null)).statusCode).toBe(401);
    expect((await w.calls.pendingCancels(null)).statusCode).toBe(401);
    expect((await w.calls.pending(w.people.employee)).statusCode).toBe(403);
    expect((await w.calls.pendingCancels(w.people.lead)).statusCode).toBe(403);
  });

  it('show a HOD the requests of their division, not their own; a director every division', async () => {
    const division = w.people.division.id;
    const mine = await asked(w.calls, await fresh(division), leaveBody('2032-01-05'));
    const theirs = await asked(w.calls, await fresh(w.people.other.id), leaveBody('2032-01-05'));
    const hodOwn = await asked(w.calls, w.people.hod, leaveBody('2032-01-06'));
    const hodList = (await w.calls.pending(w.people.hod)).json().leaves as { id: number; name: string }[];
    const ids = hodList.map((l) => l.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(hodOwn.id);
    expect(hodList.find((l) => l.id === mine.id)).toMatchObject({
      leave_from: '2032-01-05',
      day_count: 1,
      remark: 'Family wedding in Kandy',
      name: expect.stringContaining('Nadeesha'),
    });
    const directorIds = ((await w.calls.pending(w.people.director)).json().leaves as { id: number }[]).map(
      (l) => l.id,
    );
    expect(directorIds).toEqual(expect.arrayContaining([mine.id, theirs.id, hodOwn.id]));

    // A decision takes the request off the list.
    await decided(w.calls, 'approve', w.people.hod, mine.id);
    const after = ((await w.calls.pending(w.people.hod)).json().leaves as { id: number }[]).map((l) => l.id);
    expect(after).not.toContain(mine.id);
  });

  it('list cancellations waiting, scoped the same way, until they are decided', async () => {
    const leave = await approvedCancelPending(await fresh(), '2032-01-07');
    const list = (await w.calls.pendingCancels(w.people.hod)).json().leaves as {
      id: number;
      cancel_requested_at: string;
    }[];
    expect(list.find((l) => l.id === leave.id)?.cancel_requested_at).toEqual(expect.any(String));
    expect(
      ((await w.calls.pendingCancels(w.people.otherHod)).json().leaves as { id: number }[]).map((l) => l.id),
    ).not.toContain(leave.id);
    await decided(w.calls, 'cancel/approve', w.people.director, leave.id);
    expect(
      ((await w.calls.pendingCancels(w.people.hod)).json().leaves as { id: number }[]).map((l) => l.id),
    ).not.toContain(leave.id);
  });
});
