import { describe, expect, it } from 'vitest';
import { Msg, RoleId } from '@jobline/shared';
import { AppError } from '../../errors';
import {
  assertMayDecideFinishedJobs,
  assertMayReviewFinishedJobs,
  mayDecideFinishedJobs,
  mayReviewFinishedJobs,
} from './finishedJobPolicy';

describe('finished-job review policy (R-080)', () => {
  it.each([
    [RoleId.SUPER_ADMIN, true],
    [RoleId.ADMIN, true],
    [RoleId.DIRECTOR, true],
    [RoleId.TEAM_LEADER, true],
    [RoleId.HOD, false],
    [RoleId.COORDINATOR, false],
    [RoleId.QUICK_JOB_MANAGER, false],
    [RoleId.EMPLOYEE, false],
    [null, false],
    [99, false],
  ])('role %s may review: %s', (roleId, expected) => {
    expect(mayReviewFinishedJobs({ roleId })).toBe(expected);
  });

  it('refuses with 403 and says who may', () => {
    expect(() => assertMayReviewFinishedJobs({ roleId: RoleId.TEAM_LEADER })).not.toThrow();
    try {
      assertMayReviewFinishedJobs({ roleId: RoleId.EMPLOYEE });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).statusCode).toBe(403);
      expect((err as AppError).body).toEqual({ status: 11, message: Msg.jobAdmin.reviewersOnly });
    }
  });
});

describe('finished-job decision policy (R-078: also the HOD, from the notification)', () => {
  it.each([
    [RoleId.SUPER_ADMIN, true],
    [RoleId.ADMIN, true],
    [RoleId.DIRECTOR, true],
    [RoleId.HOD, true],
    [RoleId.TEAM_LEADER, true],
    [RoleId.COORDINATOR, false],
    [RoleId.QUICK_JOB_MANAGER, false],
    [RoleId.EMPLOYEE, false],
    [null, false],
  ])('role %s may decide: %s', (roleId, expected) => {
    expect(mayDecideFinishedJobs({ roleId })).toBe(expected);
    if (expected) expect(() => assertMayDecideFinishedJobs({ roleId })).not.toThrow();
    else expect(() => assertMayDecideFinishedJobs({ roleId })).toThrow(AppError);
  });
});
