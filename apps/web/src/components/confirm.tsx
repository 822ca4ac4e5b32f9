import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface ConfirmOptions {
  title: string;
  /** One paragraph per entry, or any content. */
  body: string | string[] | ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for what cannot be undone. */
  danger?: boolean;
  onConfirm(): void;
  /** Called when the dialog closes without confirming. */
  onCancel?(): void;
}

/** The one confirmation dialog: every destructive or weighty action asks through it. */
export function confirmAction({
  title,
  body,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmOptions) {
  let confirmed = false;
  const paragraphs = typeof body === 'string' ? [body] : Array.isArray(body) ? body : null;
  modals.openConfirmModal({
    title,
    children: paragraphs ? (
      <Stack gap="xs">
        {paragraphs.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    ) : (
      body
    ),
    // A long name without spaces wraps instead of running off a phone's screen.
    styles: { title: { overflowWrap: 'anywhere' } },
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: danger ? { color: 'red' } : undefined,
    onConfirm: () => {
      confirmed = true;
      onConfirm();
    },
    onClose: () => {
      if (!confirmed) onCancel?.();
    },
  });
}

/** Runs the action at once when nothing is unsaved, otherwise after the user agrees to lose it. */
export function confirmDiscard(dirty: boolean, unsaved: string, action: () => void) {
  if (!dirty) return action();
  confirmAction({
    title: 'Discard unsaved changes?',
    body: unsaved,
    confirmLabel: 'Discard',
    cancelLabel: 'Keep editing',
    danger: true,
    onConfirm: action,
  });
}
