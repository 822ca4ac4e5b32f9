/** User-facing texts of the service visits area (part of Msg). */

/** YYYY-MM-DD said as the screens show days (DD/MM/YYYY). */
const shown = (day: string) => day.split('-').reverse().join('/');

export const serviceMessages = {
  // Spec 002 §5 Service details add, spelling corrected.
  customerRequired: 'Please select a customer',
  branchRequired: 'Please select a branch',
  agreementRequired: 'Please select an agreement',
  employeesRequired: 'Please select at least one employee',
  serviceDateRequired: 'Please select the service date',
  countInvalid: 'Please enter a whole number between 0 and 100,000',
  tooManyEmployees: 'At most 20 employees can be on one visit',
  // What only the database can tell.
  unknownCustomer: 'Unknown customer',
  branchNotOfCustomer: "This branch is not one of the customer's branches",
  agreementNotOfBranch: "This agreement is not one of the branch's agreements",
  dateInFuture: 'The service date cannot be in the future',
  dateOutsideAgreement: (from: string, to: string) =>
    `The service date must be within the agreement's validity, ${shown(from)} to ${shown(to)}`,
  notServiceEmployee: (name: string) => `${name} is not an active employee of the service division`,
  unknownEmployee: 'Unknown employee',
  jobCardNoTaken: 'This job card number is already recorded for this agreement',
  rangeRequired: 'Please select a date range',
  startInvalid: 'Please select a valid start date',
  endInvalid: 'Please select a valid end date',
  endBeforeStart: 'The end of the range cannot be before its start',
  notFound: 'This service record does not exist',
  unknownAgreement: 'Unknown agreement',
  saved: 'Service details saved successfully',
  /** A service card without a record. */
  noRecord: 'N/A',
} as const;
