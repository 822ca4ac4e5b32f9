/** User-facing texts of SMS Settings and the SMS outbox (part of Msg). */
export const smsMessages = {
  /** Spec 002 §8, after SMS Settings' Update. */
  settingsUpdated: 'Settings updated successfully',
  settingsList: 'Please send a list of directors, each with their departments',
  tooManyDirectors: 'At most 500 directors can be set at once',
  directorRequired: 'Please select a director',
  directorUnknown: 'There is no employee with this id',
  notADirector: 'Only an active director can receive SMS',
  directorRepeated: 'This director is listed more than once',
  departmentsRequired: 'Please give the list of departments (it may be empty)',
  departmentInvalid: 'Please select a department',
  departmentUnknown: 'There is no department with this id',
  tooManyDepartments: 'At most 100 departments can be chosen',
  messageNotFound: 'This message no longer exists',
  onlyFailedResend: 'Only a failed message can be sent again',
  resent: 'The message is queued to be sent again',
  resendNoMobile: 'The director has no mobile number: add one to their employee record first',
  stateInvalid: 'Please choose queued, sending, sent or failed',
  pageInvalid: 'Please give a page number from 1',
  pageSizeInvalid: 'Please choose 5, 10, 15, 50 or 100 messages a page',
  /** The reason recorded on a message whose director has no mobile number. */
  noMobile: 'no mobile number',
} as const;

/** The text a director receives for each event; kept short (one SMS is 160 characters). */
export const smsTexts = {
  approvalSent: (approvalNo: string, title: string) =>
    clip(`Jobline: job ${approvalNo} "${title}" waits for approval.`),
  finishedJobRejected: (jobNo: string, reason: string) =>
    clip(`Jobline: finished job ${jobNo} was rejected: ${reason}`),
};

const SMS_LENGTH = 160;

/** Cuts a text to one SMS, ending with an ellipsis when it was longer. */
function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= SMS_LENGTH ? oneLine : `${oneLine.slice(0, SMS_LENGTH - 1)}…`;
}
