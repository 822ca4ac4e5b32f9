/** User-facing texts of Upload To Worksheet (R-156, R-157; part of Msg). */
export const worksheetUploadMessages = {
  button: 'Upload To Worksheet',
  uploaded: 'Uploaded!',
  alreadyUploaded: 'Already Uploaded!',
  error: 'Error!',
  badge: 'Uploaded',
  changedSince: 'Changed since the upload',
  changedSinceHelp: 'Rows were logged or corrected for this day after it was uploaded',
  uploadedBy: (name: string, at: string) => `Uploaded by ${name} on ${at}`,
  done: (date: string) => `The worksheet of ${date} is uploaded`,
  alreadyDone: (date: string, name: string) => `The worksheet of ${date} was already uploaded by ${name}`,
  notifyUploaded: (date: string) => `Your worksheet of ${date} was uploaded for you`,
  dayNotEnded: 'This working day has not ended yet: end the session before uploading its worksheet',
  waitsForDayEnd: 'Available once the day’s session has ended',
  futureDay: 'A day that has not come yet cannot be uploaded',
  dateInvalid: 'Please select a valid date',
  employeeInvalid: 'Please select an employee',
  onlyOwn: 'Only a super admin may upload someone else’s worksheet',
  confirmOther: (name: string, date: string) =>
    `Upload ${name}’s worksheet of ${date}? It becomes final for reporting.`,
  uploadedDays: 'Uploaded days',
  notUploaded: 'Not uploaded',
} as const;
