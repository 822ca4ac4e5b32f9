/** User-facing texts of the Employee Plan calendar and activity plans (part of Msg). */
export const planningMessages = {
  title: 'Employee Plan',
  /** 001 §8 'Your plan Updated': an activity added or removed, a task planned. */
  planUpdated: 'Your plan updated',
  /** R-170, clicking or selecting a past date ('You can't Plan Previous Dates'). */
  previousDates: "You can't plan previous dates",
  /** R-170, dragging or resizing onto a past day ('You can't Plan the Previous Days...'). */
  previousDays: "You can't plan previous days",
  collapseEvents: 'Collapse daily events',
  employee: 'Employee',
  employeeRequired: 'Please select an employee',
  employeeNotFound: 'No employee found',
  otherEmployee: 'You may only plan for yourself and the employees of your division',
  /** 001 §2.4: the task dialog of a task still in Back Log. */
  noActivities: 'No activities found',
  noOpenTasks: 'No open tasks to plan',
  noOpenTasksText: 'Tasks assigned to this employee appear here, ready to drag onto the calendar.',
  // The task plan (PUT user/task_plan)
  taskNotFound: 'No task found',
  taskNotOnPlan: 'This task is not assigned to this employee',
  taskDone: 'This task is finished and cannot be planned',
  planDateInvalid: 'Please choose a valid plan date',
  startTimeNeeded: 'Please choose a start time',
  endInvalid: 'Please choose a valid end',
  endBeforeStart: 'The end must be after the start',
  planTooLong: 'A plan can last at most 31 days',
  lengthInvalid: 'The planned length must be a whole number of minutes, from 15 to 1440',
  allDayInvalid: 'All day must be true or false',
  confirmInvalid: 'The confirmation must be true or false',
  /** The day falls on a holiday or approved leave: asked before planning (409 status 12). */
  dayOffConfirm: (what: string) => `${what}. Plan the task anyway?`,
  holidayOn: (day: string, name: string) => `${day} is a holiday (${name})`,
  leaveOn: (name: string, day: string, type: string) => `${name} has approved leave on ${day} (${type})`,
  planAnyway: 'Plan anyway',
  // Activity plans (POST activity-plan, DELETE activity-plan/{id})
  activityKindRequired: 'Please choose Meeting, Leave or Personal',
  descriptionRequired: 'Please enter a description',
  descriptionTooLong: 'The description can be at most 500 characters',
  startInvalid: 'Please choose a valid start',
  activityTooLong: 'An activity can last at most 31 days',
  activityOverlap: 'This overlaps another activity on the plan',
  activityNotFound: 'This activity no longer exists',
  activityPast: "You can't delete an activity that started before today",
  activityIdRequired: 'Please select an activity',
  addActivity: 'Add Activity',
  deleteActivityConfirm: 'Delete this activity?',
  // The calendar feed (iCalendar)
  feedTitle: 'Calendar feed',
  feedIntro:
    'Subscribe to your plan, approved leave and the company holidays from a phone or desktop calendar. ' +
    'Anyone with the link can read them, so keep it private.',
  feedCreated: 'Your calendar link is ready. Copy it now: it is shown only once.',
  feedReplaced: 'A new calendar link replaced the old one, which no longer works.',
  feedRevoked: 'Your calendar link was revoked',
  feedNone: 'You have no calendar link.',
  feedActive: (since: string) => `You have a calendar link, created ${since}.`,
  feedRevokeConfirm: 'Revoke your calendar link? Calendars subscribed to it stop updating.',
  feedReplaceConfirm: 'Make a new calendar link? The old link stops working.',
  copied: 'Copied',
  feedTooMany: 'Too many calendar requests from this address. Please try again in a minute.',
} as const;
