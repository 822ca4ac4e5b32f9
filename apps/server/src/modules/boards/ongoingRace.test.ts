import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoveRefusal, TaskSection as S, WorkState } from '@jobline/shared';
import { taskUsers } from '../../db/schema';
import { AppError } from '../../errors';
import { signedIn } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import {
  boardJob,
  boardPeople,
  workLogOf,
  type BoardPeople,
  boardsApp,
  type BoardApi,
} from './boardsTestKit';
import { guardOneOngoing } from './ongoingHolder';

let t: TestApp;
let p: BoardPeople;
let api: BoardApi;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(boardPeople));
});
afterAll(() => t.close());

/** A new employee with `n` planned tasks in Picked. */
async function plannedTasks(n: number) {
  const holder = await signedIn(t, { divisionId: p.division.id });
  const estimates = Array.from({ length: n }, () => [1, 1, 1] as [number, number, number]);
  const { assigned } = await boardJob(t.database.db, { ...p, holder }, estimates, { section: S.PICKED });
  return { holder, ids: assigned.map((a) => a.id) };
}

const ongoingOf = (userId: number) =>
  t.database.db
    .select({ id: taskUsers.id })
    .from(taskUsers)
    .where(and(eq(taskUsers.userId, userId), eq(taskUsers.section, S.ONGOING), isNull(taskUsers.closedAt)));

describe('one ongoing task per employee under concurrency (design.md §4)', () => {
  it('lets one of 20 concurrent starts win; the others answer status 1, never a 500', async () => {
    const { holder, ids } = await plannedTasks(20);
    const results = await Promise.all(ids.map((id) => api.move(holder, id, S.PICKED, S.ONGOING)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = ids[statuses.indexOf(200)]!;
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({
        status: MoveRefusal.ANOTHER_ONGOING,
        ongoing: { task_user_id: winner },
      });
    }
    expect(await ongoingOf(holder.id)).toEqual([{ id: winner }]);
    const log = await workLogOf(t.database.db, holder.id);
    expect(log.map((w) => [w.state, w.taskUserId])).toEqual([[WorkState.WORKING, winner]]);
  });

  it('runs concurrent switches (activity/change) one after another, leaving one ongoing', async () => {
    const { holder, ids } = await plannedTasks(8);
    const results = await Promise.all(ids.map((id) => api.change(holder, id, S.PICKED, S.ONGOING)));
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const ongoing = await ongoingOf(holder.id);
    expect(ongoing).toHaveLength(1);
    const held = results.map((r) => r.json().held_task_user_id).filter((id) => id !== null);
    expect(held).toHaveLength(7);
    expect(held).not.toContain(ongoing[0]!.id);
  });

  it('answers status 1 when the database index refuses a second ongoing row', async () => {
    const { holder, ids } = await plannedTasks(2);
    await t.database.db.update(taskUsers).set({ section: S.ONGOING }).where(eq(taskUsers.id, ids[0]!));
    const attempt = guardOneOngoing(
      t.database.db,
      () => holder.id,
      () => t.database.db.execute(sql`update task_users set section = ${S.ONGOING} where id = ${ids[1]!}`),
    );
    const err = await attempt.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(409);
    expect((err as AppError).body).toMatchObject({ status: 1, ongoing: { task_user_id: ids[0] } });
  });
});
