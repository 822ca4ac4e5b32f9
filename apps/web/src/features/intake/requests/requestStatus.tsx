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
