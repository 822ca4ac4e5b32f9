import { useEffect } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { changeSummary } from './changeSummary';

interface Props {
  added: number;
  removed: number;
  saving: boolean;
  onSave(): void;
  onDiscard(): void;
}

/** Save and Discard, kept in reach at the bottom of the screen while the groups scroll by. */
export function SaveBar({ added, removed, saving, onSave, onDiscard }: Props) {
  const dirty = added + removed > 0;
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
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <div role="status" style={{ minWidth: 0 }}>
          {dirty ? (
            <>
              <Text size="sm" fw={600} c="orange.9">
                Unsaved changes
              </Text>
              <Text size="xs">{changeSummary(added, removed)}</Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              No unsaved changes
            </Text>
          )}
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" disabled={!dirty || saving} onClick={onDiscard}>
            Discard
          </Button>
          <Button disabled={!dirty} loading={saving} onClick={onSave}>
            Save
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
