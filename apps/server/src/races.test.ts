import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinishedJobStatus, NotificationType, Perm, RoleId, TaskSection as S } from '@jobline/shared';
import { queryRows } from './db/client';
import { auditLog, jobs, jobUsers, notifications, taskUsers } from './db/schema';
import { actor, createUser } from './test/factories';
import { signedIn, type Actor } from './test/helpers';
import { boardJob } from './modules/boards/boardsTestKit';
import { customerPayload } from './modules/customers/testPayloads';
import { caller, createIntakeWorld, type IntakeWorld } from './modules/intake/intakeTestKit';
import { insertJob } from './modules/jobAdmin/jobAdminTestKit';
import {
  asked,
  decided,
  leaveBody,
  leaveCalls,
  leavePeople,
  type LeavePeople,
} from './modules/leave/leaveTestKit';
import { createDepartment, employeeBody } from './modules/people/employeeTestKit';
import { presetWorld, type PresetWorld } from './modules/worksheets/presets/presetTestKit';
import { lastWeekday } from './modules/worksheets/worksheetTestKit';

/**
 * Every invariant that must hold once however many requests arrive together: N identical (or
 * opposing) requests at once end in exactly one effect, the others in a 4xx that says why, never a
 * 5xx. On PGlite (one connection) the requests run one after another; on PostgreSQL they race.
 */
const N = 8;

let w: PresetWorld;
let leave: LeavePeople;
let intake: IntakeWorld;
let admin: Actor;
let jobMaker: Actor;
let lead: Actor;

beforeAll(async () => {
  // The worksheet corrections need the boards' world and its app; every other case shares them.
  w = await presetWorld();
  leave = await leavePeople(w.t);
  intake = await createIntakeWorld(w.t);
  admin = await signedIn(w.t, { roleId: RoleId.ADMIN });
  jobMaker = await actor(w.t, { roleId: null, permissions: [Perm.NEW_JOB, Perm.JOBS] });
  lead = await signedIn(w.t, { roleId: RoleId.TEAM_LEADER, permissions: [Perm.JOB_DETAILS] });
}, 120_000);
afterAll(() => w.t.close());

type Reply = Awaited<ReturnType<PresetWorld['t']['app']['inject']>>;

interface Race {
  /** The N requests, started together. */
  fire: () => Promise<Reply>[];
  /** How many of them may succeed (1, unless each request makes its own row). */
  winners?: number;
  /** The effects the database holds afterwards: `once` of them (default: as many as winners). */
  effects: () => Promise<number>;
  once?: number;
}

const post = (url: string, payload: unknown, who: Actor) => caller(w.t).post(`/api/${url}`, payload, who);
const times = <T>(make: (i: number) => T) => Array.from({ length: N }, (_, i) => make(i));
const countOf = async (query: SQL) => (await queryRows<{ n: number }>(w.t.database.db, query))[0]!.n;
const audits = async (actions: string[], entityId: number) =>
  (
    await w.t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(inArray(auditLog.action, actions), eq(auditLog.entityId, String(entityId))))
  ).length;

