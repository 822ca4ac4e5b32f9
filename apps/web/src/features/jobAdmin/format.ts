import dayjs from 'dayjs';

/** DD/MM/YYYY, as the spec's tables show days; a missing day is a dash. */
export const shownDay = (day: string | null | undefined) => (day ? day.split('-').reverse().join('/') : '—');

/** An instant as the company reads it: DD/MM/YYYY HH:mm in the browser's time. */
export const shownInstant = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '—';

export { cut } from '@jobline/shared';
