import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

const UNSAVED = 'The permissions you ticked or unticked here have not been saved.';

/** Asks before a change of rights goes live; each line is one sentence of the summary. */
export function confirmSave({
  title,
  lines,
  onConfirm,
}: {
  title: string;
  lines: string[];
  onConfirm(): void;
}) {
  modals.openConfirmModal({
    closeButtonProps: { 'aria-label': 'Close' },
    title,
    children: (
      <Stack gap="xs">
        {lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    ),
    labels: { confirm: 'Save', cancel: 'Cancel' },
    onConfirm,
  });
}

/** Runs the action at once when nothing is unsaved, otherwise after the user agrees to lose it. */
export function confirmDiscard(dirty: boolean, action: () => void) {
  if (!dirty) {
    action();
    return;
  }
  modals.openConfirmModal({
    closeButtonProps: { 'aria-label': 'Close' },
    title: 'Discard unsaved changes?',
    children: <Text size="sm">{UNSAVED}</Text>,
    labels: { confirm: 'Discard', cancel: 'Keep editing' },
    confirmProps: { color: 'red' },
    onConfirm: action,
  });
}

/** Asks before leaving the screen with unsaved ticks; closing the dialog any other way means stay. */
export function confirmLeave({ onLeave, onStay }: { onLeave(): void; onStay(): void }) {
  let answered = false;
  modals.openConfirmModal({
    closeButtonProps: { 'aria-label': 'Close' },
    title: 'Leave without saving?',
    children: <Text size="sm">{UNSAVED}</Text>,
    labels: { confirm: 'Leave', cancel: 'Stay' },
    confirmProps: { color: 'red' },
    onConfirm: () => {
      answered = true;
      onLeave();
    },
    onClose: () => {
      if (!answered) onStay();
    },
  });
}
