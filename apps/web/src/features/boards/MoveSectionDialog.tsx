import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { BoardTask } from '@jobline/shared';
import { sectionName } from './TaskCard';

interface Props {
  task: BoardTask | null;
  targets: readonly number[];
  onMove(task: BoardTask, to: number): void;
  onClose(): void;
}

/** The move-section dialog a long press opens on a phone (screens.md §3.14); the same rules apply. */
export function MoveSectionDialog({ task, targets, onMove, onClose }: Props) {
  return (
    <Modal opened={task !== null} onClose={onClose} title={`Move ${task?.task_no ?? ''}`} centered>
      <Stack gap="xs">
        <Text size="sm">
          {task?.task_name} is in <strong>{task ? sectionName(task.current_section) : ''}</strong>. Move it
          to:
        </Text>
        {targets.map((to) => (
          <Button
            key={to}
            variant="light"
            justify="space-between"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            onClick={() => {
              if (task) onMove(task, to);
              onClose();
            }}
          >
            {sectionName(to)}
          </Button>
        ))}
      </Stack>
    </Modal>
  );
}
