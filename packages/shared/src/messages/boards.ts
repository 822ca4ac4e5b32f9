/**
 * User-facing texts of the boards area (part of Msg): job and QC cards and boards, moves, the task
 * panel, holds, job authorization and the quick job manager (spec 000 §2, §4, §5, §8), with spelling
 * and grammar corrected.
 */
export const boardMessages = {
  // Screens
  jobsTitle: 'Tasks',
  qcsTitle: 'QC Tasks',
  searchByJobNo: 'Search by job number',
  noJobs: 'No jobs on your list',
  noQcJobs: 'No jobs to check',
  expired: 'Expired',
  expiredText: 'Please contact administration for further information',
  ongoingBadge: 'ongoing',
  noTasks: 'No tasks',
  setPlanDate: 'Set a plan date',
  planDateFirst: 'Set a plan date before moving this task',
  moveTo: 'Move to',
  noActivities: 'No activities found',

  // Moves (000 §8)
  moved: 'Task moved successfully',
  anotherOngoing: 'You already have a task in Ongoing',
  holdOngoingQuestion: 'There is a task already on ongoing. Do you want to move that task to hold?',
  someoneOnIt: 'This task is currently being done by someone',
  invalidSection: 'Invalid Section',
  accessDenied: 'Access Denied!',
  notYourTask: 'Only the employee holding this task may move it',
  needsAuthorization: 'This task has used its estimated time and needs authorization before it continues',
  staleBoard: 'This task has moved since the board was loaded',
  qcWaitingForWork: 'This task has not reached QC yet',
  qcFinishConfirm: 'The task will be marked as checked. Continue?',
  qcFixQuestion: 'What needs to be fixed?',
  qcFixRequired: 'Please say what needs to be fixed',
  qcPassed: 'Task Passed',
  qcOnlyOnQcBoard: 'Send back and pass are moves of the QC board',
  taskLocked: 'This task is finished and locked',
  assignmentClosed: 'This task has been re-assigned',
  jobCanceled: 'This job has been canceled',
  taskNotFound: 'No task found',
  sectionInvalid: 'Please choose a board section',

  // Plan date (000 §8)
  planDateAdded: 'Task plan date added',
  planDateRequired: 'Please select a plan date',
  planDateInPast: 'The plan date cannot be before today',

  // Force finish
  forceFinish: 'Force Finish',
  forceFinished: 'Task finished with authorization',
  usernameRequired: 'Please enter the username',
  passwordRequired: 'Please enter the password',
  badCredentials: 'Invalid username or password',
  forceFinishOnlyOngoing: 'Only an ongoing task can be force finished',

  // Task authorization (R-077, R-083, O-09)
  requestTo: 'Request to',
  employeeRequired: 'Please select an employee',
  requestSent: 'Request sent successfully',
  requestAlreadyPending: 'An authorization request for this task is already waiting',
  notAnApprover: 'This person cannot authorize tasks',
  approvalsTitle: 'Job Authorization',
  noPendingApprovals: 'No tasks wait for authorization',
  approveAllTasks: 'All tasks for this job',
  approveThisTask: 'This task only',
  approved: 'Tasks have been approved',
  approvalNotFound: 'No authorization request found',

  // Holds and the profile menu (R-018..R-026)
  holdConfirm: 'Your ongoing task will be put on hold. Continue?',
  remarkRequired: 'Please add a remark for this action',
  remarkTooLong: 'Please keep the remark to 250 characters',
  holdTypeInvalid: 'Please choose a hold type',
  taskPutOnHold: 'Your ongoing task is on hold',
  restored: 'Ongoing task restored!',
  backAtWork: 'You are back at work. Nothing to restore: no task was put on hold',
  nothingToRestore: 'Nothing to restore: you are not on hold',
  sessionEnded: 'Your working day has ended. See you next time!',
  alreadyOff: 'Your working day has already ended',

  // Task panel (000 §2, §5)
  commentRequired: 'Please write a comment',
  commentTooLong: 'A comment can have at most 250 characters',
  commentAsTask: 'Comment as a task',
  commentAsTaskNotAllowed: 'Only the holder of an ongoing task may comment as a task',
  commentsClosed: 'This task takes no comments',
  commentAdded: 'Comment added',
  estimateRequired: 'Please enter the new estimate in hours',
  estimateInvalid: 'The estimate must be a number of hours from 0.25 to 9,999.99',
  reasonRequired: 'Please give a reason longer than 5 characters',
  estimateChanged: 'Estimate changed',
  estimateNotAllowed: 'Only an admin, super admin, director or team leader may change estimates',
  dueDateRequired: 'Please select a due date',
  dueDateInPast: 'The due date cannot be before today',
  dueDateChanged: 'Due date changed',
  dueDateNotAllowed:
    "Only an admin, director, HOD or team leader managing this job may change a task's due date, and not on their own task",
  /** jobDue is YYYY-MM-DD, said as the screens show days (DD/MM/YYYY). */
  dueDateAfterJobDue: (jobDue: string) =>
    `The new due date is after the job's due date (${jobDue.split('-').reverse().join('/')}). Please confirm to set it anyway.`,
  confirmFlagInvalid: 'The confirmation must be true or false',
  qcEmployeeRequired: 'Please select a QC employee',
  qcIsHolder: 'The QC employee must be someone other than the task holder',
  qcChanged: 'QC employee changed',
  qcAlreadyChecking: 'The QC check has already started; it cannot move to someone else',
  qcNotAllowed:
    'Only an admin, director, HOD or team leader managing this job may change its QC employee, and not on their own task',
  notYourBoard: 'You may only open boards of your own jobs or jobs you manage',

  // HOD review of finished jobs (R-078, R-079, O-11)
  completeJobQuestion: 'Do you want to complete this job?',
  rejectReasonPrompt: 'Write your reject reason:',
  jobFinishedByHod: 'Job has been finished successfully!',
  jobRejectedByHod: 'Job has been rejected successfully!',
  awaitingApproval: 'Waiting for approval',

  // Quick job manager (000 §2, §4 Quick job flow)
  qjmTitle: 'Quick Jobs',
  onlineJobsButton: 'Online Jobs / Urgent Jobs',
  quickJobsButton: 'Quick Jobs',
  noQuickJobs: 'You have no open quick jobs',
  start: 'Start',
  hold: 'Hold',
  finished: 'Finished',
  makeOngoingQuestion: 'Do you want to make this job ongoing?',
  finishJobQuestion: 'Do you want to finish this job?',
  jobFinished: 'Job Finished!',
  quickJobAdded: 'Quick job added!',
  notAQuickJob: 'This is not one of your quick jobs',
} as const;

