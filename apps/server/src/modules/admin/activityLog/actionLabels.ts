/** What each audited action means, in the words of the activity log (past tense, one line). */
const ACTION_LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.logout': 'Signed out',
  'customer.create': 'Added a customer',
  'customer.update': 'Updated a customer',
  'customer.overwrite': 'Saved over a newer customer version',
  'service.create': 'Recorded a service visit',
  'import.commit': 'Imported a spreadsheet',
  'job.create': 'Created a job',
  'job.update': 'Updated a job',
  'job.overwrite': 'Saved over a newer job version',
  'job.delete': 'Deleted a job',
  'job.due_date.change': 'Changed a job’s due date',
  'job.task.add': 'Added a task to a quick job',
  'quickJob.create': 'Added a quick job',
  'quickJob.approve': 'Approved a quick job',
  'quickJob.reject': 'Rejected a quick job',
  'internalWork.create': 'Added internal work',
  'job_request.create': 'Sent a job request',
  'job_request.update': 'Updated a job request',
  'job_request.overwrite': 'Saved over a newer job request version',
  'job_request.withdraw': 'Withdrew a job request',
  'pending_approval.create': 'Sent a job for approval',
  'pending_approval.approve': 'Approved a job',
  'pending_approval.reject': 'Rejected a job',
  'job_user.finish.accept': 'Accepted a finished job',
  'job_user.finish.reject': 'Rejected a finished job',
  'job_user.quick_finish': 'Finished a quick job',
  'jobBell.seen': 'Saw the new-job bell',
  'task.assign': 'Assigned tasks',
  'task.reassign': 'Re-assigned tasks',
  'task.move': 'Moved a task',
  'task.force_finish': 'Force-finished a task',
  'task.comment': 'Commented on a task',
  'task.due_date': 'Changed a task’s due date',
  'task.estimate': 'Changed a task’s estimate',
  'task.plan': 'Planned a task',
  'task.plan_date': 'Set a task’s plan date',
  'task.qc_employee': 'Changed a task’s QC employee',
  'task.remove': 'Removed a task',
  'task_sheet.store': 'Saved a task sheet',
  'sub_task.add': 'Added a sub-task',
  'task_approval.request': 'Asked for a task authorization',
  'task_approval.approve': 'Authorized a task',
  'hold.change': 'Went on hold',
  'hold.restore': 'Came back from hold',
  'day.end': 'Ended the working day',
  'floor.day_end': 'Closed a running timer',
  'leave.request': 'Requested leave',
  'leave.approve': 'Approved leave',
  'leave.reject': 'Rejected leave',
  'leave.cancel': 'Cancelled leave',
  'leave.cancel_request': 'Asked to cancel leave',
  'leave.delete': 'Deleted a leave request',
  'leave.allowance': 'Set a leave allowance',
  'worksheet.upload': 'Uploaded a worksheet',
  'worksheet.month_lock': 'Locked a worksheet month',
  'worksheet.month_unlock': 'Unlocked a worksheet month',
  'worksheet_preset.create': 'Opened a worksheet correction',
  'worksheet_preset.delete': 'Discarded a worksheet correction',
  'worksheet_preset.line_add': 'Added a line to a worksheet correction',
  'worksheet_preset.line_update': 'Changed a line of a worksheet correction',
  'worksheet_preset.line_delete': 'Removed a line of a worksheet correction',
  'worksheet_preset.validate': 'Checked a worksheet correction',
  'worksheet_preset.send': 'Sent a worksheet correction for review',
  'worksheet_preset.approve': 'Approved a worksheet correction',
  'worksheet_preset.reject': 'Rejected a worksheet correction',
  'holiday.create': 'Added a holiday',
  'holiday.delete': 'Removed a holiday',
  'activity_plan.create': 'Planned an activity',
  'activity_plan.delete': 'Removed a planned activity',
  'calendar_feed.create': 'Opened a calendar feed',
  'calendar_feed.replace': 'Replaced a calendar feed link',
  'calendar_feed.revoke': 'Closed a calendar feed',
  'employee.create': 'Added an employee',
  'employee.update': 'Updated an employee',
  'user.overwrite': 'Saved over a newer employee version',
  'employee.password_reset': 'Reset an employee’s password',
  'user.create_super_admin': 'Created a super admin',
  'user.permissions.set': 'Set an employee’s direct permissions',
  'profile.update': 'Updated their profile',
  'notification.viewed': 'Opened a notification',
  'role.create': 'Added a role',
  'role.permissions.set': 'Set a role’s permissions',
  'permission.create': 'Added a permission',
  'feature.switch': 'Switched a feature',
  'sms_settings.update': 'Changed the SMS settings',
  'sms.resend': 'Resent a text message',
};

/** What a record kind is called in the log. */
const ENTITY_NOUNS: Record<string, string> = {
  job: 'Job',
  job_request: 'Job request',
  pending_approval: 'Pending approval',
  job_user: 'Job hold',
  task: 'Task',
  task_user: 'Task assignment',
  task_sheet: 'Task sheet',
  sub_task: 'Sub-task',
  task_approval: 'Task authorization',
  customer: 'Customer',
  service_visit: 'Service visit',
  import: 'Import',
  leave_request: 'Leave request',
  worksheet_preset: 'Worksheet correction',
  worksheet_period_lock: 'Worksheet month',
  worksheet_upload: 'Worksheet upload',
  holiday: 'Holiday',
  activity_plan: 'Planned activity',
  calendar_feed: 'Calendar feed',
  user: 'Employee',
  notification: 'Notification',
  role: 'Role',
  permission: 'Permission',
  session: 'Session',
  feature: 'Feature',
  sms: 'Text message',
  sms_settings: 'SMS settings',
};

/** 'job_user.finish.accept' → 'Job user finish accept': a readable fallback for an unlisted name. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? humanize(action);
export const entityNoun = (entity: string) => ENTITY_NOUNS[entity] ?? humanize(entity);

/** The actions whose label holds the text (case aside): a search for 'moved' finds task moves. */
export function actionsLabelled(text: string): string[] {
  const needle = text.toLowerCase();
  return Object.entries(ACTION_LABELS)
    .filter(([, label]) => label.toLowerCase().includes(needle))
    .map(([action]) => action);
}
