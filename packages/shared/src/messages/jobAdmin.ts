/**
 * User-facing texts of job administration (part of Msg): the jobs list, the All Job Details page,
 * the due-date change (spec 002 §5, §8) and the review of finished jobs (R-078, R-079, O-11).
 */
export const jobAdminMessages = {
  // Jobs list (POST jobs/all)
  pageInvalid: 'Please choose a page number from 1 up',
  recordsInvalid: 'Please choose 5, 10, 15, 50 or 100 rows per page',
  keywordTooLong: 'Please search with at most 100 characters',
  sortFieldInvalid: 'The jobs cannot be sorted by this column',
  sortTypeInvalid: 'Please sort ascending (asc) or descending (desc)',
  progressInvalid: 'Please choose a job status from the list',
  noJobs: 'No jobs yet',
  noMatches: 'No jobs match this search',
  searchPlaceholder: 'Job number, customer, description or employee',

  // Job lookup (POST jobs/getIdByJobNo)
  jobNoRequired: 'Please enter a job number',
  jobNotFound: 'No job found by given job no',

  // Job details (POST jobs/details)
  jobRequired: 'Please select a job',
  filterInvalid: 'Please choose All, Pending, Finished or Not Finished',
  canceledJob: 'This job has been canceled',
  noTasks: 'This job has no tasks yet',
  noFilteredTasks: 'No tasks match this filter',
  // The job's PDF (GET jobs/{id}/details.pdf)
  pdfTitle: 'Job Details',
  canceledJobLabel: 'Canceled Job',
  downloadPdf: 'PDF',
  pdfFailed: 'The PDF could not be made. Please try again.',

  // Due-date change (POST jobs/change/due_date)
  reasonRequired: 'You need to give a reason to proceed this action',
  reasonTooLong: 'Please keep the reason under 500 characters',
  dueDateRequired: 'Please select a due date',
  sameDueDate: 'This job is already on selected due date',
  dueDateInPast: 'The due date cannot be before today',
  canceledDueDate: "A canceled job's due date cannot be changed",
  dueDateUpdated: 'Due date has been updated successfully',
  noDueDateHistory: 'The due date of this job has not been changed yet',

  // Finished-job review (GET jobs/pending/finishedJobsForHOD, POST jobs/hod/finished, jobs/hod/reject)
  jobUserRequired: 'Please select a finished job',
  finishedJobNotFound: 'This finished job is no longer waiting for approval',
  reviewersOnly: 'Only a team leader, admin, director or super admin may review finished jobs',
  confirmFinish: 'Do you want to complete this job?',
  confirmReject: 'Do you want to reject this job?',
  rejectPrompt: 'Write your reject reason:',
  rejectReasonTooShort: 'The reason must be longer than 5 characters',
  jobFinished: 'Job has been finished successfully!',
  jobRejected: 'Job has been rejected successfully!',
  noPendingFinishedJobs: 'No finished jobs are waiting for approval',
} as const;
