import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobKind, JobStatus, Msg, RoleId, TaskSection as S } from '@jobline/shared';
import { jobs } from '../../db/schema';
import { signedIn, type Actor } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
import type { TestApp } from '../../test/testApp';
import { ONLINE_JOB_TYPE_IDS } from '../quickJobs/addJobChecks';
import { boardJob, boardPeople, type BoardPeople, boardsApp, type BoardApi } from './boardsTestKit';
import { setAssignment } from './panelTestKit';

let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
/** A quick job manager: holds the Quick Job Monitor (3) and Tasks (15). */
let manager: Actor;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(boardPeople));
  manager = await signedIn(t, {
    roleId: RoleId.QUICK_JOB_MANAGER,
    divisionId: p.division.id,
    firstName: 'Mala',
  });
});
afterAll(() => t.close());

/** A job of this kind with one task held by `who` in `section`. */
const quickJob = (who: Actor, kind: number, section: number = S.PICKED, job: Record<string, unknown> = {}) =>
  boardJob(t.database.db, { ...p, holder: who }, [[1, 1, 1]], { section, job: { kind, ...job } });

describe('GET jobs/quick-job-manager-jobs', () => {
  it('answers 401 without a session', async () => {
    expect((await api.get('/api/jobs/quick-job-manager-jobs', null)).statusCode).toBe(401);
  });

  it('lists the caller’s open quick, internal and online tasks, the ongoing one first', async () => {
    const me = await signedIn(t, { firstName: 'Asha' });
    const quick = await quickJob(me, JobKind.QUICK, S.PICKED, { dueDate: daysFromToday(-3) });
    const internal = await quickJob(me, JobKind.INTERNAL, S.HOLD, { dueDate: daysFromToday(5) });
    const online = await quickJob(me, JobKind.ONLINE_URGENT, S.ONGOING);
    await quickJob(me, JobKind.TASKING); // a tasking job is not the quick job manager's
    await quickJob(me, JobKind.QUICK, S.FINISHED);
    const closed = await quickJob(me, JobKind.QUICK);
    await setAssignment(t.database.db, closed.assigned[0]!.id, { closedAt: new Date() });
    const canceled = await quickJob(me, JobKind.QUICK);
    await t.database.db.update(jobs).set({ status: JobStatus.CANCELED }).where(eq(jobs.id, canceled.job.id));
    await quickJob(manager, JobKind.QUICK); // someone else's

    const res = await api.get('/api/jobs/quick-job-manager-jobs', me);
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json().jobs;
    expect(cards.map((c: { id: number }) => c.id)).toEqual([online.job.id, quick.job.id, internal.job.id]);
    expect(cards[0]).toMatchObject({
      isActive: true,
      kind: JobKind.ONLINE_URGENT,
      task_user_id: online.assigned[0]!.id,
      task_id: online.taskIds[0],
      current_section: S.ONGOING,
      job_user: { id: online.assigned[0]!.jobUserId },
      branch: null,
    });
    expect(cards[0].employee.name).toMatch(/^Asha /);
    expect(cards[1]).toMatchObject({ isActive: false, isJobExpired: true });
    expect(cards[2]).toMatchObject({ isJobExpired: false, current_section: S.HOLD });
  });

  it('lists a New Job typed On Line, which its Finished also finishes, but not one of another type', async () => {
    const me = await signedIn(t, { firstName: 'Ruwan' });
    const typedOnline = await quickJob(me, JobKind.TASKING, S.PICKED, { jobTypeId: ONLINE_JOB_TYPE_IDS[0] });
    const plain = await quickJob(me, JobKind.TASKING, S.PICKED, { jobTypeId: null });
    const ids = (await api.get('/api/jobs/quick-job-manager-jobs', me))
      .json()
      .jobs.map((c: { id: number }) => c.id);
    expect(ids).toContain(typedOnline.job.id);
    expect(ids).not.toContain(plain.job.id);
    const finish = (job: typeof plain) =>
      api.post(
        '/api/jobs/quickJobFinished',
        { job_id: job.job.id, job_user_id: job.assigned[0]!.jobUserId },
        me,
      );
    expect((await finish(typedOnline)).statusCode).toBe(200);
    expect((await finish(plain)).json()).toMatchObject({ message: Msg.boards.notAQuickJob });
  });
});

describe('POST jobs/getTaskUserDetails', () => {
  const details = (who: Actor | null, job_user_id: unknown) =>
    api.post('/api/jobs/getTaskUserDetails', { job_user_id }, who);

  it('answers 401, 400 without a hold, 404 for someone else’s hold', async () => {
    const { assigned } = await quickJob(manager, JobKind.QUICK);
    expect((await details(null, assigned[0]!.jobUserId)).statusCode).toBe(401);
    expect((await details(manager, 'x')).statusCode).toBe(400);
    expect((await details(p.holder, assigned[0]!.jobUserId)).statusCode).toBe(404);
  });

  it('answers the first open task of the caller’s own hold', async () => {
    const { assigned, taskIds } = await quickJob(manager, JobKind.QUICK, S.HOLD);
    const res = await details(manager, assigned[0]!.jobUserId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ task_id: taskIds[0], id: assigned[0]!.id, current_section: S.HOLD });
  });
});

describe('GET jobs/online/user/0', () => {
  it('answers 401, 403 without the add-job rights, and only online jobs the caller works on', async () => {
    expect((await api.get('/api/jobs/online/user/0', null)).statusCode).toBe(401);
    expect((await api.get('/api/jobs/online/user/0', p.holder)).statusCode).toBe(403);
    const mine = await quickJob(manager, JobKind.ONLINE_URGENT);
    const finishedButOpen = await quickJob(manager, JobKind.ONLINE_URGENT, S.FINISHED);
    const notMine = await quickJob(p.checker, JobKind.ONLINE_URGENT);
    await quickJob(manager, JobKind.QUICK);
    const res = await api.get('/api/jobs/online/user/0', manager);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().jobs.map((j: { id: number }) => j.id);
    expect(ids).toContain(mine.job.id);
    expect(ids).toContain(finishedButOpen.job.id);
    expect(ids).not.toContain(notMine.job.id);
    const all = (await api.get('/api/jobs/online/0', manager)).json().jobs.map((j: { id: number }) => j.id);
    expect(all).toContain(notMine.job.id);
  });
});