const races: [string, () => Promise<Race>][] = [
  [
    'one ongoing task per employee: N of their planned tasks moved to Ongoing at once',
    async () => {
      const holder = await signedIn(w.t, { divisionId: w.p.division.id });
      const estimates = times(() => [1, 1, 1] as [number, number, number]);
      const { assigned } = await boardJob(w.t.database.db, { ...w.p, holder }, estimates, {
        section: S.PICKED,
      });
      return {
        fire: () => assigned.map((a) => w.api.move(holder, a.id, S.PICKED, S.ONGOING)),
        effects: async () =>
          (
            await w.t.database.db
              .select({ id: taskUsers.id })
              .from(taskUsers)
              .where(
                and(
                  eq(taskUsers.userId, holder.id),
                  eq(taskUsers.section, S.ONGOING),
                  isNull(taskUsers.closedAt),
                ),
              )
          ).length,
      };
    },
  ],
  [
    'a customer code is taken once, whatever its case',
    async () => {
      const code = `RACE-${Date.now()}`;
      return {
        fire: () =>
          times((i) =>
            post('customers', customerPayload({ customer_code: i % 2 ? code : code.toLowerCase() }), admin),
          ),
        effects: () =>
          countOf(sql`select count(*)::int as n from customers where lower(code) = lower(${code})`),
      };
    },
  ],
  [
    'an employee number and e-mail are taken once',
    async () => {
      const body = employeeBody(await createDepartment(w.t));
      return {
        fire: () => times(() => post('employee/add', body, admin)),
        effects: () =>
          countOf(sql`select count(*)::int as n from users where lower(email) = lower(${body.email})`),
      };
    },
  ],
  [
    'a job number is issued once: N jobs created at once get N numbers',
    async () => {
      const title = `Race ${Date.now()}`;
      return {
        fire: () => times(() => post('jobs', intake.draft({ job_title: title }), jobMaker)),
        winners: N,
        effects: async () => {
          const rows = await w.t.database.db
            .select({ no: jobs.jobNo })
            .from(jobs)
            .where(eq(jobs.title, title));
          return new Set(rows.map((r) => r.no)).size;
        },
      };
    },
  ],
  [
    'a job waiting for approval is approved or rejected once',
    async () => {
      const sent = await post('job/pending', intake.draft({ job_category_id: 30 }), intake.coord);
      expect(sent.statusCode, sent.body).toBe(200);
      const id = sent.json().pending.id as number;
      return {
        fire: () =>
          times((i) =>
            i % 2
              ? post('job/pending/approve', { id, approved_with: intake.director.id }, intake.admin)
              : post('job/pending/reject', { id, remark: 'Not this month' }, intake.admin),
          ),
        effects: () => audits(['pending_approval.approve', 'pending_approval.reject'], id),
      };
    },
  ],
  [
    'a leave request is approved or rejected once',
    async () => {
      const who = await signedIn(w.t, { divisionId: leave.division.id });
      const asking = await asked(leaveCalls(w.t), who, leaveBody('2032-03-10'));
      return {
        fire: () =>
          times((i) =>
            leaveCalls(w.t).decide(i % 2 ? 'approve' : 'reject', i % 4 < 2 ? leave.hod : leave.director, {
              id: asking.id,
              remark: 'Busy week',
            }),
          ),
        effects: () => audits(['leave.approve', 'leave.reject'], asking.id),
      };
    },
  ],
  [
    'the cancellation of an approved leave is asked for once',
    async () => {
      const who = await signedIn(w.t, { divisionId: leave.division.id });
      const calls = leaveCalls(w.t);
      const approved = await asked(calls, who, leaveBody('2032-03-11'));
      await decided(calls, 'approve', leave.hod, approved.id);
      return {
        fire: () => times(() => calls.cancel(who, approved.id)),
        effects: () => audits(['leave.cancel_request'], approved.id),
      };
    },
  ],
  [
    'the cancellation of a leave is approved or rejected once',
    async () => {
      const who = await signedIn(w.t, { divisionId: leave.division.id });
      const calls = leaveCalls(w.t);
      const approved = await asked(calls, who, leaveBody('2032-03-12'));
      await decided(calls, 'approve', leave.hod, approved.id);
      expect((await calls.cancel(who, approved.id)).statusCode).toBe(200);
      return {
        fire: () =>
          times((i) =>
            calls.decide(i % 2 ? 'cancel/approve' : 'cancel/reject', leave.director, {
              id: approved.id,
              remark: 'Needed that day',
            }),
          ),
        effects: () => audits(['leave.cancel_approve', 'leave.cancel_reject'], approved.id),
      };
    },
  ],
  [
    'a worksheet correction is approved once',
    async () => {
      const { holder, day } = await w.workedDay(lastWeekday(2));
      const preset = await w.sentDay(holder, day);
      const [row] = await queryRows<{ version: number }>(
        w.t.database.db,
        sql`select version from worksheet_presets where id = ${preset}`,
      );
      return {
        fire: () =>
          times((i) =>
            w.post(
              '/reports/activity/preset/approve',
              { preset, version: row!.version },
              i % 2 ? w.p.hod : w.director,
            ),
          ),
        effects: () => audits(['worksheet_preset.approve'], preset),
      };
    },
  ],
  [
    'a finished job is accepted or rejected once',
    async () => {
      const worker = await createUser(w.t.database.db);
      const job = await insertJob(w.t.database.db, { customerId: intake.customer.id });
      const [hold] = await w.t.database.db
        .insert(jobUsers)
        .values({
          jobId: job.id,
          userId: worker.id,
          finishedStatus: FinishedJobStatus.AWAITING,
          finishedAt: new Date(),
        })
        .returning();
      return {
        fire: () =>
          times((i) =>
            i % 2
              ? post('jobs/hod/finished', { job_user_id: hold!.id }, lead)
              : post('jobs/hod/reject', { job_user_id: hold!.id, reason: 'Missing the report' }, admin),
          ),
        effects: () => audits(['job_user.finish.accept', 'job_user.finish.reject'], hold!.id),
      };
    },
  ],
  [
    'a notification is marked read once: every opening answers, one changes it',
    async () => {
      const who = await signedIn(w.t);
      const [row] = await w.t.database.db
        .insert(notifications)
        .values({ userId: who.id, type: NotificationType.COMMENT, title: 'Race' })
        .returning({ id: notifications.id });
      return {
        fire: () => times(() => post(`notifications/${row!.id}`, {}, who)),
        winners: N,
        once: 1,
        effects: () => audits(['notification.viewed'], row!.id),
      };
    },
  ],
];

describe(`${N} concurrent requests on one invariant leave exactly one effect`, () => {
  it.each(races)('%s', async (_, setUp) => {
    const race = await setUp();
    const winners = race.winners ?? 1;
    const replies = await Promise.all(race.fire());
    const statuses = replies.map((r) => r.statusCode);
    const summary = replies.map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`).join('\n');
    expect(
      statuses.filter((s) => s >= 500),
      summary,
    ).toEqual([]);
    expect(
      statuses.filter((s) => s >= 200 && s < 300),
      summary,
    ).toHaveLength(winners);
    for (const refused of replies.filter((r) => r.statusCode >= 300)) {
      expect(refused.statusCode, summary).toBeGreaterThanOrEqual(400);
      // A refusal says why: the spec's message for the state the winner left behind.
      expect(refused.json().message, summary).toEqual(expect.stringMatching(/\S/));
    }
    expect(await race.effects()).toBe(race.once ?? winners);
  });
});
