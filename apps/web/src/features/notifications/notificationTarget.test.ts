import { describe, expect, it } from 'vitest';
import { NotificationType, Perm } from '@jobline/shared';
import { notificationTarget } from './notificationTarget';

const holding =
  (...perms: number[]) =>
  (p: number) =>
    perms.includes(p);
const job = { job: { job_no: 'J26-00012' }, notification_type: NotificationType.JOB };
const qc = { job: { job_no: 'J26-00012' }, notification_type: NotificationType.QC };
const everything = () => true;
const nothing = () => false;

describe('where opening a notification goes', () => {
  it('goes to the job details for whoever may read them', () => {
    expect(notificationTarget(qc, holding(Perm.JOB_DETAILS), nothing)).toBe(
      '/edit-job-details?job_no=J26-00012',
    );
  });

  it('goes to the board of its kind once that screen exists and the user may open it', () => {
    expect(notificationTarget(job, holding(Perm.TASKS), everything)).toBe('/jobs');
    expect(notificationTarget(qc, holding(Perm.QC_TASKS), everything)).toBe('/qcs');
    expect(notificationTarget(qc, holding(Perm.TASKS), everything)).toBeNull();
    expect(notificationTarget(job, holding(Perm.TASKS), nothing)).toBeNull();
  });

  it('stays in the bell for kinds without a screen and for notifications without a job', () => {
    const leave = { job: null, notification_type: NotificationType.LEAVE_REQUEST };
    expect(notificationTarget(leave, everything, everything)).toBeNull();
    expect(notificationTarget({ ...job, job: null }, holding(Perm.JOB_DETAILS), nothing)).toBeNull();
  });

  it('escapes the job number in the address', () => {
    const odd = { job: { job_no: 'A&B 1' }, notification_type: NotificationType.JOB };
    expect(notificationTarget(odd, holding(Perm.JOB_DETAILS))).toBe('/edit-job-details?job_no=A%26B%201');
  });
});
