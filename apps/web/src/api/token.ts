const KEY = 'jobline.token';

/** The bearer token lives in local storage so a reload keeps the user logged in. */
export const getToken = (): string | null => localStorage.getItem(KEY);
export const setToken = (token: string) => localStorage.setItem(KEY, token);
export const clearToken = () => localStorage.removeItem(KEY);

/** Fired when the server says the session is gone; the auth provider sends the user to login. */
export const UNAUTHORIZED_EVENT = 'jobline:unauthorized';

/**
 * Fired when the server refuses a call until the user sets up two-factor sign-in (the switch was
 * turned on while they were signed in): the auth provider reads the user again, whose
 * setup_required then shows the set-up page.
 */
export const TWO_FACTOR_REQUIRED_EVENT = 'jobline:two-factor-required';

const REASON_KEY = 'jobline.signedOutBecause';

/** Why the server ended the session (expired, revoked), for the login page to say once. */
export const rememberSignOutReason = (message: string) => sessionStorage.setItem(REASON_KEY, message);
export const signOutReason = (): string | null => sessionStorage.getItem(REASON_KEY);
export const forgetSignOutReason = () => sessionStorage.removeItem(REASON_KEY);
