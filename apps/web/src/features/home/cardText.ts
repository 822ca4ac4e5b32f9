import { ACTIVITY_TYPE_LABELS, allocatedMinutes, type ActivityType } from '@jobline/shared';

/** A stored hold type's name (6 Meeting … 14 Travelling). */
export const holdName = (type: number) => ACTIVITY_TYPE_LABELS[type as ActivityType] ?? 'Hold';

/** Minutes in a card's short form: 45 min, 2 h, 1 h 15 min. */
export function shortMinutes(minutes: number) {
  const whole = Math.max(0, Math.floor(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** A stored estimate (hours) in the card's short form. */
export const estimateText = (hours: number) => shortMinutes(allocatedMinutes(hours));

/** An instant as the company's clock shows it: 12:30. */
export function clockTime(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}
