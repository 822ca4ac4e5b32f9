/** User-facing texts of the holidays area (part of Msg). */
export const holidayMessages = {
  /** Spec 002 §8 'Your plan Updated' (3.5 s), after a holiday is added or removed. */
  planUpdated: 'Your plan updated',
  descriptionRequired: 'Please enter a description',
  descriptionTooLong: 'The description can be at most 200 characters',
  startInvalid: 'Please select a valid start date',
  endInvalid: 'Please select a valid end date',
  endBeforeStart: 'The end date cannot be before the start date',
  tooManyDays: 'A holiday can last at most 31 days',
  duplicate: 'This holiday is already in the plan',
  idRequired: 'Please select a holiday',
  notFound: 'This holiday no longer exists',
  rangeEndBeforeStart: 'The end of the range cannot be before its start',
} as const;
