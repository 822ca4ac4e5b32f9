/** User-facing texts of the pickers' searches (part of Msg). */
export const lookupMessages = {
  searchTooLong: 'Search with at most 100 characters',
  idsInvalid: 'ids must be up to 50 ids separated by commas',
  limitInvalid: 'limit must be a whole number from 1 to 50',
  noCustomer: 'No customer matches',
  noEmployee: 'No employee matches',
  noJob: 'No open job matches',
  searching: 'Searching…',
  typeMore: 'More match: type more to narrow the list',
} as const;
