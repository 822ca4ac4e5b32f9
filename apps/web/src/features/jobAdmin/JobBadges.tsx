import { Badge } from '@mantine/core';
import {
  JOB_PRIORITY_COLORS,
  JOB_PRIORITY_LABELS,
  JOB_PROGRESS_COLORS,
  JOB_PROGRESS_LABELS,
  type JobPriority,
  type JobProgress,
} from '@jobline/shared';

/**
 * The priority with its colour as a dot next to the label: the label carries the meaning,
 * and dark text passes contrast whatever the colour.
 */
export function PriorityBadge({ priority, label }: { priority: number; label?: string }) {
  const color = JOB_PRIORITY_COLORS[priority as JobPriority] ?? 'gray';
  const text = label ?? JOB_PRIORITY_LABELS[priority as JobPriority] ?? `Unknown (${priority})`;
  return (
    // A narrow table column would otherwise cut the label ('WITHIN A…'): the badge keeps its width.
    <Badge variant="dot" color={color} size="sm" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {text}
    </Badge>
  );
}

/** Overdue said in words, not by colour alone. */
export function OverdueBadge() {
  return (
    <Badge variant="outline" color="red" size="xs" style={{ flexShrink: 0 }}>
      Overdue
    </Badge>
  );
}

/** Where the job stands (open … canceled) in words, its colour only a help; `copy` marks a phone-only repeat. */
export function ProgressBadge({ progress, copy = false }: { progress: number; copy?: boolean }) {
  const label = JOB_PROGRESS_LABELS[progress as JobProgress] ?? 'Unknown';
  return (
    <Badge
      variant="light"
      color={JOB_PROGRESS_COLORS[progress as JobProgress] ?? 'gray'}
      c="dark.8"
      size="sm"
      style={{ flexShrink: 0 }}
      data-testid={copy ? undefined : 'job-progress'}
      miw="max-content"
    >
      {label}
    </Badge>
  );
}
