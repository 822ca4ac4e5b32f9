/** User-facing texts of the tasking area (part of Msg): the Create Task screen (spec 001 §5 Task Create), the estimates and the estimation export, with spelling and grammar corrected. */
export const taskingMessages = {
  // The sheet (POST tasks/store)
  jobRequired: 'Please select a job',
  approvedByRequired: 'Please select approved by person',
  atLeastOneTask: 'Please add at least one task',
  tooManyTasks: 'A task sheet holds at most 500 tasks',
  deliveryDateInvalid: 'Please select a valid delivery date',
  remarksTooLong: 'Please keep the remarks under 1,000 characters',
  sheetInvalid: 'Please select a task sheet of this job',
  // O-13: the legacy build said 'Job Request Deleted Successfully!' here.
  saved: 'Tasks saved successfully',

  // The task entry row
  fillAllFields: 'Please fill all the fields!',
  // The field a missing value belongs to says which it is (the row's summary stays the spec's).
  taskNoRequired: 'Please enter the task number',
  taskNameRequired: 'Please enter the task name',
  descriptionRequired: 'Please enter the description',
  duplicateTaskNo: 'Duplicate task no detected!',
  timeAllocationError: 'Time allocation error!',
  timeInvalid: 'Please enter hours as a number from 0 to 9,999.99',
  pessimisticInvalid: 'Please enter the pessimistic hours as a number from 0 to 9,999.99',
  taskNoTooLong: 'Please keep the task number under 20 characters',
  taskNameTooLong: 'Please keep the task name under 200 characters',
  descriptionTooLong: 'Please keep the description under 2,000 characters',
  taskNotOnSheet: 'This task is not on the selected task sheet',
  removedAndKept: 'A task cannot be removed and saved in the same save',
  selectTaskFirst: 'Please select a task first!',
  confirmRemoveTask: 'Warning! Do you want to remove this task?',
  taskCannotBeDeleted: 'This task cannot be deleted from here!',

  // Who may task which job
  jobNotFound: 'This job no longer exists',
  jobCanceled: 'This job has been canceled, so its tasks cannot be changed',
  notYourJob: 'Only the owner or a manager of this job can create its tasks',

  // Sub tasks (POST tasks/sub_tasks)
  taskRequired: 'Please select a task first!',
  taskNotFound: 'This task no longer exists',
  subTaskNameRequired: 'Please enter the sub task name',
  subTaskNameTooLong: 'Please keep the sub task name under 200 characters',
  subTaskEstimateInvalid: 'Please enter the estimated hours as a number from 0 to 9,999.99',
  subTaskDueDateInvalid: 'Please select a valid due date',
  subTaskDueDateInPast: 'The due date cannot be before today',
  subTaskAdded: 'Sub task added successfully',

  // The screen
  taskNoSuggested: 'The next free number; change it if you like',
  topOptimisticHelp:
    'Top O = E + (P − O): the expected hours plus the spread between pessimistic and optimistic once. A tight figure to plan with.',
  topMostLikelyHelp:
    'Top ML = E + 2 × (P − O): the expected hours plus twice the spread. A safer figure to promise.',
  topPessimisticHelp:
    'Top P = E + 3 × (P − O): the expected hours plus three times the spread. The figure to promise when little may go wrong.',
  expectedHelp: 'E = (O + 4 × ML + P) / 6. All top figures are zero when any of O, ML or P is zero.',
  noJobs: 'There are no jobs you can create tasks for',
  noTasks: 'No tasks on this sheet yet: add the first one above',
  chooseJob: 'Select a job to see its task sheets',
  unsavedSheet: 'The tasks you added, edited or removed on this sheet have not been saved.',
  changeSheet: 'Change the task sheet? The unsaved changes on this one will be lost.',
  exportNeedsSave: 'Save your changes first: the export shows the saved sheet',
  exportFailed: 'The estimation could not be downloaded',

  // The export
  exportTitle: 'Job Estimation',
} as const;
