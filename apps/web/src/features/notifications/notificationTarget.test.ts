import { describe, expect, it } from 'vitest';
import { NotificationType, Perm } from '@jobline/shared';
import { notificationTarget } from './notificationTarget';

const holding =
  (...perms: number[]) =>
  (p: number) =>
    perms.includes(p);
const base = { job: { job_no: 'J26-00012' }, job_id: 40, job_user_id: 71, task_user_id: 305 };
const job = { ...base, notification_type: NotificationType.JOB };
const qc = { ...base, notification_type: NotificationType.QC };
const comment = { ...base, notification_type: NotificationType.COMMENT };
const finished = { ...base, task_user_id: null, notification_type: NotificationType.FINISHED_JOB };
const everything = () => true;
const nothing = () => false;

describe('where opening a notification goes', () => {
  it('opens the task on its board for whoever may open that board', () => {
    const task = '/job?id=40&job_no=J26-00012&job_user_id=71&t=305&op=true';
    expect(notificationTarget(job, holding(Perm.TASKS), everything)).toBe(task);
    expect(notificationTarget(comment, holding(Perm.TASKS), everything)).toBe(task);
    expect(notificationTarget(qc, holding(Perm.QC_TASKS), everything)).toBe(
      '/qc?id=40&job_no=J26-00012&job_user_id=71&t=305&op=true',
    );
  });

  it('opens the board without a panel when the notification names no task', () => {
    expect(notificationTarget({ ...job, task_user_id: null }, holding(Perm.TASKS), everything)).toBe(
      '/job?id=40&job_no=J26-00012&job_user_id=71',
    );
  });

  it('prefers the board to the job details when both are open to the user', () => {
    expect(notificationTarget(qc, everything, everything)).toMatch(/^\/qc\?/);
  });

  it('goes to the job details when the board is not open to the user', () => {
    const details = '/edit-job-details?job_no=J26-00012';
    expect(notificationTarget(qc, holding(Perm.TASKS, Perm.JOB_DETAILS), everything)).toBe(details);
    expect(notificationTarget(job, holding(Perm.TASKS, Perm.JOB_DETAILS), nothing)).toBe(details);
    // A notification without its hold cannot name a board.
    expect(notificationTarget({ ...job, job_user_id: null }, everything, everything)).toBe(details);
  });

  it('sends a finished job to its details, and keeps it in the bell for those who cannot read them', () => {
    expect(notificationTarget(finished, holding(Perm.JOB_DETAILS), everything)).toBe(
      '/edit-job-details?job_no=J26-00012',
    );
    expect(notificationTarget(finished, holding(Perm.TASKS, Perm.QC_TASKS), everything)).toBeNull();
  });

  it('stays in the bell for notifications without a job or a screen open to the user', () => {
    expect(notificationTarget({ ...job, job: null }, holding(Perm.JOB_DETAILS), nothing)).toBeNull();
    expect(notificationTarget(job, nothing, everything)).toBeNull();
  });

  it('escapes the job number in the address', () => {
    const odd = { ...job, job: { job_no: 'A&B 1' } };
    expect(notificationTarget(odd, holding(Perm.JOB_DETAILS))).toBe('/edit-job-details?job_no=A%26B%201');
    expect(notificationTarget(odd, holding(Perm.TASKS), everything)).toBe(
      '/job?id=40&job_no=A%26B+1&job_user_id=71&t=305&op=true',
    );
  });

  it('opens My leave on My Profile for a leave decision or cancellation, whatever the rights', () => {
    const leave = { job: null, job_id: null, job_user_id: null, task_user_id: null };
    for (const type of [NotificationType.LEAVE_REQUEST, NotificationType.LEAVE_CANCEL]) {
      expect(notificationTarget({ ...leave, notification_type: type }, nothing, everything)).toBe(
        '/user-profile#my-leave',
      );
    }
  });

  it('opens the worksheet for a correction or an upload, for those who hold it', () => {
    const sheet = {
      job: null,
      job_id: null,
      job_user_id: null,
      task_user_id: null,
      notification_type: NotificationType.WORKSHEET_PRESET,
    };
    expect(notificationTarget(sheet, holding(Perm.EMPLOYEE_DAILY_ACTIVITY), everything)).toBe(
      '/emp_daily_activity',
    );
    expect(notificationTarget(sheet, nothing, everything)).toBeNull();
  });
});
