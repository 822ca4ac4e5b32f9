import { worksheetPresetMessages } from './worksheetPresets';

/** User-facing texts of the worksheet and its summaries (part of Msg). */
export const worksheetMessages = {
  title: 'Employee Worksheet',
  rangeRequired: 'Please select the dates',
  startInvalid: 'Please select a valid start date',
  endInvalid: 'Please select a valid end date',
  endBeforeStart: 'The end date cannot be before the start date',
  rangeTooLong: 'Choose a range of at most 366 days',
  futureDay: 'The worksheet cannot show days that have not come yet',
  employeeInvalid: 'Please select an employee',
  divisionInvalid: 'Please select a department',
  employeeNotFound: 'Employee not found',
  onlyOwn: 'You may only see your own worksheet',
  onlyOwnDivision: 'You may only see the worksheets of your own division',
  onlyOneDay: 'You may see one day at a time',
  reportTypeInvalid: 'Unknown report type',
  noActivity: 'No activity in this range',
  noEmployees: 'No employees in this department',
  missingDays: 'Days with nothing in the work log',
  loadReport: 'Load Report',
  allEmployees: 'All employees',
  loadInactive: 'Load inactive users',
  ...worksheetPresetMessages,
} as const;
