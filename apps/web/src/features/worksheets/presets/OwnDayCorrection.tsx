import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClockEdit, IconHourglass, IconMessageX } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { dayName } from '../rowKinds';
import { useDeletePreset } from './api';
import { EditReportModal } from './EditReportModal';
import { PM } from './presetText';

const M = Msg.worksheets;
import { Msg, type WorksheetResponse } from '@jobline/shared';

interface Props {
  day: string;
  userId: number;
  sheet: Pick<WorksheetResponse, 'preset' | 'reject_preset' | 'locked'>;
}

/**
 * On one's own worksheet for one past day: Edit report, disabled with its reason while a
 * correction waits or the month is locked; a waiting correction's banner with Delete preset;
 * the last rejection with its remark.
 */
export function OwnDayCorrection({ day, userId, sheet }: Props) {
  const [editing, setEditing] = useState(false);
  const deletePreset = useDeletePreset();
  const waiting = sheet.preset?.status === 5;
  const reason = waiting ? `${M.presetWaiting}.` : sheet.locked ? `${M.monthLocked}.` : null;

  const remove = () =>
    confirmAction({
      title: 'Delete preset',
      body: `Delete the correction of ${dayName(day)} that waits for review? The day stays as it was logged.`,
      confirmLabel: 'Delete preset',
      danger: true,
      onConfirm: () =>
        deletePreset.mutate(day, {
          onSuccess: () => notifySuccess(PM.deleted),
          onError: (error) => notifyError(error),
        }),
    });

  return (
    <>
      {sheet.reject_preset && !waiting && (
        <Alert color="orange" variant="light" icon={<IconMessageX aria-hidden />} title={PM.rejected}>
          <Text size="sm">Remark: {sheet.reject_preset.remark.trim() || PM.noRemark}</Text>
        </Alert>
      )}
      {waiting && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconHourglass aria-hidden />}
          title="Correction waiting for review"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Your correction of this day ({sheet.preset!.lines.length} lines) waits for a reviewer. The
              worksheet shows the day as logged until it is approved.
            </Text>
            <Button color="red" variant="light" size="xs" onClick={remove} loading={deletePreset.isPending}>
              Delete preset
            </Button>
          </Group>
        </Alert>
      )}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconClockEdit size={16} aria-hidden />}
          disabled={reason !== null}
          aria-describedby={reason ? 'edit-report-reason' : undefined}
          onClick={() => setEditing(true)}
        >
          Edit report
        </Button>
        {reason && (
          <Text id="edit-report-reason" size="sm" c="dimmed">
            {reason}
          </Text>
        )}
      </Group>
      <EditReportModal day={day} userId={userId} opened={editing} onClose={() => setEditing(false)} />
    </>
  );
}
