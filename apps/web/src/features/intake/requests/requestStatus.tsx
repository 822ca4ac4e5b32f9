import { Badge } from '@mantine/core';
import { RequestStatus } from '@jobline/shared';

// Light badges with dark text keep the contrast; the words carry the meaning, not the colour.
const COLORS: Record<number, string> = {
  [RequestStatus.PENDING]: 'blue',
  [RequestStatus.SENT_FOR_APPROVAL]: 'orange',
  [RequestStatus.JOB_CREATED]: 'green',
  [RequestStatus.REJECTED]: 'red',
  [RequestStatus.WITHDRAWN]: 'gray',
};

/** A request's status as a badge: Pending, Sent for approval, Job created, Rejected, Withdrawn. */
export function RequestStatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <Badge
      variant="light"
      color={COLORS[status] ?? 'gray'}
      styles={{ label: { textTransform: 'none', overflow: 'visible' } }}
      style={{ flexShrink: 0 }}
    >
      {name}
    </Badge>
  );
}

/** DD/MM/YYYY of a YYYY-MM-DD day; an instant in this device's zone with the time. */
export const shownDay = (day: string | null) => (day ? day.split('-').reverse().join('/') : '—');
export const shownInstant = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
