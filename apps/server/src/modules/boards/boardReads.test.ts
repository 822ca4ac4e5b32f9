import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BUSINESS_HOURS,
  dayInZone,
  FinishedJobStatus,
  JobPriority,
  JobUserRole,
  Msg,
  Perm,
  TaskSection as S,
} from '@jobline/shared';
import { queryRows } from '../../db/client';
import { jobs } from '../../db/schema';
import { signedIn, type Actor } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
import { testDatabaseKind } from '../../test/testDatabaseServer';
import type { TestApp } from '../../test/testApp';
import { boardApi, boardJob, boardPeople, type BoardPeople, boardsApp, type BoardApi } from './boardsTestKit';
import { worksheet } from '../worksheets/worksheetQuery';
import { lockAssignment } from './assignmentLock';
import { listJobCards } from './jobCardsQuery';
import { findOngoing } from './ongoingHolder';
import { setAssignment, setHold } from './panelTestKit';
import { spentOn } from './workTimeline';

const M = Msg.boards;
let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
/** Someone with the same rights as the holder, on their own jobs: their holds must never show up. */
let other: BoardPeople;

beforeAll(async () => {
  ({ t, p } = await boardsApp(boardPeople));
  other = await boardPeople(t);
  api = boardApi(t);
});
afterAll(() => t.close());

const sections = (who: Actor | null, body: Record<string, unknown>) => api.post('/api/sections', body, who);

