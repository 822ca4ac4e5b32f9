import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

const UNSAVED = 'The changes to this customer, its branches and agreements have not been saved.';

/** Runs the action at once when nothing is unsaved, otherwise after the user agrees to lose it. */
export function confirmDiscard(dirty: boolean, action: () => void) {
  if (!dirty) {
    action();
    return;
  }
  modals.openConfirmModal({
    title: 'Discard unsaved changes?',
    children: <Text size="sm">{UNSAVED}</Text>,
    labels: { confirm: 'Discard', cancel: 'Keep editing' },
    confirmProps: { color: 'red' },
    onConfirm: action,
  });
}

/** Asks before leaving the screen with unsaved changes; closing the dialog any other way means stay. */
export function confirmLeave({ onLeave, onStay }: { onLeave(): void; onStay(): void }) {
  let answered = false;
  modals.openConfirmModal({
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

/** Asks before a row is removed from the draft (nothing is deleted until the customer is saved). */
export function confirmRemove({
  title,
  text,
  onConfirm,
}: {
  title: string;
  text: string;
  onConfirm(): void;
}) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: 'Remove', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
