const pad = (n: number) => String(n).padStart(2, '0');

/** Time on hold as H:MM:SS, with whole days in front once it passes a day (never negative). */
export function holdClock(sinceMs: number, nowMs: number): string {
  const total = Math.max(0, Math.floor((nowMs - sinceMs) / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const clock = `${hours}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days ? `${days} d ${clock}` : clock;
}

/** The hold's start as the company's clock shows it: 12:30, or 'Mon 12:30' before today. */
export function holdStart(since: Date, now: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const sameDay = day.format(since) === day.format(now);
  return sameDay ? time.format(since) : `${day.format(since)} ${time.format(since)}`;
}
