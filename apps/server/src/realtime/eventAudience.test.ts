import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeEventType, RoleId, TaskSection as S } from '@jobline/shared';
import { boardApi, boardJob, boardPeople, type BoardPeople } from '../modules/boards/boardsTestKit';
import { publishJobsChanged, publishTasksChanged } from '../modules/jobs/jobEvents';
import { publishPlanChanged } from '../modules/planning/planEvents';
import { createDivision } from '../test/factories';
import { signedIn, type Actor } from '../test/helpers';
import { audienceProbe, receivers } from '../test/audienceProbe';
import type { SseReader } from '../test/sse';
import { streamingApp, type StreamingApp } from '../test/streamingApp';
import type { TestApp } from '../test/testApp';

let s: StreamingApp;
let settle: ReturnType<typeof audienceProbe>['settle'];
let t: TestApp;
let p: BoardPeople;
/** A plain employee of the job's division who is not on it. */
let colleague: Actor;
let admin: Actor;
/** The jobs list (5) with no hand in the job. */
let coordinator: Actor;
/** Reads every division's worksheets (35, 36), so watches every employee's day. */
let otherHod: Actor;
/** Leads another division: nothing of this one is theirs. */
let otherLead: Actor;

beforeAll(async () => {
  s = await streamingApp();
  settle = audienceProbe(s).settle;
  t = s.t;
  p = await boardPeople(t);
  colleague = await signedIn(t, { divisionId: p.division.id });
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  coordinator = await signedIn(t, { roleId: RoleId.COORDINATOR, divisionId: p.division.id });
  const elsewhere = { divisionId: (await createDivision(t.database.db)).id };
  otherHod = await signedIn(t, { roleId: RoleId.HOD, ...elsewhere });
  otherLead = await signedIn(t, { roleId: RoleId.TEAM_LEADER, ...elsewhere });
});
afterEach(() => s.closeStreams());
afterAll(() => t.close());

/** The stream got an event of this type about this job (data.job_id, or data.id for job events). */
const about = (type: string, jobId: number) => (stream: SseReader) =>
  stream.events.some((e) => {
    const data = e.data as { job_id?: number; id?: number };
    return e.event === type && (data.job_id ?? data.id) === jobId;
  });

/** Streams of everyone in the scene, by name. */
async function everyone() {
  const who = {
    holder: p.holder,
    checker: p.checker,
    hod: p.hod,
    lead: p.lead,
    admin,
    colleague,
    outsider: p.outsider,
    coordinator,
    otherHod,
    otherLead,
  };
  const streams = Object.fromEntries(
    await Promise.all(
      Object.entries(who).map(async ([name, actor]) => [name, await s.subscribe(actor)] as const),
    ),
  ) as Record<keyof typeof who, SseReader>;
  return streams;
}

describe('who receives board and job events', () => {
  it('a move goes to the people on the job, its managers and their floor, not to a colleague or outsider', async () => {
    const { job, assigned } = await boardJob(t.database.db, p, [[1, 2, 3]], {
      section: S.PICKED,
      checker: { userId: p.checker.id },
    });
    const streams = await everyone();
    const res = await boardApi(t).move(p.holder, assigned[0]!.id, S.PICKED, S.BACK_LOG);
    expect(res.statusCode, res.body).toBe(200);
    await settle(Object.values(streams));
    // The holder and checker hold the job; the HOD and team leader manage their division's jobs (and
    // watch its floor); the admin manages every job; the other HOD reads the holder's worksheet. The
    // coordinator reads every job, not its boards.
    expect(receivers(streams, about(RealtimeEventType.BOARD_CHANGED, job.id))).toEqual(
      ['admin', 'checker', 'hod', 'holder', 'lead', 'otherHod'].sort(),
    );
    const event = streams.hod.events.find((e) => e.event === RealtimeEventType.BOARD_CHANGED)!;
    // What the audience was decided by stays on the server.
    expect(Object.keys(event.data as object).sort()).toEqual([
      'job_id',
      'job_user_ids',
      'task_user_ids',
      'user_id',
    ]);
  });

  it('a job change goes to the people on the job, its managers and whoever reads every job', async () => {
    const { job } = await boardJob(t.database.db, p, [[1, 2, 3]], { checker: { userId: p.checker.id } });
    const streams = await everyone();
    await publishJobsChanged(t.database.db, t.bus, { id: job.id, jobNo: job.jobNo }, 'updated');
    await settle(Object.values(streams));
    // Heads and team leaders of any division hold the jobs list (5), which reads every job.
    expect(receivers(streams, about(RealtimeEventType.JOBS_CHANGED, job.id))).toEqual(
      ['admin', 'checker', 'coordinator', 'hod', 'holder', 'lead', 'otherHod', 'otherLead'].sort(),
    );
  });

  it('a change of tasks goes to the job and to whoever watches the assignee', async () => {
    const { job } = await boardJob(t.database.db, p, [[1, 2, 3]]);
    const streams = await everyone();
    await publishTasksChanged(t.database.db, t.bus, {
      jobId: job.id,
      employeeId: p.holder.id,
      data: { change: 'assigned' },
    });
    await settle(Object.values(streams));
    expect(receivers(streams, about(RealtimeEventType.TASKS_CHANGED, job.id))).toEqual(
      ['admin', 'hod', 'holder', 'lead', 'otherHod'].sort(),
    );
  });

  it("a plan change goes to the employee and those who may read their plan, not to a colleague's", async () => {
    const streams = await everyone();
    await publishPlanChanged(t.database.db, t.bus, p.holder.id);
    await settle(Object.values(streams));
    const got = (stream: SseReader) =>
      stream.events.some(
        (e) =>
          e.event === RealtimeEventType.PLAN_CHANGED &&
          (e.data as { user_id: number }).user_id === p.holder.id,
      );
    expect(receivers(streams, got)).toEqual(['admin', 'hod', 'holder', 'lead', 'otherHod'].sort());
  });

  it('events meant for everyone still reach everyone', async () => {
    const streams = await everyone();
    await t.bus.publish(t.database.db, {
      type: RealtimeEventType.HOLIDAYS_CHANGED,
      all: true,
      data: { id: 1 },
    });
    await settle(Object.values(streams));
    expect(receivers(streams, (stream) => stream.has(RealtimeEventType.HOLIDAYS_CHANGED))).toHaveLength(10);
  });
});
