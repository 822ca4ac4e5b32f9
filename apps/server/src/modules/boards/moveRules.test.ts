import { describe, expect, it } from 'vitest';
import { FinishedJobStatus, MoveRefusal, Msg } from '@jobline/shared';
import { countsAsAttempt, moveRefusal, startRefusal, type MoveFacts, type MoveVia } from './moveRules';

const M = Msg.boards;
const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8];
const VIAS: MoveVia[] = ['move', 'change', 'qc', 'force', 'quickFinish'];
const HOLD_STATUSES = [
  null,
  FinishedJobStatus.AWAITING,
  FinishedJobStatus.ACCEPTED,
  FinishedJobStatus.REJECTED,
];

/** The allowed transitions, written out independently of the guard's tables. */
function allowedWork(from: number, to: number, via: MoveVia, holdStatus: number | null): boolean {
  const drags = ['1>2', '1>3', '2>1', '2>3', '3>4', '4>3', '3>6', '4>6'];
  const rework = ['6>2', '6>3'];
  const key = `${from}>${to}`;
  switch (via) {
    case 'move':
    case 'change':
      return drags.includes(key) || (rework.includes(key) && holdStatus === FinishedJobStatus.REJECTED);
    case 'force':
      return key === '3>6';
    case 'quickFinish':
      return ['1>6', '2>6', '3>6', '4>6'].includes(key);
    case 'qc':
      return false;
  }
}

function allowedQc(from: number, to: number, via: MoveVia, workSection: number | null): boolean {
  const key = `${from}>${to}`;
  if (via === 'move' || via === 'change') return ['5>3', '3>4', '4>3'].includes(key);
  if (via === 'qc') return ['5>7', '5>8', '3>7', '3>8'].includes(key) && workSection === 5;
  return false;
}

describe('moveRefusal: every (role, from, to, via) pair', () => {
  it('allows exactly the work transitions of the state machine, whatever the hold', () => {
    let allowed = 0;
    for (const via of VIAS) {
      for (const holdStatus of HOLD_STATUSES) {
        for (const from of SECTIONS) {
          for (const to of SECTIONS) {
            const facts: MoveFacts = { isQc: false, from, to, via, holdStatus, workSection: null };
            const refused = moveRefusal(facts);
            const expected = allowedWork(from, to, via, holdStatus);
            expect(refused === null, JSON.stringify(facts)).toBe(expected);
            if (refused) expect(refused.status, JSON.stringify(facts)).toBe(MoveRefusal.INVALID_SECTION);
            if (expected) allowed++;
          }
        }
      }
    }
    // 8 drags for move and change under each of 4 hold states, rework twice each once rejected,
    // force 3>6 and the quick finish from four sections under each hold state.
    expect(allowed).toBe(2 * (8 * 4 + 2) + 4 * 1 + 4 * 4);
  });

  it('allows exactly the QC transitions, and says why a waiting check cannot move', () => {
    for (const via of VIAS) {
      for (const workSection of [1, 2, 3, 4, 5, 6]) {
        for (const from of SECTIONS) {
          for (const to of SECTIONS) {
            const facts: MoveFacts = { isQc: true, from, to, via, holdStatus: null, workSection };
            const refused = moveRefusal(facts);
            expect(refused === null, JSON.stringify(facts)).toBe(allowedQc(from, to, via, workSection));
            if (!refused) continue;
            const waiting = from !== to && (from === 1 || from === 7);
            if (waiting && workSection === 3) {
              expect(refused).toEqual({ status: MoveRefusal.SOMEONE_ELSE_ON_IT, message: M.someoneOnIt });
            } else if (waiting) {
              expect(refused).toEqual({ status: MoveRefusal.INVALID_SECTION, message: M.qcWaitingForWork });
            } else {
              expect(refused.status, JSON.stringify(facts)).toBe(MoveRefusal.INVALID_SECTION);
            }
          }
        }
      }
    }
  });

  it('names the reason where it helps', () => {
    const work = { isQc: false, holdStatus: null, workSection: null } as const;
    expect(moveRefusal({ ...work, from: 3, to: 3, via: 'move' })?.message).toBe(M.invalidSection);
    expect(moveRefusal({ ...work, from: 5, to: 7, via: 'qc' })?.message).toBe(M.qcOnlyOnQcBoard);
    expect(moveRefusal({ ...work, from: 3, to: 8, via: 'move' })?.message).toBe(M.qcOnlyOnQcBoard);
    expect(moveRefusal({ ...work, from: 4, to: 6, via: 'force' })?.message).toBe(M.forceFinishOnlyOngoing);
    expect(moveRefusal({ ...work, from: 6, to: 3, via: 'move' })?.message).toBe(M.taskLocked);
    expect(
      moveRefusal({ ...work, from: 6, to: 3, via: 'move', holdStatus: FinishedJobStatus.AWAITING })?.message,
    ).toBe(M.taskLocked);
  });
});

describe('startRefusal: what entering Ongoing needs, in order', () => {
  const ready = { planDate: '2026-01-05', estimateMinutes: 120, spentMinutes: 0, authorized: false };

  it('needs a plan date first, even when the estimate is used up too', () => {
    expect(startRefusal({ ...ready, planDate: null, spentMinutes: 500 })).toEqual({
      status: MoveRefusal.INVALID_SECTION,
      message: M.planDateFirst,
    });
  });

  it('needs an authorization once the spent time reaches the estimate', () => {
    expect(startRefusal({ ...ready, spentMinutes: 119 })).toBeNull();
    expect(startRefusal({ ...ready, spentMinutes: 120 })).toEqual({
      status: MoveRefusal.NEEDS_AUTHORIZATION,
      message: M.needsAuthorization,
    });
    expect(startRefusal({ ...ready, spentMinutes: 120, authorized: true })).toBeNull();
  });

  it('sets no limit for a task without an estimate', () => {
    expect(startRefusal({ ...ready, estimateMinutes: 0, spentMinutes: 10_000 })).toBeNull();
  });
});

describe('countsAsAttempt', () => {
  it('counts starts from Back Log, Picked and a rework from Finished, not a return from Hold', () => {
    expect(SECTIONS.filter(countsAsAttempt)).toEqual([1, 2, 6]);
  });
});
