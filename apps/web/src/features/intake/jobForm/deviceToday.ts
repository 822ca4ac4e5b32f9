/** Today on this device as YYYY-MM-DD, until the server's company day is known. */
export const deviceToday = () => new Date().toLocaleDateString('en-CA');
