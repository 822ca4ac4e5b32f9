import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Holiday } from './api';
import { formatRange } from './days';

/** Asks before a holiday is removed from the plan. */
export function confirmDelete(holiday: Holiday, onConfirm: () => void) {
  modals.openConfirmModal({
    title: 'Delete this holiday?',
    children: (
      <Text size="sm">
        “{holiday.description}” ({formatRange(holiday)}) will be removed from the plan, and its days count as
        working days again.
      </Text>
    ),
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
