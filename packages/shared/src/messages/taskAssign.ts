/** User-facing texts of the taskAssign area (part of Msg): Task Assign and Task Re-assigning (spec 001 §5), with spelling and grammar corrected. */
export const taskAssignMessages = {
  // Screens
  assignTitle: 'Unassigned Tasks',
  reassignTitle: 'Assigned Tasks',
  showAllJobs: 'Show all jobs',

  // Validation (001 §5 Task Assign, Re-assign)
  jobRequired: 'Please select a job',
  employeeRequired: 'Please select an employee',
  priorityRequired: 'Please select valid priority type',
  tasksRequired: 'You should select at least one task',
  dueDateRequired: 'Please select a due date',
  dueDateInPast: 'The due date cannot be before today',
  typeInvalid: 'Please choose assign (1) or re-assign (2)',
  taskInvalid: 'Please choose tasks from the list',
  tooManyTasks: 'Please assign at most 500 tasks at once',
  qcEmployeeInvalid: 'Please select a QC employee',
  qcIsAssignee: 'The QC employee must be someone other than the assignee',
  inactiveEmployee: 'This employee is not active',
  sameAssignee: 'Please choose someone other than the current assignee',
  pageInvalid: 'Please choose a page number from 1 up',
  perPageInvalid: 'Please choose 5, 10, 15, 50 or 100 rows per page',

  // What only the server knows
  jobNotFound: 'No job found',
  jobCanceled: 'This job has been canceled; its tasks cannot be assigned',
  tasksNotOnJob: 'Some of these tasks are not on the selected job',
  noEstimate: 'Tasks without an optimistic time cannot be assigned',
  notYourJob: 'You may assign tasks only on jobs you own or manage',
  allJobsNotAllowed: 'Only managers may list every job',
  employeeNotFound: 'No employee found',

  // Success of assignment and re-assignment alike (001 §8)
  assigned: 'Task assigned successfully',

  // Screen texts
  noJobs: 'No jobs with unassigned tasks',
  noUnassignedTasks: 'Every task of this job with an estimate is assigned',
  pickJobFirst: 'Select a job to see its unassigned tasks.',
  pickEmployeeFirst: 'Select an employee, then one of their jobs, to see the tasks they hold.',
  noEmployeeJobs: 'This employee holds no open tasks on jobs you manage',
  noEmployeeTasks: 'This employee holds no open tasks on this job',
  noAssignedTasks: 'No open assignments on the jobs you manage',
  assignedCapped: (cap: number) =>
    `More than ${cap.toLocaleString('en-GB')} open assignments: the pages reach the newest ${cap.toLocaleString('en-GB')}. Pick an employee above to see theirs.`,
  reassignConfirmTitle: 'Re-assign these tasks?',
} as const;

const tasksWord = (n: number) => (n === 1 ? 'task' : 'tasks');

/** Notification titles (decided here: the spec names the types, not the words). */
export const assignmentTitles = {
  /** Type 1 to the assignee. */
  assigned: (jobNo: string, n: number) => (n === 1 ? `New task on ${jobNo}` : `${n} new tasks on ${jobNo}`),
  /** Type 2 to the QC employee. */
  qc: (jobNo: string, n: number) => (n === 1 ? `New QC task on ${jobNo}` : `${n} new QC tasks on ${jobNo}`),
  /** Type 1 to the new assignee of a re-assignment. */
  reassignedToYou: (jobNo: string, n: number, from: string) =>
    `${n} ${tasksWord(n)} on ${jobNo} re-assigned to you from ${from}`,
  /** Type 1 to the previous assignee: the work left their board. */
  reassignedAway: (jobNo: string, n: number, to: string) =>
    `${n} of your ${tasksWord(n)} on ${jobNo} re-assigned to ${to}`,
  /** Type 2 to a QC employee whose checks were dropped by a re-assignment. */
  qcDropped: (jobNo: string, n: number) =>
    `Your QC of ${n} ${tasksWord(n)} on ${jobNo} was cancelled by a re-assignment`,
};

/** The activity comment of a re-assignment (type 13), naming both people. */
export const reassignComment = (from: string, to: string) => `Re-assigned from ${from} to ${to}`;

/** What the re-assign confirmation says. */
export const reassignQuestion = (n: number, from: string, to: string) =>
  `${n} ${tasksWord(n)} will move from ${from} to ${to} and start again in Back Log. Time already spent stays with ${from}.`;

/** Refusals naming the task that moved on since the screen loaded it. */
export const assignmentRefusals = {
  alreadyAssigned: (taskNo: string, to: string) => `Task ${taskNo} is already assigned to ${to}`,
  noLongerHeld: (taskNo: string, by: string) => `Task ${taskNo} is no longer assigned to ${by}`,
  finished: (taskNo: string) => `Task ${taskNo} is finished and cannot be re-assigned`,
};
