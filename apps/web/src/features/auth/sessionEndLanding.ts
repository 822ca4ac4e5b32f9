const KEY = 'jobline.sessionEndedBy';

/** The quick jobs screen: where the day starts again after a Session End (O-41). */
export const SESSION_END_LANDING = '/qjm';

/** Remembers on this device that the user ended their working day, for their next login. */
export const rememberSessionEnd = (userId: number) => localStorage.setItem(KEY, String(userId));

/**
 * Where a login lands: the quick jobs screen once, for the user who ended their day here (another
 * user's login leaves the mark in place), else the page that was asked for.
 */
export function landingAfterLogin(userId: number, target: string): string {
  if (localStorage.getItem(KEY) !== String(userId)) return target;
  localStorage.removeItem(KEY);
  return SESSION_END_LANDING;
}
