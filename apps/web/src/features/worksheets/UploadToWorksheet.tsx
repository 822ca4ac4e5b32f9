import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudUpload } from '@tabler/icons-react';
import { Msg, type WorksheetUpload } from '@jobline/shared';
import { confirmAction } from '../../components/confirm';
import { dayName } from './rowKinds';
import { useDayEnd, useUploadWorksheet } from './uploadApi';

const M = Msg.worksheetUploads;

/** Who uploaded the day and when, as the worksheet's header shows it. */
export function UploadedBadge({ upload, timeZone }: { upload: WorksheetUpload; timeZone: string }) {
  const when = new Date(upload.uploaded_at).toLocaleString('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Group gap={6} wrap="wrap">
      <Badge
        color="teal"
        variant="light"
        style={{ flexShrink: 0 }}
        leftSection={<IconCloudCheck size={14} aria-hidden />}
      >
        {M.badge}
      </Badge>
      <Text size="xs" c="dimmed">
        {M.uploadedBy(upload.uploaded_by, when)}
      </Text>
      {upload.changed_since && (
        <Badge color="orange" variant="light" c="dark.6" style={{ flexShrink: 0 }} title={M.changedSinceHelp}>
          {M.changedSince}
        </Badge>
      )}
    </Group>
  );
}

/**
 * Upload To Worksheet for one day: shown when the server says the caller may (their
 * own day, or a super admin); usable once the day has ended; someone else's asks first.
 */
export function UploadToWorksheet(props: { userId: number; name: string; date: string; own: boolean }) {
  const { userId, name, date, own } = props;
  const check = useDayEnd(userId, date);
  const upload = useUploadWorksheet();
  const state = check.data;
  if (!state || !state.may_upload || state.uploaded) return null;

  const send = () => upload.mutate({ user_id: userId, date });
  const ask = () =>
    own
      ? send()
      : confirmAction({
          title: M.button,
          body: M.confirmOther(name, dayName(date)),
          confirmLabel: 'Upload',
          onConfirm: send,
        });

  const button = (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconCloudUpload size={16} aria-hidden />}
      onClick={ask}
      loading={upload.isPending}
      disabled={!state.day_end}
    >
      {M.button}
    </Button>
  );
  // The reason is written out, not only hovered: phones and keyboards see it too.
  return state.day_end ? (
    button
  ) : (
    <Group gap="xs" wrap="wrap">
      {button}
      <Text size="xs" c="dimmed">
        {M.waitsForDayEnd}
      </Text>
    </Group>
  );
}
