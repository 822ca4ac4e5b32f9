import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityType, Msg, RoleId, TaskSection as S, zonedInstant } from '@jobline/shared';
import { agreements, branches, customers, jobRequests, pendingApprovals, taskUsers } from '../../db/schema';
import { signedIn, type Actor } from '../../test/helpers';
import { daysFromToday, todayInColombo } from '../../test/jobWorld';
import { readPdf } from '../../test/readPdf';
import type { TestApp } from '../../test/testApp';
import { boardJob, boardPeople, boardsApp, type BoardApi, type BoardPeople } from '../boards/boardsTestKit';
import { startWork, stopWork } from '../boards/workTimeline';
import { workbookRows } from '../worksheets/exports/exportsTestKit';

let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
let director: Actor;
let story: Awaited<ReturnType<typeof tellStory>>;

const ZONE = 'Asia/Colombo';
const past = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return zonedInstant(daysFromToday(-3), h! * 60 + m!, ZONE);
};

/**
 * A job that came from a request through an approval, at a branch with a current and an expired
 * agreement, with two tasks: the first (three hours most likely) worked (150 minutes three days ago, then the QC loop through
 * the boards: finish, send back, fix, pass), the second never assigned.
 */
async function tellStory() {
  const db = t.database.db;
  const [customer] = await db
    .insert(customers)
    .values({ code: `ST${p.division.id}`, name: 'Story Foods' })
    .returning();
  const [branch] = await db
    .insert(branches)
    .values({ customerId: customer!.id, name: 'Kandy', code: 'KDY' })
    .returning();
  await db.insert(agreements).values([
    {
      branchId: branch!.id,
      number: `AG-NOW-${p.division.id}`,
      type: 2,
      validFrom: daysFromToday(-100),
      validTo: daysFromToday(100),
    },
    {
      branchId: branch!.id,
      number: `AG-OLD-${p.division.id}`,
      type: 1,
      validFrom: daysFromToday(-400),
      validTo: daysFromToday(-101),
    },
  ]);
  const [request] = await db
    .insert(jobRequests)
    .values({
      requestNo: `RQ-${p.division.id}`,
      customerId: customer!.id,
      description: 'Printer',
      createdById: p.lead.id,
      status: 2,
    })
    .returning();
  const [approval] = await db
    .insert(pendingApprovals)
    .values({
      approvalNo: `PA-${p.division.id}`,
      jobRequestId: request!.id,
      customerId: customer!.id,
      draft: {},
      status: 10,
      remark: 'Covered by goodwill',
      decidedById: director.id,
      decidedAt: new Date(),
      createdById: p.lead.id,
    })
    .returning();
  const { job, assigned, taskIds } = await boardJob(
    db,
    p,
    [
      [1, 3, 4],
      [0.5, 1, 1.5],
    ],
    {
      section: S.PICKED,
      checker: { userId: p.hod.id },
      job: {
        customerId: customer!.id,
        branchId: branch!.id,
        jobRequestId: request!.id,
        pendingApprovalId: approval!.id,
        dueDate: daysFromToday(5),
      },
    },
  );
  const work = assigned[0]!;
  // The second task is nobody's: its assignment goes.
  await db.delete(taskUsers).where(eq(taskUsers.taskId, taskIds[1]!));
  await db.transaction(async (tx) => {
    await startWork(tx, p.holder.id, work.id, past('09:00'));
    await stopWork(tx, p.holder.id, past('11:30'));
    await startWork(tx, p.hod.id, work.qc!.id, past('12:00'));
    await stopWork(tx, p.hod.id, past('12:30'));
  });
  const moves: [Actor, number, number, number, string?][] = [
    [p.holder, work.id, S.PICKED, S.ONGOING],
    [p.holder, work.id, S.ONGOING, S.FINISHED],
    [p.hod, work.qc!.id, S.QC, S.SEND_BACK_TO_FIX, 'Receipt printer misaligned'],
    [p.holder, work.id, S.PICKED, S.ONGOING],
    [p.holder, work.id, S.ONGOING, S.FINISHED],
    [p.hod, work.qc!.id, S.QC, S.PASS],
  ];
  for (const [who, id, from, to, message] of moves) {
    const res =
      to >= S.SEND_BACK_TO_FIX ? await api.qc(who, id, from, to, message) : await api.move(who, id, from, to);
    expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
  }
  return { job, work, customer: customer!, request: request!, approval: approval! };
}

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(boardPeople));
  director = await signedIn(t, { roleId: RoleId.DIRECTOR, firstName: 'Dilani' });
  story = await tellStory();
});
afterAll(() => t.close());

