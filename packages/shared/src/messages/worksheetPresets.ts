/** User-facing texts of worksheet corrections (presets), their review and month locks (part of Msg.worksheets). */

/** How a line is named in a validation message: its number on the list and its times. */
const line = (n: number, start: string, end: string) => `Line ${n} (${start}–${end})`;

export const worksheetPresetMessages = {
  editReport: 'Edit Report',
  editOnePastDay: 'Choose one past day to edit',
  editNotToday: 'Only a past day can be corrected, not today or a day to come',
  presetWaiting: 'A correction of this day is waiting for review',
  monthLocked: 'This month has been approved and locked; its days cannot be changed',
  presetNotFound: 'Correction not found',
  lineNotFound: 'Line not found',
  onlyOwnPreset: 'You may only change your own corrections',
  notDraft: 'This correction can no longer be changed',
  notWaiting: 'This correction is not waiting for review',
  timeInvalid: 'Please enter a time as HH:mm',
  taskRequired: 'Please select a task',
  taskNotYours: 'This task is not assigned to you',
  commentTypeInvalid: 'Please select a comment type',
  descriptionTooLong: 'At most 500 characters',
  notATaskLine: 'This is not a task line',
  notACommentLine: 'This is not a comment line',
  noLines: 'Add at least one line',
  validated: "All checked and you're good to go",
  validateFirst: 'Validate the lines before sending them to review',
  confirmSend: 'Do you want to save this preset?',
  sentToReview: 'Successfully sent to review',
  remarkRequired: 'Please add a remark for this action',
  remarkTooLong: 'At most 1000 characters',
  presetRejected: 'Your previous preset has been rejected by the admins',
  noRemark: 'N/A',
  approved: 'Correction approved',
  rejected: 'Correction rejected',
  deleted: 'Correction deleted',
  confirmApprove: 'Approve this correction? The day’s logged rows will be replaced by its lines.',
  onlyOwnDivisionReview: 'You may only review the corrections of your own division',
  monthInvalid: 'Please select a month (YYYY-MM)',
  monthAlreadyLocked: 'This month is already locked',
  monthNotLocked: 'This month is not locked',
  monthLockedDone: 'Month locked',
  monthUnlockedDone: 'Month unlocked',
  dateInvalid: 'Please select a valid date',
  /** R-164 and the server's checks, each naming the line. */
  lineEndBeforeStart: (n: number, start: string, end: string) =>
    `${line(n, start, end)}: the end is before the start`,
  lineNoLength: (n: number, start: string, end: string) =>
    `${line(n, start, end)}: the end is the same as the start`,
  lineOverlaps: (n: number, start: string, end: string, previousEnd: string) =>
    `${line(n, start, end)}: check the start and end times; it starts before the previous line ends (${previousEnd})`,
  lineSecondDayOff: (n: number, start: string, end: string) =>
    `${line(n, start, end)}: only one Day Off comment is allowed for the day`,
  linePastDayOff: (n: number, start: string, end: string, dayOff: string) =>
    `${line(n, start, end)}: you can't go past the day-off time (${dayOff})`,
  lineTaskNotYours: (n: number, start: string, end: string) =>
    `${line(n, start, end)}: this task is not assigned to you`,
  lineCommentTypeInvalid: (n: number, start: string, end: string) =>
    `${line(n, start, end)}: unknown comment type`,
  /** Notifications. */
  notifySent: (name: string, day: string) => `${name} sent a correction of ${day} for review`,
  notifyApproved: (day: string) => `Your correction of ${day} was approved`,
  notifyRejected: (day: string, remark: string) => `Your correction of ${day} was rejected: ${remark}`,
  notifyWithdrawn: (name: string, day: string) => `${name} withdrew the correction of ${day}`,
  notifyLocked: (month: string) => `Your worksheet of ${month} was locked`,
  notifyUnlocked: (month: string) => `Your worksheet of ${month} was unlocked`,
} as const;
