import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, HoldRequestType, Msg } from '@jobline/shared';
import { asksForRemark, remarkError } from './holdRemark';

describe('the remark a hold asks for', () => {
  it('is asked for by Meeting, Short Break, Help, Break and Travelling, not by Lunch or Day Off', () => {
    const asking = Object.values(HoldRequestType).filter(asksForRemark);
    expect(asking).toEqual([
      HoldRequestType.MEETING,
      HoldRequestType.SHORT_BREAK,
      HoldRequestType.HELP,
      HoldRequestType.BREAK,
      HoldRequestType.TRAVELLING,
    ]);
  });

  it('must be written where it is asked for; blank spaces do not count', () => {
    expect(remarkError(HoldRequestType.MEETING, '')).toBe(Msg.boards.remarkRequired);
    expect(remarkError(HoldRequestType.TRAVELLING, '   ')).toBe(Msg.boards.remarkRequired);
    expect(remarkError(HoldRequestType.MEETING, 'Sprint planning')).toBeNull();
  });

  it('is not needed for Lunch or Day Off', () => {
    expect(remarkError(HoldRequestType.LUNCH, '')).toBeNull();
    expect(remarkError(HoldRequestType.DAY_OFF, '')).toBeNull();
  });

  it('is at most 250 characters', () => {
    expect(remarkError(HoldRequestType.HELP, 'x'.repeat(COMMENT_MAX))).toBeNull();
    expect(remarkError(HoldRequestType.HELP, 'x'.repeat(COMMENT_MAX + 1))).toBe(Msg.boards.remarkTooLong);
  });
});
