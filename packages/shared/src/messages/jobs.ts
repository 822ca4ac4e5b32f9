/**
 * User-facing texts of the job pipeline (part of Msg): the New Job, Edit Job and add-job form
 * messages of spec 000 §5 and 002 §5, with spelling corrected.
 */
export const jobMessages = {
  customerRequired: 'Please select a customer',
  locationRequired: 'Please select a location',
  systemRequired: 'Please select a system',
  contactPersonRequired: 'Please add contact person',
  // O-27: the spec reuses 'Please add contact person' for the number; the number gets its own words.
  contactNumberRequired: 'Please add contact number',
  contactNumberInvalid: 'Please enter a valid contact number',
  divisionRequired: 'Please select a division',
  employeeRequired: 'Please select an employee',
  requestedByRequired: 'Please select a requested employee',
  categoryRequired: 'Please select a category',
  jobTypeRequired: 'Please select a job type',
  coordinatorRequired: 'Please select a job coordinator',
  dueDateRequired: 'Please select a due date',
  dueDateInPast: 'The due date cannot be before today',
  descriptionRequired: 'Please provide description for this job',
  titleRequired: 'Please provide a job title for this job',
  priorityInvalid: 'Please select a priority',
  fieldRequired: 'This field is required',
  amountInvalid: 'Please enter an amount of zero or more',
  locationNotOfCustomer: 'This location is not a branch of the selected customer',
  employeeNotInDivision: 'This employee is not in the selected division',
  unknownReference: 'This choice no longer exists; please select again',
  needsApproval: 'This job needs approval first: send it for approval',
  approvedCategoryLocked: 'The category of an approved job cannot be changed',
  jobNotFound: 'No job found by given job no',
  jobDeleted: 'This job has been deleted',
  created: 'Job created successfully',
  updated: 'Job updated successfully',
} as const;
