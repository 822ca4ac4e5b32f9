/** Only paths inside this app, never another site (an open redirect) nor login itself. */
export const safeRedirect = (value: string | null): string =>
  value &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.startsWith('/\\') &&
  !value.startsWith('/login')
    ? value
    : '/';
