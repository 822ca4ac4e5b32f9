import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import type { TaskSheetView } from '@jobline/shared';
import type { SheetChoice } from './SheetFields';

const shownDay = (day: string | null) => (day ? day.split('-').reverse().join('/') : 'no delivery date');

interface Props {
  opened: boolean;
  jobNo: string;
  sheets: readonly TaskSheetView[];
  onChoose(choice: SheetChoice): void;
  onClose(): void;
}

/** A job with several task sheets opens this list: pick the sheet to work on, or a new one. */
export function SheetListModal({ opened, jobNo, sheets, onChoose, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Task sheets of ${jobNo}`} size="md">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          This job has {sheets.length} task sheets. Choose the one to open.
        </Text>
        {sheets.map((s) => (
          <UnstyledButton
            key={s.id}
            onClick={() => onChoose(s.id)}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            aria-label={`Open sheet ${s.sheet_no}`}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600}>Sheet {s.sheet_no}</Text>
              <Text size="sm">
                {s.task_count} {s.task_count === 1 ? 'task' : 'tasks'}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              Approved by {s.approved_by_name ?? 'nobody yet'} · {shownDay(s.delivery_date)}
            </Text>
            {s.remarks && (
              <Text size="xs" lineClamp={2}>
                {s.remarks}
              </Text>
            )}
          </UnstyledButton>
        ))}
        <Button
          variant="light"
          leftSection={<IconFilePlus size={16} aria-hidden />}
          onClick={() => onChoose('new')}
        >
          Start a new sheet
        </Button>
      </Stack>
    </Modal>
  );
}
