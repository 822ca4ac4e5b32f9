import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HoldRequestType, RealtimeEventType, RoleId, TaskSection as S } from '@jobline/shared';
import { boardJob, boardPeople, contextAt, type BoardPeople } from '../modules/boards/boardsTestKit';
import { endWorkingDay } from '../modules/boards/dayEnder';
import { changeHold } from '../modules/boards/holdChanger';
import { restoreHold } from '../modules/boards/holdRestorer';
import { moveTask } from '../modules/boards/taskMover';
import { asked, decided, leaveBody, leaveCalls } from '../modules/leave/leaveTestKit';
import { companyAt, lastWeekday } from '../modules/worksheets/worksheetTestKit';
import { publishRecordChanged } from '../versions/recordChanged';
import { audienceProbe, receivers } from '../test/audienceProbe';
import { createDivision } from '../test/factories';
import { signedIn, type Actor } from '../test/helpers';
import type { SseReader } from '../test/sse';
import { streamingApp, type StreamingApp } from '../test/streamingApp';
import type { TestApp } from '../test/testApp';

let s: StreamingApp;
let t: TestApp;
let p: BoardPeople;
let probe: ReturnType<typeof audienceProbe>;
let others: Record<string, Actor>;

beforeAll(async () => {
  s = await streamingApp();
  t = s.t;
  probe = audienceProbe(s);
  p = await boardPeople(t);
  const inDivision = { divisionId: p.division.id };
  const elsewhere = { divisionId: (await createDivision(t.database.db)).id };
  others = {
    admin: await signedIn(t, { roleId: RoleId.ADMIN }),
    /** A plain employee of the holder's division. */
    colleague: await signedIn(t, inDivision),
    /** Reads every job (5), nobody's day. */
    coordinator: await signedIn(t, { roleId: RoleId.COORDINATOR, ...inDivision }),
    /** Reads every division's worksheets (35, 36), so watches every employee's day. */
    otherHod: await signedIn(t, { roleId: RoleId.HOD, ...elsewhere }),
    otherLead: await signedIn(t, { roleId: RoleId.TEAM_LEADER, ...elsewhere }),
    /** Employee administrator (30) only: sets allowances, opens the employee form. */
    hr: await signedIn(t, { roleId: null, permissions: [30] }),
    /** Reviews the division's leave (4) and nothing else. */
    leaveReviewer: await signedIn(t, { roleId: null, permissions: [4], ...inDivision }),
    /** Reviews the division's worksheet corrections (40) and nothing else. */
    correctionReviewer: await signedIn(t, { roleId: null, permissions: [40], ...inDivision }),
  };
});
afterEach(() => s.closeStreams());
afterAll(() => t.close());

const everyone = () =>
  probe.streamsOf({
    holder: p.holder,
    checker: p.checker,
    hod: p.hod,
    lead: p.lead,
    outsider: p.outsider,
    ...others,
  });

/** The stream got an event of this type whose data matches. */
const got = (type: string, match: (data: Record<string, unknown>) => boolean) => (stream: SseReader) =>
  stream.events.some((e) => e.event === type && match(e.data as Record<string, unknown>));

describe('who hears of an employee’s leave and corrections', () => {
  it('a leave decision goes to the employee, their watchers and whoever reviews their leave', async () => {
    const calls = leaveCalls(t);
    const leave = await asked(calls, p.holder, leaveBody('2031-03-05'));
    const streams = await everyone();
    await decided(calls, 'approve', p.hod, leave.id);
    await probe.settle(Object.values(streams));
    // The HOD reviews and watches the division; the team leader watches its floor; the admin and the
    // other HOD watch everyone; the employee administrator reads the balance it changes. A reviewer of
    // corrections, colleagues and the other division's lead hear nothing.
    expect(
      receivers(
        streams,
        got(RealtimeEventType.LEAVE_CHANGED, (d) => d.id === leave.id && d.change === 'approve'),
      ),
    ).toEqual(['admin', 'hod', 'holder', 'hr', 'lead', 'leaveReviewer', 'otherHod'].sort());
  });

  it('a correction sent for review goes to the employee, their watchers and its reviewers', async () => {
    const day = lastWeekday(3);
    const { assigned } = await boardJob(t.database.db, p, [[4, 8, 12]], {
      section: S.PICKED,
      authorized: true,
    });
    const ctx = (hhmm: string) => ({ ...contextAt(t, p.holder, companyAt(day, hhmm)), today: day });
    const taskUserId = assigned[0]!.id;
    await moveTask(t.database.db, ctx('08:40'), { taskUserId, from: S.PICKED, to: S.ONGOING, via: 'move' });
    await changeHold(t.database.db, ctx('12:00'), { type: HoldRequestType.LUNCH }, { breakLogsOut: false });
    await restoreHold(t.database.db, ctx('13:00'));
    await endWorkingDay(t.database.db, ctx('17:00'));
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: p.holder.headers });
    const opened = await post('/reports/activity/edit', { range: { start: day, end: day } });
    expect(opened.statusCode, opened.body).toBe(200);
    const presetId = (opened.json() as { preset: { id: number } }).preset.id;
    expect((await post('/activity/custom/save', { preset_id: presetId })).statusCode).toBe(200);

    const streams = await everyone();
    const sent = await post('/reports/emp_daily_activity/request', { preset_id: presetId });
    expect(sent.statusCode, sent.body).toBe(200);
    await probe.settle(Object.values(streams));
    expect(
      receivers(
        streams,
        got(RealtimeEventType.WORKSHEET_CHANGED, (d) => d.preset_id === presetId && d.change === 'sent'),
      ),
    ).toEqual(['admin', 'correctionReviewer', 'hod', 'holder', 'lead', 'otherHod'].sort());
  });
});

describe('who hears that a record was saved', () => {
  const saved = (entity: string, id: number) =>
    got(RealtimeEventType.RECORD_CHANGED, (d) => d.entity === entity && d.id === id);

  it('a job’s save goes to the people on it, its managers and whoever reads every job', async () => {
    const { job } = await boardJob(t.database.db, p, [[1, 2, 3]], { checker: { userId: p.checker.id } });
    const streams = await everyone();
    await publishRecordChanged(
      t.database.db,
      t.bus,
      { actorId: p.hod.id, ip: null },
      {
        entity: 'job',
        id: job.id,
        version: 2,
      },
    );
    await probe.settle(Object.values(streams));
    expect(receivers(streams, saved('job', job.id))).toEqual(
      ['admin', 'checker', 'coordinator', 'hod', 'holder', 'lead', 'otherHod', 'otherLead'].sort(),
    );
    const event = streams.hod.events.find((e) => e.event === RealtimeEventType.RECORD_CHANGED)!;
    expect(event.data).toEqual({
      entity: 'job',
      id: job.id,
      version: 2,
      by: { id: p.hod.id, name: expect.any(String) },
    });
  });

  it('an employee’s save goes to whoever watches them and to employee administrators', async () => {
    const streams = await everyone();
    await publishRecordChanged(
      t.database.db,
      t.bus,
      { actorId: null, ip: null },
      {
        entity: 'user',
        id: p.holder.id,
        version: 3,
      },
    );
    await probe.settle(Object.values(streams));
    expect(receivers(streams, saved('user', p.holder.id))).toEqual(
      ['admin', 'hod', 'holder', 'hr', 'lead', 'otherHod'].sort(),
    );
  });
});
