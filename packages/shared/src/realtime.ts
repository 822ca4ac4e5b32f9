/** Event names on the /api/events stream. */
export const RealtimeEventType = {
  READY: 'ready',
  /** Events may have been missed (the server lost its event feed for a while): refetch what is shown. */
  RESYNC: 'resync',
  /** The user's rights changed: reload the logged user (menu, guards). */
  RIGHTS_CHANGED: 'rights.changed',
  /** The session was ended elsewhere (logout): the client goes back to login. */
  SESSION_REVOKED: 'session.revoked',
  /** A job was created, changed or deleted (data: id, job_no, change): lists and the new-job bell refresh. */
  JOBS_CHANGED: 'jobs.changed',
  /** A job request was raised, changed or closed: request lists refresh. */
  JOB_REQUESTS_CHANGED: 'job-requests.changed',
  /** A job waiting for approval was sent, approved or rejected: approval lists refresh. */
  APPROVALS_CHANGED: 'approvals.changed',
  /** The company holidays changed: calendars reload them. */
  HOLIDAYS_CHANGED: 'holidays.changed',
  /** The recipient has a new or changed notification (data: id): the bell refreshes. */
  NOTIFICATIONS_CHANGED: 'notifications.changed',
  /** Tasks of a job were estimated, assigned or re-assigned (data: job_id): task screens refresh. */
  TASKS_CHANGED: 'tasks.changed',
  /**
   * A task moved, was planned, commented or changed on a board, or someone's hold changed (data:
   * job_id, job_user_ids, task_user_id, user_id): boards, cards, panels and live views refresh.
   */
  BOARD_CHANGED: 'board.changed',
  /** Someone logged in (data: user_id): Home's cards show their day as begun. */
  FLOOR_CHANGED: 'floor.changed',
  /** A task authorization was requested or granted: the Job Authorization list refreshes. */
  TASK_APPROVALS_CHANGED: 'task-approvals.changed',
  /** A leave request was sent, decided, deleted or cancelled (data: id, user_id): leave lists, calendars and Home refresh. */
  LEAVE_CHANGED: 'leave.changed',
  /** An employee's plan changed: a task planned or an activity added or removed (data: user_id). */
  PLAN_CHANGED: 'plan.changed',
  /** A day's worksheet correction was sent, decided or deleted, a month locked or a day uploaded (data: user_id, date): worksheets refresh. */
  WORKSHEET_CHANGED: 'worksheet.changed',
  /** A service visit was recorded (data: id, agreement_id): service tables and cards refresh. */
  SERVICES_CHANGED: 'services.changed',
  /**
   * A record a form edits was saved (data: entity, id, version, by): an open form of it says who
   * changed it and offers to reload.
   */
  RECORD_CHANGED: 'record.changed',
  /** A text message was queued, sent, failed or resent (data: id, state): the SMS outbox refreshes. */
  SMS_CHANGED: 'sms.changed',
  /** The super admin switched features on or off (data: features {key: on}): menus, screens and caches follow. */
  FEATURES_CHANGED: 'features.changed',
  /** An ERP sync of the user's advanced (data: run_id, entity, phase, done, total): its progress bar moves. */
  SYNC_PROGRESS: 'sync.progress',
  /** An ERP sync run began, finished or failed (data: id, entity): the sync log refreshes. */
  SYNC_RUNS_CHANGED: 'sync.runs-changed',
} as const;
export type RealtimeEventType = (typeof RealtimeEventType)[keyof typeof RealtimeEventType];