describe('POST sections', () => {
  it('answers 401 without a session and 400 for an unknown board type', async () => {
    expect((await sections(null, { type: 1 })).statusCode).toBe(401);
    const bad = await sections(p.holder, { type: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.type).toBe(M.sectionInvalid);
  });

  it('without a hold answers the columns of each board type', async () => {
    const job = (await sections(p.holder, { type: 1 })).json();
    expect(job.board).toBeNull();
    expect(job.sections.map((s: { section_name: string }) => s.section_name)).toEqual([
      'Back Log',
      'Picked',
      'Ongoing',
      'Hold',
      'QC',
      'Finished',
    ]);
    const qc = (await sections(p.holder, { type: 2 })).json();
    expect(qc.sections.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('shows the holder their hold’s open tasks in their columns, with the header', async () => {
    const db = t.database.db;
    const { job, assigned } = await boardJob(
      db,
      p,
      [
        [1, 2, 3],
        [1, 1, 1],
        [1, 1, 1],
      ],
      { section: S.PICKED, checker: { userId: p.checker.id } },
    );
    await setAssignment(db, assigned[1]!.id, { section: S.HOLD });
    await setAssignment(db, assigned[2]!.id, { closedAt: new Date() });
    const res = await sections(p.holder, { type: 1, job_user_id: assigned[0]!.jobUserId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const column = (id: number) => body.sections.find((s: { id: number }) => s.id === id).tasks;
    expect(column(S.PICKED).map((c: { id: number }) => c.id)).toEqual([assigned[0]!.id]);
    expect(column(S.HOLD).map((c: { id: number }) => c.id)).toEqual([assigned[1]!.id]);
    expect(column(S.BACK_LOG)).toEqual([]);
    expect(body.board).toMatchObject({
      job: { id: job.id, job_no: job.jobNo, canceled: false },
      job_user_id: assigned[0]!.jobUserId,
      holder: { id: p.holder.id },
      finished_status: null,
      is_holder: true,
    });
  });

  it('opens the board to managers of the job, not to strangers', async () => {
    const { assigned } = await boardJob(t.database.db, p, [[1, 2, 3]]);
    const body = { type: 1, job_user_id: assigned[0]!.jobUserId };
    const hod = await sections(p.hod, body);
    expect(hod.statusCode).toBe(200);
    expect(hod.json().board.is_holder).toBe(false);
    expect((await sections(p.lead, body)).statusCode).toBe(200);
    for (const stranger of [p.outsider, p.checker, other.hod]) {
      const refused = await sections(stranger, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: 11, message: M.notYourBoard });
    }
  });

  it('opens a QC hold only on the QC board, and a work hold only on the job board', async () => {
    const { assigned } = await boardJob(t.database.db, p, [[1, 2, 3]], { checker: { userId: p.checker.id } });
    const qcHold = assigned[0]!.qc!.jobUserId;
    expect((await sections(p.checker, { type: 1, job_user_id: qcHold })).statusCode).toBe(404);
    const qc = await sections(p.checker, { type: 2, job_user_id: qcHold });
    expect(qc.statusCode).toBe(200);
    expect(qc.json().sections[0].tasks[0]).toMatchObject({ qc_id: 0, checks_task_user_id: assigned[0]!.id });
    expect((await sections(p.holder, { type: 2, job_user_id: assigned[0]!.jobUserId })).statusCode).toBe(404);
    expect((await sections(p.holder, { type: 1, job_user_id: 999_999 })).statusCode).toBe(404);
  });
});

describe('GET jobs/cards and GET jobs/qc', () => {
  it('answer 401 without a session and 403 without Tasks (15) / QC Tasks (16)', async () => {
    const qcOnly = await signedIn(t, { roleId: null, permissions: [Perm.QC_TASKS] });
    const tasksOnly = await signedIn(t, { roleId: null, permissions: [Perm.TASKS] });
    for (const [url, lacking, holding] of [
      ['/api/jobs/cards', qcOnly, tasksOnly],
      ['/api/jobs', qcOnly, tasksOnly],
      ['/api/jobs/qc', tasksOnly, qcOnly],
    ] as const) {
      expect((await api.get(url, null)).statusCode).toBe(401);
      expect((await api.get(url, lacking)).statusCode).toBe(403);
      expect((await api.get(url, holding)).statusCode).toBe(200);
    }
  });

  it('list only the caller’s own holds with open tasks, active first, then priority and due date', async () => {
    const db = t.database.db;
    const me = await boardPeople(t);
    const mine = async (priority: number, dueDate: string, section: number = S.PICKED) =>
      boardJob(db, me, [[1, 2, 3]], { section, job: { priority, dueDate } });
    const urgentLate = await mine(JobPriority.URGENT, daysFromToday(-5));
    const regular = await mine(JobPriority.REGULAR, daysFromToday(3));
    const urgentSoon = await mine(JobPriority.URGENT, daysFromToday(2));
    const active = await mine(JobPriority.LOW, daysFromToday(9), S.ONGOING);
    const accepted = await mine(JobPriority.URGENT, daysFromToday(1), S.FINISHED);
    await setHold(db, accepted.assigned[0]!.jobUserId, { finishedStatus: FinishedJobStatus.ACCEPTED });
    const closed = await mine(JobPriority.URGENT, daysFromToday(1));
    await setAssignment(db, closed.assigned[0]!.id, { closedAt: new Date() });
    const deleted = await mine(JobPriority.URGENT, daysFromToday(1));
    await db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, deleted.job.id));
    await boardJob(db, other, [[1, 2, 3]]);

    const res = await api.get('/api/jobs/cards', me.holder);
    expect(res.statusCode, res.body).toBe(200);
    // GET jobs is the same list.
    expect((await api.get('/api/jobs', me.holder)).json()).toEqual(res.json());
    const cards = res.json().jobs;
    expect(cards.map((c: { id: number }) => c.id)).toEqual(
      [active, urgentLate, urgentSoon, regular].map((m) => m.job.id),
    );
    const [first, late] = cards;
    expect(first).toMatchObject({ isActive: true, ongoing: '1', is_qc_job: false, open_tasks: 1 });
    expect(first.job_user).toEqual({ id: active.assigned[0]!.jobUserId });
    expect(late).toMatchObject({ isActive: false, ongoing: null, isJobExpired: true });
    expect(cards[2].isJobExpired).toBe(false);
    expect((await api.get('/api/jobs/qc', me.holder)).json().jobs).toEqual([]);
  });

  // The plan PostgreSQL keeps for every caller (generic, from the sixth call) must read a person's
  // live holds through job_users_live_idx: with the statement's constants sent as parameters, or an
  // index condition that no longer matches FinishedJobStatus.ACCEPTED, it reads all their holds.
  it.runIf(testDatabaseKind() === 'postgres')(
    'reads a person’s holds not yet accepted through their index, in the plan kept for everyone',
    async () => {
      const db = t.database.db;
      const me = await boardPeople(t);
      for (let i = 0; i < 6; i++) {
        const done = await boardJob(db, me, [[1, 2, 3]], { section: S.FINISHED });
        await setHold(db, done.assigned[0]!.jobUserId, { finishedStatus: FinishedJobStatus.ACCEPTED });
      }
      await boardJob(db, me, [[1, 2, 3]]);
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`analyze job_users`);
        await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
        await tx.execute(sql`set local enable_seqscan = off`);
        expect(await listJobCards(tx, me.holder.id, JobUserRole.WORK, daysFromToday(0))).toHaveLength(1);
        const [kept] = await queryRows<{ name: string }>(
          tx,
          sql`select name from pg_prepared_statements where name like 'job_cards_work%'`,
        );
        const explained = await queryRows(
          tx,
          sql.raw(`explain (format json) execute "${kept!.name}"(${me.holder.id})`),
        );
        return JSON.stringify(explained);
      });
      expect(plan).toContain('job_users_live_idx');
    },
  );

  it('lists QC holds on /qcs until every check on them passed', async () => {
    const db = t.database.db;
    const checking = await boardJob(db, other, [[1, 2, 3]], {
      checker: { userId: other.checker.id, section: S.QC },
    });
    const passed = await boardJob(db, other, [[1, 2, 3]], {
      checker: { userId: other.checker.id, section: S.PASS },
    });
    const res = await api.get('/api/jobs/qc', other.checker);
    expect(res.statusCode).toBe(200);
    const ids = res.json().jobs.map((c: { id: number }) => c.id);
    expect(ids).toContain(checking.job.id);
    expect(ids).not.toContain(passed.job.id);
    expect(res.json().jobs[0]).toMatchObject({
      is_qc_job: true,
      job_user_id: checking.assigned[0]!.qc!.jobUserId,
    });
    expect((await api.get('/api/jobs/cards', other.checker)).json().jobs).toEqual([]);
  });
});

