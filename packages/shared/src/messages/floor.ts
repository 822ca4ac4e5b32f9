/**
 * User-facing texts of the floor (part of Msg): Home's employee activity cards and the floor alerts
 * (spec 000 §2, screens.md §2.2).
 */
export const floorMessages = {
  title: 'Employee Activities',
  division: 'Division',
  noEmployees: 'No employees in this division',
  noEmployeesText: 'Choose another division to see what its people are doing.',
  notStarted: 'Not started today',
  onLeave: 'On leave',
  dayEnded: 'Day ended',
  atWork: 'At work, no task ongoing',
  pendingTasks: 'Pending tasks',
  pendingJobs: 'Pending jobs',
  finishedToday: 'Finished today',
  nothingFinished: 'Nothing finished yet today',
  noAlerts: 'Nothing needs attention on the floor',
  alertsTitle: 'Floor alerts',
  otherDivision: 'You may only see the activities of your own division',
  divisionNotFound: 'Division not found',
  employeeNotFound: 'Employee not found',
  nothingToEnd: 'There is no timer left running to end',
  endDayAt: (time: string) => `End the day at ${time}`,
  dayClosed: 'The task went on hold and the day ended at closing time',
  pastPessimistic: (name: string, task: string) => `${name}: ${task} is past its pessimistic estimate`,
  pastMostLikely: (name: string, task: string) => `${name}: ${task} is past its most likely estimate`,
  longHold: (name: string, hold: string, minutes: string) => `${name}: ${hold} for ${minutes}`,
  idle: (name: string, minutes: string) => `${name}: at work with nothing ongoing for ${minutes}`,
  afterHours: (name: string, task: string) => `${name}: ${task} is still running after hours`,
} as const;
