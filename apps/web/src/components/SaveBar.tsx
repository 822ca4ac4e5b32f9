import { useEffect } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPointFilled } from '@tabler/icons-react';

interface Props {
  dirty: boolean;
  saving: boolean;
  onDiscard(): void;
  /** Called by Save; without it, Save submits the surrounding form. */
  onSave?(): void;
  /** Save is possible though nothing changed yet (a new record is checked on save). */
  canSaveClean?: boolean;
  saveLabel?: string;
  /** What changed, under "Unsaved changes" (e.g. "2 added, 1 removed"). */
  detail?: string;
}

/** Save and Discard, kept in reach at the bottom of the screen while a long form scrolls by. */
export function SaveBar({
  dirty,
  saving,
  onDiscard,
  onSave,
  canSaveClean,
  saveLabel = 'Save',
  detail,
}: Props) {
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
            <>
              <Group gap={4} wrap="nowrap">
                <IconPointFilled size={16} color="var(--mantine-color-orange-7)" aria-hidden />
                <Text size="sm" fw={600}>
                  Unsaved changes
                </Text>
              </Group>
              {detail && <Text size="xs">{detail}</Text>}
            </>
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
          <Button
            type={onSave ? 'button' : 'submit'}
            onClick={onSave}
            disabled={!dirty && !canSaveClean}
            loading={saving}
          >
            {saveLabel}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