const read = (payload: object, who: Actor | null) =>
  t.app.inject({ method: 'POST', url: '/api/reports/job_in_detail', headers: who?.headers ?? {}, payload });
const download = (filters: object, format: 'pdf' | 'xlsx', who: Actor) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reports/job_in_detail/download',
    headers: who.headers,
    payload: { filters, format },
  });

describe('POST reports/job_in_detail (22)', () => {
  it('tells where the job came from, what it ran under and who held it', async () => {
    const res = await read({ id: story.job.id }, director);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.job).toMatchObject({
      job_no: story.job.jobNo,
      customer_name: 'Story Foods',
      branch_name: 'Kandy',
    });
    expect(body.request).toMatchObject({ request_no: story.request.requestNo, status: 'Sent for approval' });
    expect(body.approval).toMatchObject({
      approval_no: story.approval.approvalNo,
      status: 'Approved',
      decided_by: expect.stringContaining('Dilani'),
      remark: 'Covered by goodwill',
    });
    // Only the agreement valid on the day the job was created.
    expect(body.agreements).toEqual([
      expect.objectContaining({
        number: `AG-NOW-${p.division.id}`,
        type: 'Software',
        valid_to: daysFromToday(100),
      }),
    ]);
    expect(body.holders).toEqual([
      expect.objectContaining({
        role: 'Work',
        name: expect.stringContaining('Nimal'),
        finished: 'Waiting for the HOD',
      }),
      expect.objectContaining({ role: 'QC', name: expect.stringContaining('Hema') }),
    ]);
  });

  it('gives each task its estimates, people, time from the work log, attempts and send-backs', async () => {
    const body = (await read({ id: story.job.id }, director)).json();
    expect(body.tasks).toHaveLength(2);
    const [first, second] = body.tasks;
    expect(first).toMatchObject({
      task_no: '1',
      optimistic: 1,
      most_likely: 3,
      pessimistic: 4,
      // (1 + 4 × 3 + 4) / 6
      expected: 2.83,
      task_user_id: story.work.id,
      assignee: expect.stringContaining('Nimal'),
      checker: expect.stringContaining('Hema'),
      status: 'Finished',
      spent_minutes: 150,
      check_minutes: 30,
      attempts: 2,
      send_backs: 1,
      plan_date: todayInColombo(),
    });
    expect(first.started_at).not.toBeNull();
    expect(second).toMatchObject({
      task_no: '2',
      task_user_id: null,
      assignee: null,
      status: 'N/A',
      spent_minutes: 0,
    });
    expect(body.totals).toEqual({
      task_count: 2,
      most_likely_hours: 4,
      expected_hours: 3.83,
      spent_minutes: 180,
      work_minutes: 150,
      check_minutes: 30,
      send_backs: 1,
    });
  });

  it('agrees with All Job Details on the time spent', async () => {
    const details = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/details',
      headers: director.headers,
      payload: { selected_job: story.job.id },
    });
    expect(details.statusCode, details.body).toBe(200);
    const { total_spent_time: spent } = details.json();
    const body = (await read({ id: story.job.id }, director)).json();
    expect(spent.days * 1440 + spent.hours * 60 + spent.minutes).toBe(body.totals.spent_minutes);
  });

  it('lists the timeline oldest first with the send-back’s words', async () => {
    const body = (await read({ id: story.job.id }, director)).json();
    const kinds = body.timeline.map((e: { kind: string }) => e.kind);
    expect(body.timeline_total).toBe(body.timeline.length);
    expect(kinds).toContain('Bug');
    const bug = body.timeline.find((e: { kind: string }) => e.kind === 'Bug');
    expect(bug).toMatchObject({ comment: 'Receipt printer misaligned', task_no: '1', to_section: 'Picked' });
    const times = body.timeline.map((e: { at: string }) => e.at);
    expect([...times].sort()).toEqual(times);
  });

  it('finds the job by number (any case) and by one of its holds', async () => {
    const byNo = await read({ job_no: ` ${story.job.jobNo.toLowerCase()} ` }, director);
    expect(byNo.statusCode, byNo.body).toBe(200);
    expect(byNo.json().job.id).toBe(story.job.id);
    const byHold = await read({ job_user_id: story.work.jobUserId }, director);
    expect(byHold.json().job.id).toBe(story.job.id);
  });

  it('answers 401, 403 without 22 or for another department, 404 and 400 naming the field', async () => {
    expect((await read({ id: story.job.id }, null)).statusCode).toBe(401);
    expect((await read({ id: story.job.id }, p.holder)).statusCode).toBe(403);
    // The HOD sees their own department's job; a head of another does not.
    expect((await read({ id: story.job.id }, p.hod)).statusCode).toBe(200);
    const otherHead = await signedIn(t, { roleId: RoleId.HOD });
    const refused = await read({ id: story.job.id }, otherHead);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(Msg.reports.onlyOwnDivision);
    const missing = await read({ job_no: 'NO-SUCH-JOB' }, director);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Msg.jobAdmin.jobNotFound);
    const empty = await read({}, director);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ job_no: Msg.jobAdmin.jobNoRequired });
    const badId = await read({ id: 'abc' }, director);
    expect(badId.json().errors).toEqual({ id: Msg.reports.jobInvalid });
  });
});

