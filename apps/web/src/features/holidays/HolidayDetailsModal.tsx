import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Holiday } from './api';
import { dayCount, formatRange } from './days';

interface Props {
  opened: boolean;
  holiday: Holiday | null;
  deleting: boolean;
  onDelete(holiday: Holiday): void;
  onClose(): void;
}

/** One holiday, opened from the calendar or the list, with its Delete action. */
export function HolidayDetailsModal({ opened, holiday, deleting, onDelete, onClose }: Props) {
  const days = holiday ? dayCount(holiday) : 0;
  return (
    <Modal opened={opened && holiday !== null} onClose={onClose} title={holiday?.description ?? 'Holiday'}>
      {holiday && (
        <Stack>
          <div>
            <Text fw={500}>{formatRange(holiday)}</Text>
            <Text size="sm" c="dimmed">
              {days === 1 ? 'One day' : `${days} days`}, a company holiday for everyone
            </Text>
          </div>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={deleting}
              onClick={() => onDelete(holiday)}
            >
              Delete holiday
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
