import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FinishedJobStatus,
  JobProgress,
  JobStatus,
  Msg,
  Perm,
  TaskSection,
  type JobListRow,
} from '@jobline/shared';
import { queryRows } from '../../db/client';
import { jobUsers, taskUsers } from '../../db/schema';
import { jobCanceledSql } from '../dashboard/jobState';
import { jobDoneSql, jobProgressSql } from '../jobs/jobProgress';
import { createUser } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addSheet, insertJob } from './jobAdminTestKit';

let t: TestApp;
let reader: Actor;
/** One job in each JobProgress, found again by a keyword that only they carry. */
const KEYWORD = `progress-${Date.now().toString(36)}`;
const jobIds = {} as Record<keyof typeof JobProgress, number>;
/** One holder awaits the HOD while another still works: the job is in progress, not waiting. */
let partlyAwaiting: number;

const list = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/jobs/all', headers: reader.headers, payload: body });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  reader = await signedIn(t, { roleId: null, permissions: [Perm.JOBS, Perm.JOB_DETAILS] });
  const worker = await createUser(db, { firstName: 'Nimal' });
  const other = await createUser(db, { firstName: 'Sunil' });
  const job = (name: string, status: number = JobStatus.ACTIVE) =>
    insertJob(db, { description: `${KEYWORD} ${name}`, status });
  /** A job whose work holds (one per worker) have these HOD approval states and task sections. */
  async function worked(name: string, holds: { finished: number | null; section: number }[]) {
    const made = await job(name);
    const people = [worker, other];
    const specs = holds.map((h, i) => ({
      mostLikely: '2',
      assignee: { userId: people[i]!.id, section: h.section },
    }));
    const tasks = await addSheet(db, made.id, specs);
    for (const [i, h] of holds.entries()) {
      const [row] = await db
        .select({ hold: taskUsers.jobUserId })
        .from(taskUsers)
        .where(eq(taskUsers.id, tasks[i]!.taskUserId!));
      if (h.section !== TaskSection.BACK_LOG) {
        await db
          .update(taskUsers)
          .set({ startedAt: new Date() })
          .where(eq(taskUsers.id, tasks[i]!.taskUserId!));
      }
      await db.update(jobUsers).set({ finishedStatus: h.finished }).where(eq(jobUsers.id, row!.hold));
    }
    return made;
  }
  const { AWAITING, ACCEPTED, REJECTED } = FinishedJobStatus;
  const S = TaskSection;
  jobIds.OPEN = (await worked('open', [{ finished: null, section: S.BACK_LOG }])).id;
  jobIds.IN_PROGRESS = (
    await worked('in progress', [
      { finished: ACCEPTED, section: S.FINISHED },
      { finished: null, section: S.ONGOING },
    ])
  ).id;
  jobIds.WAITING_FOR_HOD = (
    await worked('waiting', [
      { finished: AWAITING, section: S.FINISHED },
      { finished: ACCEPTED, section: S.FINISHED },
    ])
  ).id;
  jobIds.FINISHED = (
    await worked('finished', [
      { finished: ACCEPTED, section: S.FINISHED },
      { finished: ACCEPTED, section: S.FINISHED },
    ])
  ).id;
  jobIds.REJECTED = (
    await worked('rejected', [
      { finished: REJECTED, section: S.FINISHED },
      { finished: AWAITING, section: S.FINISHED },
    ])
  ).id;
  jobIds.CANCELED = (await job('canceled', JobStatus.CANCELED)).id;
  partlyAwaiting = (
    await worked('partly awaiting', [
      { finished: AWAITING, section: S.FINISHED },
      { finished: null, section: S.HOLD },
    ])
  ).id;
});
afterAll(() => t.close());

describe('the job status of the jobs list', () => {
  it('derives each status from the job, its holds and its tasks', async () => {
    const res = await list({ keyword: KEYWORD, records: 10 });
    expect(res.statusCode).toBe(200);
    const byId = new Map((res.json().jobs.data as JobListRow[]).map((r) => [r.id, r]));
    for (const [name, jobId] of Object.entries(jobIds)) {
      const code = JobProgress[name as keyof typeof JobProgress];
      expect(byId.get(jobId), name).toMatchObject({ progress: code });
    }
    expect(byId.get(jobIds.WAITING_FOR_HOD)!.progress_label).toBe('Waiting for HOD');
    // A job nobody holds yet is open.
    const fresh = await insertJob(t.database.db, { description: `${KEYWORD} unassigned` });
    const again = (await list({ keyword: KEYWORD, records: 10 })).json().jobs.data as JobListRow[];
    expect(again.find((r) => r.id === fresh.id)!.progress).toBe(JobProgress.OPEN);
  });

  it('keeps a job in progress while one holder still works, though another awaits the HOD', async () => {
    const rows = (await list({ keyword: KEYWORD, records: 10 })).json().jobs.data as JobListRow[];
    expect(rows.find((r) => r.id === partlyAwaiting)!.progress).toBe(JobProgress.IN_PROGRESS);
  });

  it("agrees with the dashboard's finished jobs: Waiting for HOD and Finished, nothing else", async () => {
    const [row] = await queryRows<{ done: number; listed: number }>(
      t.database.db,
      sql`select (count(*) filter (where ${jobDoneSql(sql`j.id`)} and not ${jobCanceledSql(sql`j.status`)}))::int as done,
                 (count(*) filter (where ${jobProgressSql(sql`j.id`, sql`j.status`)}
                   in (${JobProgress.WAITING_FOR_HOD}, ${JobProgress.FINISHED})))::int as listed
          from jobs j`,
    );
    expect(row!.done).toBeGreaterThanOrEqual(2);
    expect(row!.done).toBe(row!.listed);
  });

  it('filters by status in the query: rows and count', async () => {
    for (const [name, jobId] of Object.entries(jobIds)) {
      const code = JobProgress[name as keyof typeof JobProgress];
      const res = await list({ keyword: KEYWORD, progress: code });
      expect(res.statusCode).toBe(200);
      const ids = (res.json().jobs.data as JobListRow[]).map((r) => r.id);
      if (code === JobProgress.OPEN) expect(ids).toContain(jobId);
      else if (code === JobProgress.IN_PROGRESS) expect(ids.sort()).toEqual([jobId, partlyAwaiting].sort());
      else expect(ids, name).toEqual([jobId]);
      expect(res.json().count).toBe(ids.length);
    }
  });

  it('refuses a status that does not exist (400, never a 500)', async () => {
    for (const progress of [0, 7, 'finished', 2.5]) {
      const res = await list({ progress });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.progress).toBe(Msg.jobAdmin.progressInvalid);
    }
  });

  it('gives the view panel the same status', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/job/get-details/${jobIds.WAITING_FOR_HOD}`,
      headers: reader.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().job.progress).toBe(JobProgress.WAITING_FOR_HOD);
  });
});
