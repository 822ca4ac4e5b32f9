import { describe, expect, it } from 'vitest';
import { TaskSection as S } from '@jobline/shared';
import { quickCardActions } from './quickCardActions';

describe('quickCardActions', () => {
  it('offers Hold and Finished while ongoing', () => {
    expect(quickCardActions(S.ONGOING)).toEqual({ ongoing: true, mayStart: false, mayFinish: true });
  });

  it('offers Start and Finished on hold', () => {
    expect(quickCardActions(S.HOLD)).toEqual({ ongoing: false, mayStart: true, mayFinish: true });
  });

  it('offers only Start before the job was started', () => {
    for (const section of [S.BACK_LOG, S.PICKED]) {
      expect(quickCardActions(section)).toEqual({ ongoing: false, mayStart: true, mayFinish: false });
    }
  });

  it('offers nothing while a checker has the work in QC', () => {
    expect(quickCardActions(S.QC)).toEqual({ ongoing: false, mayStart: false, mayFinish: false });
  });
});
