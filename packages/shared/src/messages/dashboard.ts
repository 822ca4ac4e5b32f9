/** User-facing texts of the dashboards (part of Msg). */
export const dashboardMessages = {
  divisionInvalid: 'Please select a valid department',
  startInvalid: 'Please select a valid start date',
  endInvalid: 'Please select a valid end date',
  endBeforeStart: 'The end date cannot be before the start date',
  rangeTooLong: 'The range can be at most 366 days',
  dateInvalid: 'Please select a valid date',
  futureDay: 'The day cannot be in the future',
  idTypeInvalid: 'Please choose what kind of code to generate (1 employee, 2 customer)',
} as const;
