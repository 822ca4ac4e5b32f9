import { useEffect } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
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

/** Added to the bar's content height: its padding and border, its offset from the bottom and a gap. */
const BAR_CLEARANCE_PX = 60;

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
  const { ref, height } = useElementSize();
  useEffect(() => {
    // Whatever is scrolled into view (a table's paging, a focused field) stops above the bar, however
    // tall the bar has grown (two rows on a phone).
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${Math.max(height + BAR_CLEARANCE_PX, 96)}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [height]);
  return (
    <Paper
      ref={ref}
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
