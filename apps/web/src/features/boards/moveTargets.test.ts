import { describe, expect, it } from 'vitest';
import type { BoardTask } from '@jobline/shared';
import { canDrag, moveTargets, needsPlanDate, type BoardContext } from './moveTargets';

const work = (section: number, extra: Partial<BoardTask> = {}) =>
  ({
    current_section: section,
    locked: false,
    qc_id: 7,
    checks_task_user_id: null,
    task_plan_date: '2026-05-04',
    ...extra,
  }) as BoardTask;
const check = (section: number, extra: Partial<BoardTask> = {}) =>
  work(section, { qc_id: 0, checks_task_user_id: 41, ...extra });

const holder: BoardContext = { isHolder: true, finishedStatus: null };
const viewer: BoardContext = { isHolder: false, finishedStatus: null };

describe('moveTargets', () => {
  it('offers the holder the moves of the work state machine', () => {
    expect(moveTargets(work(1), holder)).toEqual([2, 3]);
    expect(moveTargets(work(2), holder)).toEqual([1, 3]);
    expect(moveTargets(work(3), holder)).toEqual([4, 6]);
    expect(moveTargets(work(4), holder)).toEqual([3, 6]);
    // Work waiting in QC belongs to the checker now.
    expect(moveTargets(work(5), holder)).toEqual([]);
  });

  it('reopens finished work only when the head of division rejected the job', () => {
    expect(moveTargets(work(6), holder)).toEqual([]);
    expect(moveTargets(work(6), { isHolder: true, finishedStatus: 5 })).toEqual([]);
    expect(moveTargets(work(6), { isHolder: true, finishedStatus: 11 })).toEqual([2, 3]);
  });

  it('keeps a check waiting until the work reaches QC, then checks, sends back or passes', () => {
    expect(moveTargets(check(1), holder)).toEqual([]);
    expect(moveTargets(check(5), holder)).toEqual([3, 7, 8]);
    expect(moveTargets(check(3), holder)).toEqual([4, 7, 8]);
    expect(moveTargets(check(4), holder)).toEqual([3]);
    expect(moveTargets(check(7), holder)).toEqual([]);
    expect(moveTargets(check(8), holder)).toEqual([]);
  });

  it('offers someone else only Finished on ongoing work, the way to a force finish', () => {
    expect(moveTargets(work(3), viewer)).toEqual([6]);
    expect(moveTargets(work(1), viewer)).toEqual([]);
    expect(moveTargets(work(4), viewer)).toEqual([]);
    expect(moveTargets(check(5), viewer)).toEqual([]);
  });

  it('offers nothing on a locked task', () => {
    expect(moveTargets(work(3, { locked: true }), holder)).toEqual([]);
  });
});

describe('canDrag and needsPlanDate', () => {
  it('lets only the holder drag, and only a planned task that can move', () => {
    expect(canDrag(work(1), holder)).toBe(true);
    expect(canDrag(work(1, { task_plan_date: null }), holder)).toBe(false);
    expect(canDrag(work(3), viewer)).toBe(false);
    expect(canDrag(work(5), holder)).toBe(false);
    // A check is planned by its work reaching QC.
    expect(canDrag(check(5, { task_plan_date: null }), holder)).toBe(true);
  });

  it('asks for a plan date while the task can still be worked on', () => {
    expect(needsPlanDate(work(1, { task_plan_date: null }))).toBe(true);
    // A check is planned when its work reaches QC.
    expect(needsPlanDate(check(1, { task_plan_date: null }))).toBe(false);
    expect(needsPlanDate(work(1))).toBe(false);
    expect(needsPlanDate(work(6, { task_plan_date: null }))).toBe(false);
    expect(needsPlanDate(check(8, { task_plan_date: null }))).toBe(false);
    expect(needsPlanDate(work(2, { task_plan_date: null, locked: true }))).toBe(false);
  });
});
