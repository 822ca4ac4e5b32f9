import { useState } from 'react';
import { useWindowEvent } from '@mantine/hooks';
import { Msg } from '@jobline/shared';
import { confirmAction } from '../../components/confirm';
import { notifyError } from '../../components/notify';
import { checkTaskRemoval } from './api';
import type { SheetDraft } from './useSheetDraft';

/** A message about the table shown above it (what the spec shows as a popup). */
export interface SheetNotice {
  message: string;
  detail?: string;
}

/** Typing in a field, or working in a dialog, keeps the Delete key for itself. */
const busyElsewhere = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target instanceof HTMLInputElement &&
      !['radio', 'checkbox', 'button', 'submit'].includes(target.type)) ||
    target.closest('[role="dialog"]') !== null);

/**
 * Removing the selected task: a task must be selected; a saved one is checked with the
 * server first; then the user confirms. The Delete key does the same outside the fields.
 */
export function useTaskRemoval(
  draft: SheetDraft,
  setNotice: (notice: SheetNotice | null) => void,
  enabled: boolean,
) {
  const [checking, setChecking] = useState(false);

  const removeSelected = async () => {
    const task = draft.selected;
    if (!task) return setNotice({ message: Msg.tasking.selectTaskFirst });
    setNotice(null);
    if (task.id !== null) {
      setChecking(true);
      try {
        const verdict = await checkTaskRemoval(task.id);
        // The job keeps a task as long as this sheet keeps another one.
        const othersRemain = verdict.reason === Msg.intake.onlyTask && draft.tasks.length > 1;
        if (!verdict.data && !othersRemain) {
          return setNotice({ message: Msg.tasking.taskCannotBeDeleted, detail: verdict.reason });
        }
      } catch (error) {
        return notifyError(error);
      } finally {
        setChecking(false);
      }
    }
    confirmAction({
      title: `Remove task ${task.task_no}?`,
      body: [Msg.tasking.confirmRemoveTask, `${task.task_no} · ${task.task_name}`],
      confirmLabel: 'Remove task',
      danger: true,
      onConfirm: () => draft.remove(task.key),
    });
  };

  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Delete' || !enabled || busyElsewhere(event.target) || checking) return;
    event.preventDefault();
    void removeSelected();
  });

  return { removeSelected, checking };
}
