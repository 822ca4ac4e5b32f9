import { useEffect } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPointFilled } from '@tabler/icons-react';

interface Props {
  dirty: boolean;
  saving: boolean;
  /** A new customer can be saved (and checked) before anything is typed. */
  isNew: boolean;
  onDiscard(): void;
}

/** Save and Discard, kept in reach at the bottom of the screen while the form scrolls by. */
export function SaveBar({ dirty, saving, isNew, onDiscard }: Props) {
  useEffect(() => {
    // Keyboard focus scrolled into view must not land under the bar.
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '96px';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <Paper
      withBorder
      shadow={dirty ? 'md' : 'xs'}
      p="sm"
      pos="sticky"
      bottom="var(--mantine-spacing-xs)"
      style={{ zIndex: 5 }}
      data-testid="save-bar"
    >
      <Group justify="space-between" gap="xs">
        <div role="status" style={{ minWidth: 0 }}>
          {dirty ? (
            <Group gap={4} wrap="nowrap">
              <IconPointFilled size={16} color="var(--mantine-color-orange-7)" aria-hidden />
              <Text size="sm" fw={600}>
                Unsaved changes
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              No unsaved changes
            </Text>
          )}
        </div>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <Button variant="default" disabled={!dirty || saving} onClick={onDiscard}>
            Discard
          </Button>
          <Button type="submit" disabled={!dirty && !isNew} loading={saving}>
            Save customer
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
