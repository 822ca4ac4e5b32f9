import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { classifyRefusal } from './moveRefusal';

const refusal = (http: number, status: number | undefined, body: Record<string, unknown> = {}) =>
  new ApiError(http, 'Server says no', {}, status, { status, message: 'Server says no', ...body });

describe('classifyRefusal', () => {
  it('reads the status of a refused move as what the board offers next (R-010)', () => {
    expect(classifyRefusal(refusal(409, 3)).kind).toBe('someoneOnIt');
    expect(classifyRefusal(refusal(409, 4)).kind).toBe('invalidSection');
    expect(classifyRefusal(refusal(409, 7)).kind).toBe('stale');
    expect(classifyRefusal(refusal(409, 8)).kind).toBe('needsAuthorization');
    expect(classifyRefusal(refusal(403, 11)).kind).toBe('accessDenied');
    expect(classifyRefusal(refusal(400, undefined))).toEqual({ kind: 'other', message: 'Server says no' });
    expect(classifyRefusal(new Error('offline'))).toEqual({ kind: 'other', message: 'offline' });
  });

  it('names the ongoing task of a status-1 refusal, and copes without it', () => {
    const ongoing = { task_user_id: 9, task_no: 'T-2', job_no: 'J26-00003', task_name: 'Wire the till' };
    expect(classifyRefusal(refusal(409, 1, { ongoing }))).toEqual({
      kind: 'anotherOngoing',
      message: 'Server says no',
      ongoing,
    });
    expect(classifyRefusal(refusal(409, 1))).toMatchObject({ kind: 'anotherOngoing', ongoing: null });
  });
});
