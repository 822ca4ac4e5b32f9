import { describe, expect, it } from 'vitest';
import { JobKind, RequestedFrom } from '@jobline/shared';
import { mayMakeOngoing } from './makeOngoing';

const ME = 7;
const fromOffice = (employee: number | null) => ({
  job_requested_from: RequestedFrom.OFFICE_STAFF,
  job_assign_by: employee,
});

describe("whether 'make it ongoing?' is asked after a save", () => {
  it('is asked when the caller works the new quick or internal task', () => {
    expect(mayMakeOngoing(JobKind.QUICK, fromOffice(ME), ME)).toBe(true);
    expect(mayMakeOngoing(JobKind.INTERNAL, fromOffice(ME), ME)).toBe(true);
  });

  it('is not asked when another employee works it: only the holder moves a task', () => {
    expect(mayMakeOngoing(JobKind.QUICK, fromOffice(ME + 1), ME)).toBe(false);
    expect(mayMakeOngoing(JobKind.INTERNAL, fromOffice(ME + 1), ME)).toBe(false);
  });

  it('is asked for online jobs and customer calls, which the caller works', () => {
    expect(mayMakeOngoing(JobKind.ONLINE_URGENT, {}, ME)).toBe(true);
    expect(
      mayMakeOngoing(
        JobKind.QUICK,
        { job_requested_from: RequestedFrom.CUSTOMER, job_requested_by: 'Kumari' },
        ME,
      ),
    ).toBe(true);
  });

  it('is never asked for tasking jobs, which are planned on the boards', () => {
    expect(mayMakeOngoing(JobKind.TASKING, fromOffice(ME), ME)).toBe(false);
    expect(mayMakeOngoing(JobKind.PRESALES, fromOffice(ME), ME)).toBe(false);
  });
});
