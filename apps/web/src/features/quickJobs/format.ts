import dayjs from 'dayjs';

// Display helpers of the quick-job screens (the same ones the job administration screens use;
// they belong in components/ once a third screen wants them).

/** DD/MM/YYYY, as the spec's tables show days; a missing day is a dash. */
export const shownDay = (day: string | null | undefined) => (day ? day.split('-').reverse().join('/') : '—');

/** An instant in the browser's time, e.g. "05/03/2026 14:20". */
export const shownInstant = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

export { cut } from '@jobline/shared';
