/**
 * User-facing texts of the notifications area (part of Msg): the notifications bell (spec 000 §2
 * Notifications, §3 Notification; R-032..R-037), with spelling and grammar corrected.
 */
export const notificationMessages = {
  // Calls
  pageInvalid: 'Please choose a page number from 1 up',
  notificationInvalid: 'Please choose a notification',
  searchInvalid: 'Please search with text',
  searchTooLong: 'Please search with at most 100 characters',
  notificationNotFound: 'No notification found',
  markedViewed: 'Notification marked as read',
  // The bell
  bellTitle: 'Notifications',
  searchLabel: 'Search notifications',
  searchPlaceholder: 'Title, job number or assigner',
  noNotifications: 'No notifications yet',
  noMatches: 'No notifications match this search',
  loadMore: 'Load more',
  allShown: 'All notifications are shown',
  assignedBy: 'Assigned by',
  from: 'From',
  sentBackBy: 'Sent back by',
  noBoardYet: 'Marked as read. The board for this notification is not available to you yet.',
} as const;
