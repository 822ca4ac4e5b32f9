export { shownDay } from '@jobline/shared';

const clockIn = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
let companyClock = clockIn();

/** Instants are read on the company's clock (set at sign-in), whatever zone this device is in (O-17). */
export function setCompanyTimeZone(timeZone: string) {
  companyClock = clockIn(timeZone);
}

/** An instant as the company reads it: DD/MM/YYYY HH:mm on the company's clock. */
export function shownInstant(iso: string | null | undefined) {
  if (!iso) return '—';
  const part = Object.fromEntries(companyClock.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

export { cut } from '@jobline/shared';
