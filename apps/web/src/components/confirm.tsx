import { useEffect, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { modals, useModals } from '@mantine/modals';

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

/** The ModalsProvider's open dialogs (confirmations, one-time passwords), the last on top. */
let openDialogs: ReturnType<typeof useModals>['modals'] = [];

/**
 * Escape closes only the topmost dialog. Every open Mantine modal listens for it on the window, so a
 * confirmation opened over a form would close and also make the form beneath close or ask to discard
 * its changes. This listener is added when the app loads, before any modal's: while a ModalsProvider
 * dialog is open (always the top one), it closes that dialog itself and keeps the key from the rest.
 */
window.addEventListener(
  'keydown',
  (event) => {
    const top = openDialogs.at(-1);
    if (event.key !== 'Escape' || event.isComposing || !top) return;
    // An open dropdown inside the dialog takes the key first, as Mantine's own modals let it.
    if ((event.target as Element | null)?.getAttribute?.('data-mantine-stop-propagation') === 'true') return;
    event.stopImmediatePropagation();
    if (top.props.closeOnEscape !== false) modals.close(top.id);
  },
  { capture: true },
);

/** Keeps the Escape listener above told which ModalsProvider dialogs are open: mounted inside the provider. */
export function TrackOpenDialogs() {
  const { modals: open } = useModals();
  useEffect(() => {
    openDialogs = open;
  }, [open]);
  return null;
}
