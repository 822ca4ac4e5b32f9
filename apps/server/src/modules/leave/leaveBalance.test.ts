import { describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import { auditRows, signedIn } from '../../test/helpers';
import { todayInColombo } from '../../test/jobWorld';
import { asked, decided, insertLeave, leaveBody, leaveWorld, type LeaveCalls } from './leaveTestKit';

// The company's defaults come from the settings.
const w = leaveWorld({
  LEAVE_DAYS_PER_YEAR: '10',
  LEAVE_HALF_DAYS_PER_YEAR: '6',
  LEAVE_SHORT_LEAVES_PER_YEAR: '12',
});

const fresh = () => signedIn(w.t, { divisionId: w.people.division.id });
const kinds = async (who: Parameters<LeaveCalls['balance']>[0], query: string) => {
  const res = await w.calls.balance(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().kinds as {
    kind: number;
    allowance: number;
    taken: number;
    pending: number;
    remaining: number;
    custom: boolean;
  }[];
};

describe('GET /api/leave/balance', () => {
  it('answers 401 without a token and 400 for a bad year or employee', async () => {
    expect((await w.calls.balance(null)).statusCode).toBe(401);
    const year = await w.calls.balance(w.people.employee, '?year=1999');
    expect(year.statusCode).toBe(400);
    expect(year.json().errors.year).toBe(Msg.leave.yearInvalid);
    expect((await w.calls.balance(w.people.employee, '?user_id=abc')).statusCode).toBe(400);
  });

  it('answers the caller’s current year by default, with the company defaults', async () => {
    const who = await fresh();
    const res = await w.calls.balance(who);
    expect(res.json()).toEqual({
      user_id: who.id,
      year: Number(todayInColombo().slice(0, 4)),
      kinds: [
        { kind: 1, label: 'Full days', allowance: 10, custom: false, taken: 0, pending: 0, remaining: 10 },
        { kind: 2, label: 'Half days', allowance: 6, custom: false, taken: 0, pending: 0, remaining: 6 },
        { kind: 3, label: 'Short leaves', allowance: 12, custom: false, taken: 0, pending: 0, remaining: 12 },
      ],
      version: expect.any(Number),
    });
  });

  it('counts approved leave as taken and pending requests apart; rejected and cancelled not at all', async () => {
    const who = await fresh();
    const approved = await asked(
      w.calls,
      who,
      leaveBody('2033-03-07', '2033-03-09', {
        dates: [
          { date: '2033-03-07', leave_type: 1 },
          { date: '2033-03-08', leave_type: 2 },
          { date: '2033-03-09', leave_type: 5 },
        ],
      }),
    );
    await decided(w.calls, 'approve', w.people.hod, approved.id);
    await asked(w.calls, who, leaveBody('2033-04-04', '2033-04-05'));
    const rejected = await asked(w.calls, who, leaveBody('2033-05-02'));
    await decided(w.calls, 'reject', w.people.hod, rejected.id, 'Stocktaking');
    await insertLeave(w.t, who.id, '2033-06-06', '2033-06-06', { status: 2 });
    expect(await kinds(who, '?year=2033')).toEqual([
      expect.objectContaining({ kind: 1, taken: 1, pending: 2, remaining: 9 }),
      expect.objectContaining({ kind: 2, taken: 1, pending: 0, remaining: 5 }),
      expect.objectContaining({ kind: 3, taken: 1, pending: 0, remaining: 11 }),
    ]);
  });

  it('counts a leave across New Year in each year by its own days', async () => {
    const who = await fresh();
    const leave = await asked(w.calls, who, leaveBody('2033-12-29', '2034-01-03'));
    await decided(w.calls, 'approve', w.people.hod, leave.id);
    // 29, 30, 31 Dec (Thu–Sat); 1 Jan is a Sunday; 2, 3 Jan.
    expect((await kinds(who, '?year=2033'))[0]).toMatchObject({ taken: 3 });
    expect((await kinds(who, '?year=2034'))[0]).toMatchObject({ taken: 2 });
  });

  it('shows an employee’s balance to their reviewers and employee administrators only', async () => {
    const query = `?year=2033&user_id=${w.people.employee.id}`;
    expect((await w.calls.balance(w.people.hod, query)).statusCode).toBe(200);
    expect((await w.calls.balance(w.people.director, query)).statusCode).toBe(200);
    expect((await w.calls.balance(w.people.hr, query)).statusCode).toBe(200);
    for (const who of [w.people.colleague, w.people.otherHod, w.people.lead]) {
      const res = await w.calls.balance(who, query);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(Msg.leave.balanceForbidden);
    }
    expect((await w.calls.balance(w.people.hr, '?user_id=2000000000')).statusCode).toBe(404);
  });
});

describe('PUT /api/leave/allowance', () => {
  const body = (userId: number, o: Record<string, unknown> = {}) => ({
    user_id: userId,
    year: 2033,
    kind: 1,
    allowance: 21,
    ...o,
  });

  it('answers 401 without a token and 403 without Employee (30), even for reviewers', async () => {
    expect((await w.calls.allowance(null, body(w.people.employee.id))).statusCode).toBe(401);
    for (const who of [w.people.employee, w.people.hod]) {
      expect((await w.calls.allowance(who, body(w.people.employee.id))).statusCode).toBe(403);
    }
  });

  it('sets one kind of one year, replaces it on a second save, and audits both', async () => {
    const who = await fresh();
    const res = await w.calls.allowance(w.people.hr, body(who.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(Msg.leave.allowanceSaved);
    expect(res.json().balance.kinds[0]).toMatchObject({
      kind: 1,
      allowance: 21,
      custom: true,
      remaining: 21,
    });
    expect(res.json().balance.kinds[1]).toMatchObject({ allowance: 6, custom: false });
    await w.calls.allowance(w.people.hr, body(who.id, { allowance: '18' }));
    expect((await kinds(who, '?year=2033'))[0]).toMatchObject({ allowance: 18, custom: true });
    expect((await kinds(who, '?year=2034'))[0]).toMatchObject({ allowance: 10, custom: false });
    const rows = await auditRows(w.t.database.db, 'leave.allowance', who.id);
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [
        { year: 2033, kind: 1, allowance: 21 },
        { year: 2033, kind: 1, allowance: 18, version: expect.any(Number) },
      ],
      [null, { year: 2033, kind: 1, allowance: 21, version: expect.any(Number) }],
    ]);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['an unknown kind', { kind: 4 }, 'kind', Msg.leave.kindInvalid],
    ['a negative allowance', { allowance: -1 }, 'allowance', Msg.leave.allowanceInvalid],
    ['a fractional allowance', { allowance: 2.5 }, 'allowance', Msg.leave.allowanceInvalid],
    ['a too large allowance', { allowance: 367 }, 'allowance', Msg.leave.allowanceInvalid],
    ['a year out of range', { year: 1999 }, 'year', Msg.leave.yearInvalid],
    ['no employee', { user_id: null }, 'user_id', Msg.leave.userInvalid],
    ['an unknown employee', { user_id: 2_000_000_000 }, 'user_id', Msg.leave.userInvalid],
  ];
  it.each(invalid)('refuses %s on its field', async (_, change, field, message) => {
    const res = await w.calls.allowance(w.people.hr, body(w.people.employee.id, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('PUT /api/leave/allowance from a stale copy', () => {
  it('refuses the second of two saves with 409 saying who and what; the first stays', async () => {
    const who = await fresh();
    const opened = async () => (await w.calls.balance(w.people.hr, `?year=2035&user_id=${who.id}`)).json();
    const a = await opened();
    const b = await opened();
    const put = (allowance: number, version: number) =>
      w.calls.call('PUT', 'leave/allowance', w.people.hr, {
        user_id: who.id,
        year: 2035,
        kind: 1,
        allowance,
        version,
      });
    const first = await put(14, a.version);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().balance.version).toBe(a.version + 1);
    const second = await put(20, b.version);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({
      status: 21,
      differences: [{ field: 'allowance.2035.1', label: 'Full days in 2035', theirs: '14', mine: '20' }],
    });
    expect(second.json().message).toMatch(
      /^This employee was changed by .+ at \d\d:\d\d since you opened it$/,
    );
    expect((await opened()).kinds[0]).toMatchObject({ allowance: 14, custom: true });
  });
});