/** Where a hold from the profile menu puts the employee, by the menu's type. */
export const holdNowMessages: Record<1 | 2 | 3 | 4 | 5 | 6 | 7, string> = {
  1: 'You are now in a meeting',
  2: 'You are now at lunch',
  3: 'You are now on a short break',
  4: 'Your day off has started',
  5: 'You are now helping out',
  6: 'You are now on a break',
  7: 'You are now travelling',
};

/** What a hold did: where the employee is now, and whether an ongoing task went on hold with it. */
export const holdOutcome = (type: keyof typeof holdNowMessages, taskHeld: boolean) =>
  taskHeld ? `${holdNowMessages[type]}. ${boardMessages.taskPutOnHold}` : holdNowMessages[type];

/**
 * Titles of the notifications and feed entries the boards write (the spec names the types, not the
 * words): type 2 to a checker, 3 to a holder, 4 about a finished job.
 */
export const boardNoticeTitles = {
  /** Type 2 to the checker: the work reached QC. */
  readyForQc: (taskNo: string, jobNo: string) => `Task ${taskNo} of ${jobNo} is ready for QC`,
  /** Type 2 to a new QC employee. */
  qcAssigned: (taskNo: string, jobNo: string) => `Task ${taskNo} of ${jobNo} is yours to check`,
  /** Type 7 to the holder: the check sent the work back. */
  sentBack: (jobNo: string, taskNo: string, message: string) =>
    `${jobNo} task ${taskNo} was sent back: ${message}`,
  /** Type 3 to the holder when someone else comments on their task. */
  commented: (name: string, taskNo: string, jobNo: string) =>
    `${name} commented on task ${taskNo} of ${jobNo}`,
  /** Type 4 to the HOD: every task of a hold is finished. */
  awaitingApproval: (jobNo: string, holder: string) =>
    `${jobNo} is finished by ${holder} and waits for your approval`,
  /** Type 4 to the holder: the HOD's decision. */
  accepted: (jobNo: string) => `${jobNo} was accepted`,
  rejected: (jobNo: string, reason: string) => `${jobNo} was rejected: ${reason}`,
  /** The activity of a force finish names the authority. */
  forceFinished: (authority: string) => `Force finished with the authorization of ${authority}`,
  /** Feed: the work reached QC, so its check opened (again, after a round sent back or passed). */
  qcCheckOpened: (checker: string) => `QC check opened for ${checker}`,
  qcCheckReopened: (checker: string) => `QC check reopened for ${checker}`,
  /** Feed: a manager moved the task's due date or handed its check to someone else. */
  dueDateMoved: (from: string | null, to: string, pastJobDue?: string) =>
    `Due date changed from ${from ?? 'none'} to ${to}` +
    (pastJobDue ? `, after the job's due date ${pastJobDue} (confirmed)` : ''),
  qcCheckerChanged: (from: string | null, to: string) =>
    from ? `QC checker changed from ${from} to ${to}` : `QC checker set to ${to}`,
};
