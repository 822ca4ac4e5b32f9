import { describe, expect, it } from 'vitest';
import { Perm, RoleId } from '@jobline/shared';
import { intakePolicy } from './intakePolicy';

const user = (roleId: number | null, permissions: number[] = [], id = 10) => ({ id, roleId, permissions });

describe('intakePolicy', () => {
  it('shows every pending request to admins and to whoever creates jobs', () => {
    expect(intakePolicy.seesEveryPendingRequest(user(RoleId.ADMIN))).toBe(true);
    expect(intakePolicy.seesEveryPendingRequest(user(RoleId.SUPER_ADMIN))).toBe(true);
    expect(intakePolicy.seesEveryPendingRequest(user(RoleId.COORDINATOR, [Perm.NEW_JOB]))).toBe(true);
    expect(intakePolicy.seesEveryPendingRequest(user(RoleId.QUICK_JOB_MANAGER, [Perm.JOB_REQUESTS]))).toBe(
      false,
    );
  });

  it('lets the creator or an admin change a request', () => {
    expect(intakePolicy.mayChangeRequest(user(RoleId.EMPLOYEE), { createdById: 10 })).toBe(true);
    expect(intakePolicy.mayChangeRequest(user(RoleId.COORDINATOR, [Perm.NEW_JOB]), { createdById: 11 })).toBe(
      false,
    );
    expect(intakePolicy.mayChangeRequest(user(RoleId.ADMIN), { createdById: 11 })).toBe(true);
  });

  it('makes admins name the director, and keeps senders from approving their own', () => {
    expect(intakePolicy.mustNameApprovedWith(user(RoleId.ADMIN))).toBe(true);
    expect(intakePolicy.mustNameApprovedWith(user(RoleId.SUPER_ADMIN))).toBe(true);
    expect(intakePolicy.mustNameApprovedWith(user(RoleId.DIRECTOR))).toBe(false);
    expect(intakePolicy.mustNameApprovedWith(user(null))).toBe(false);
    expect(intakePolicy.mayApprove(user(RoleId.ADMIN), { createdById: 10 })).toBe(false);
    expect(intakePolicy.mayApprove(user(RoleId.ADMIN), { createdById: 11 })).toBe(true);
  });

  it('lets only a super admin or director holding Job Details delete a job', () => {
    expect(intakePolicy.mayDeleteJob(user(RoleId.DIRECTOR, [Perm.JOB_DETAILS]))).toBe(true);
    expect(intakePolicy.mayDeleteJob(user(RoleId.SUPER_ADMIN, [Perm.JOB_DETAILS]))).toBe(true);
    expect(intakePolicy.mayDeleteJob(user(RoleId.DIRECTOR))).toBe(false);
    expect(intakePolicy.mayDeleteJob(user(RoleId.ADMIN, [Perm.JOB_DETAILS]))).toBe(false);
  });
});
