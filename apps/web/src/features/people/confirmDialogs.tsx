import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Runs the action at once when the form is untouched, otherwise after the user agrees to lose it. */
export function confirmDiscard(dirty: boolean, action: () => void) {
  if (!dirty) return action();
  modals.openConfirmModal({
    title: 'Discard your changes?',
    children: <Text size="sm">What you typed in the employee form has not been saved.</Text>,
    labels: { confirm: 'Discard', cancel: 'Keep editing' },
    confirmProps: { color: 'red' },
    onConfirm: action,
  });
}

/** A reset ends the employee's sessions and their old password at once: ask first. */
export function confirmPasswordReset(name: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: `Reset the password of ${name}?`,
    children: (
      <Text size="sm">
        Their current password stops working and they are logged out everywhere. You will see the new password
        once.
      </Text>
    ),
    labels: { confirm: 'Reset password', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
