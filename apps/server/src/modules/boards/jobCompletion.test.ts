import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinishedJobStatus, TaskSection as S } from '@jobline/shared';
import { jobUsers, taskUsers } from '../../db/schema';
import { createDivision } from '../../test/factories';
import type { TestApp } from '../../test/testApp';
import {
  boardJob,
  boardPeople,
  boardState,
  noticesOf,
  type BoardPeople,
  boardsApp,
  type BoardApi,
} from './boardsTestKit';

let t: TestApp;
let p: BoardPeople;
let api: BoardApi;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(boardPeople));
});
afterAll(() => t.close());

/** A fresh job with one task (2 h) on the holder's board in this section. */
const oneTask = async (section: number, options: Parameters<typeof boardJob>[3] = {}) => {
  const made = await boardJob(t.database.db, p, [[1, 2, 3]], { section, ...options });
  return { ...made, tu: made.assigned[0]! };
};

/** Nothing of the holder's is ongoing, so each test starts from a clean slate. */
const noOngoing = () =>
  t.database.db.update(taskUsers).set({ section: S.HOLD }).where(eq(taskUsers.section, S.ONGOING));

/** The request is refused with this status and nothing at all was written. */
async function expectRefused(
  call: () => ReturnType<typeof api.move>,
  http: number,
  body: Record<string, unknown>,
) {
  const before = await boardState(t.database.db);
  const res = await call();
  expect(res.statusCode, res.body).toBe(http);
  expect(res.json()).toMatchObject(body);
  expect(await boardState(t.database.db)).toEqual(before);
}

/** The assignment's own stamps. */
const stampsOf = async (id: number) => {
  const [row] = await t.database.db.select().from(taskUsers).where(eq(taskUsers.id, id));
  return { finishedAt: row!.finishedAt, startedAt: row!.startedAt, attempts: row!.attempts };
};

describe('finishing a hold’s last task', () => {
  it('finishes the last task: the hold waits for the HOD, who is told (type 4)', async () => {
    await noOngoing();
    const { tu, job } = await oneTask(S.ONGOING);
    const res = await api.move(p.holder, tu.id, S.ONGOING, S.FINISHED);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      job_awaiting_approval: true,
      task: { current_section: 6, locked: true },
    });
    const [hold] = await t.database.db.select().from(jobUsers).where(eq(jobUsers.id, tu.jobUserId));
    expect(hold).toMatchObject({ finishedStatus: FinishedJobStatus.AWAITING });
    expect(hold!.finishedAt).toBeInstanceOf(Date);
    // The assignment itself is stamped finished at the move's instant (Home's "finished today").
    expect((await stampsOf(tu.id)).finishedAt).toEqual(hold!.finishedAt);
    const [notice] = (await noticesOf(t.database.db, p.hod.id)).filter((n) => n.jobUserId === tu.jobUserId);
    expect(notice).toMatchObject({
      type: 4,
      finishedJobStatus: 5,
      jobId: job.id,
      assignedById: p.holder.id,
      title: expect.stringMatching(
        new RegExp(`^${job.jobNo} is finished by Nimal .+ and waits for your approval$`),
      ),
    });
    // Finished and awaiting: no way back for the holder.
    await expectRefused(() => api.move(p.holder, tu.id, S.FINISHED, S.PICKED), 409, { status: 4 });
  });

  it('keeps the hold open while another of its tasks is unfinished', async () => {
    await noOngoing();
    const { assigned } = await boardJob(
      t.database.db,
      p,
      [
        [1, 1, 1],
        [1, 1, 1],
      ],
      { section: S.HOLD },
    );
    const res = await api.move(p.holder, assigned[0]!.id, S.HOLD, S.FINISHED);
    expect(res.json().job_awaiting_approval).toBe(false);
    const [hold] = await t.database.db.select().from(jobUsers).where(eq(jobUsers.id, assigned[0]!.jobUserId));
    expect(hold!.finishedStatus).toBeNull();
  });

  it('reworks a finished task once the HOD rejected the job, counting another attempt', async () => {
    await noOngoing();
    const { tu } = await oneTask(S.FINISHED);
    await t.database.db
      .update(jobUsers)
      .set({ finishedStatus: FinishedJobStatus.REJECTED, reviewReason: 'Receipts missing' })
      .where(eq(jobUsers.id, tu.jobUserId));
    await t.database.db.update(taskUsers).set({ attempts: 1 }).where(eq(taskUsers.id, tu.id));
    const finished = new Date('2026-01-05T10:00:00Z');
    const started = new Date('2026-01-02T08:00:00Z');
    await t.database.db
      .update(taskUsers)
      .set({ finishedAt: finished, startedAt: started })
      .where(eq(taskUsers.id, tu.id));
    const res = await api.move(p.holder, tu.id, S.FINISHED, S.ONGOING);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().task).toMatchObject({ current_section: 3, attempts: 2 });
    // Reworked: no longer finished, first start kept, attempts counted once.
    expect(await stampsOf(tu.id)).toMatchObject({ finishedAt: null, startedAt: started, attempts: 2 });
    expect((await api.move(p.holder, tu.id, S.ONGOING, S.FINISHED)).json().job_awaiting_approval).toBe(true);
  });

  it('accepts a quick job at once when its last task is finished (no HOD)', async () => {
    await noOngoing();
    const { tu } = await oneTask(S.HOLD, { job: { kind: 1 } });
    const res = await api.move(p.holder, tu.id, S.HOLD, S.FINISHED);
    expect(res.json().job_awaiting_approval).toBe(false);
    const [hold] = await t.database.db.select().from(jobUsers).where(eq(jobUsers.id, tu.jobUserId));
    expect(hold!.finishedStatus).toBe(FinishedJobStatus.ACCEPTED);
  });

  it('sends the finished-job notice to the coordinator when the division has no HOD', async () => {
    await noOngoing();
    const bare = await createDivision(t.database.db);
    const { tu } = await oneTask(S.HOLD, { job: { divisionId: bare.id, coordinatorId: p.checker.id } });
    await api.move(p.holder, tu.id, S.HOLD, S.FINISHED);
    expect((await noticesOf(t.database.db, p.checker.id)).map((n) => n.jobUserId)).toContain(tu.jobUserId);
  });
});
