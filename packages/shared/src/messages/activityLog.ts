/** User-facing texts of the Employee Activity Log (Super Admin, part of Msg). */
export const activityLogMessages = {
  title: 'Employee Activity Log',
  customerInvalid: 'Please select a valid customer',
  employeeInvalid: 'Please select a valid employee',
  areaInvalid: 'Please select an area from the list',
  fromInvalid: 'Please select a valid start date',
  toInvalid: 'Please select a valid end date',
  rangeEndBeforeStart: 'The end date cannot be before the start date',
  searchTooLong: 'Search for at most 100 characters',
  cursorInvalid: 'The place to continue from is not valid; start from the newest again',
  nothingYet: 'Nothing has been recorded yet',
  nothingMatches: 'No activity matches these filters',
  nothingMatchesYet: 'No match among the rows searched so far',
  loadMore: 'Load more',
  searchMore: 'Search further back',
  /** A search reads the filtered log a slice at a time, newest first. */
  searchedTo: (when: string) => `Searched back to ${when}`,
  noChanges: 'No field changed',
  hidden: 'hidden',
  system: 'System',
  downloadExcel: 'Excel',
  downloadFailed: 'The activity log could not be downloaded',
  /** Written in the file and shown beside the button. */
  exportCap: (cap: string) => `The file holds at most ${cap} rows: the newest of the filtered log.`,
  exportCut: (cap: string) =>
    `Only the newest ${cap} rows are in this file; narrow the filters to export older ones.`,
  exportSearchCut: (when: string) =>
    `The search stopped at rows of ${when}; narrow the filters to export older matches.`,
} as const;