describe('POST reports/job_in_detail/download', () => {
  it('prints the story as a landscape PDF with the tasks, the holders and the timeline', async () => {
    const res = await download({ job_no: story.job.jobNo }, 'pdf', director);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/jobs-in-detail-/);
    const pdf = readPdf(res.rawPayload);
    expect(pdf.complaints).toEqual([]);
    expect(pdf.landscape).toBe(true);
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const words of [
      `Jobs In Detail ${story.job.jobNo}`,
      'Story Foods',
      `AG-NOW-${p.division.id}`,
      story.approval.approvalNo,
      'Holders',
      'Timeline',
      'Receipt printer misaligned',
      'Task 2',
      // Spent 150 minutes, checked 30.
      '2:30',
      '0:30',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain(`AG-OLD-${p.division.id}`);
  });

  it('writes the same rows to Excel, the timeline under the tasks', async () => {
    const res = await download({ id: story.job.id }, 'xlsx', director);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await workbookRows(res.rawPayload);
    const header = rows.findIndex((r) => r[0] === 'Task No');
    expect(rows[header + 1]!.slice(0, 6)).toEqual(['1', 'Task 1', 1, 3, 4, 2.83]);
    expect(rows[header + 2]!.slice(0, 2)).toEqual(['2', 'Task 2']);
    const timeline = rows.findIndex((r) => r[0] === 'Timeline');
    expect(timeline).toBeGreaterThan(header);
    const body = (await read({ id: story.job.id }, director)).json();
    // The heading, the header, then one row per entry.
    expect(rows.slice(timeline + 2).filter((r) => r.length > 0)).toHaveLength(body.timeline.length);
  });
});

describe('a long history', () => {
  it('keeps the newest 2,000 entries of the timeline and counts them all', async () => {
    const before = (await read({ id: story.job.id }, director)).json();
    // A QC check's opening reads as the panel words it, naming the checker.
    const opened = before.timeline.find((e: { kind: string }) => e.kind === 'QC check');
    expect(opened.comment).toContain('Hema');
    await t.database.db.execute(
      sql`insert into activities (task_user_id, job_id, user_id, type, comment, created_at)
          select ${story.work.id}, ${story.job.id}, ${p.holder.id}, ${ActivityType.COMMENT}, 'note ' || n,
                 now() + n * interval '1 second'
          from generate_series(1, 2000) n`,
    );
    const body = (await read({ id: story.job.id }, director)).json();
    expect(body.timeline).toHaveLength(2000);
    expect(body.timeline_total).toBe(before.timeline_total + 2000);
    expect(body.timeline.at(-1).comment).toBe('note 2000');
    expect(body.timeline[0].comment).toBe('note 1');
  });
});
