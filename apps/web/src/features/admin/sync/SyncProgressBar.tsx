import { Progress, Stack, Text } from '@mantine/core';
import type { SyncProgress } from '@jobline/shared';

/** How far a preview or an apply has come: records compared or written of the total. */
export function SyncProgressBar({ progress, label }: { progress: SyncProgress | null; label: string }) {
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const value = total ? Math.round((done / total) * 100) : 0;
  const words = !progress
    ? 'Asking the ERP…'
    : progress.done === 0 && total > 0
      ? `Read ${total} records from the ERP…`
      : `${done} of ${total} records`;
  return (
    <Stack gap={4}>
      <Progress
        value={progress ? value : 100}
        animated
        striped={!progress || done === 0}
        aria-label={label}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {words}
      </Text>
    </Stack>
  );
}