// A move's and a worksheet's lookups by one or two ids, or by one person's day, were planned afresh
// on every call, which cost more than the lookups (keptParamSql, constantSql): from the sixth call
// PostgreSQL must use the plan it kept.
describe('the plans PostgreSQL keeps', () => {
  it.runIf(testDatabaseKind() === 'postgres')(
    'serve the move’s and a worksheet’s lookups from the sixth call on',
    async () => {
      const db = t.database.db;
      const me = await boardPeople(t);
      const { assigned } = await boardJob(db, me, [[1, 2, 3]], {
        section: S.HOLD,
        checker: { userId: me.checker.id },
      });
      const id = assigned[0]!.id;
      const started = await api.move(me.holder, id, S.HOLD, S.ONGOING);
      expect(started.statusCode, started.body).toBe(200);
      const now = new Date();
      const today = dayInZone(now, 'Asia/Colombo');
      const clock = { timeZone: 'Asia/Colombo', hours: DEFAULT_BUSINESS_HOURS, now };
      const kept = await db.transaction(async (tx) => {
        for (let i = 0; i < 8; i++) {
          expect((await lockAssignment(tx, id))?.pair).not.toBeNull();
          expect(await findOngoing(tx, me.holder.id, id, true)).toBeNull();
          expect((await spentOn(tx, [id], now)).get(id)?.running).toBe(true);
          const sheet = await worksheet(tx, me.holder.id, { from: today, to: today }, clock);
          expect(sheet.report.some((row) => row.task_user_id === id)).toBe(true);
        }
        return queryRows<{ name: string; generic_plans: number }>(
          tx,
          sql`select name, generic_plans::int from pg_prepared_statements
              where name ~ '^(assignment_context|open_checks_locked|ongoing_locked|spent_on|worksheet_task_facts|work_rows_of_one)_'
              order by name`,
        );
      });
      for (const name of [
        'assignment_context',
        'open_checks_locked',
        'ongoing_locked',
        'spent_on',
        'worksheet_task_facts',
        'work_rows_of_one',
      ]) {
        const statement = kept.find((k) => k.name.startsWith(`${name}_`));
        expect(statement?.generic_plans, name).toBeGreaterThan(0);
      }
      // The one-ongoing check's kept plan knows the section it looks in, so it may use the partial
      // indexes on it (task_users_one_ongoing_key on a company's data); sent as a parameter, it could not.
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
        await tx.execute(sql`set local enable_seqscan = off`);
        expect(await findOngoing(tx, me.holder.id, null, true)).toMatchObject({ id });
        const [statement] = await queryRows<{ name: string }>(
          tx,
          sql`select name from pg_prepared_statements where name like 'ongoing\_locked\_%'`,
        );
        return JSON.stringify(
          await queryRows(
            tx,
            sql.raw(`explain (format json) execute "${statement!.name}"(${me.holder.id}, null, null)`),
          ),
        );
      });
      expect(plan).toContain(`section = ${S.ONGOING}`);
      expect(plan).not.toMatch(/section = \$\d/);
    },
  );
});
