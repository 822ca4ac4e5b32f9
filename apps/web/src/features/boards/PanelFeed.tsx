import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import {
  ACTIVITY_TYPE_COLORS,
  ACTIVITY_TYPE_LABELS,
  ActivityType,
  Msg,
  type ActivityEntry,
} from '@jobline/shared';
import { shownInstant } from '../../components/format';

/** What a feed entry says: moves read 'moved this task from X to Y' (R-030), others their text. */
export function feedText(entry: ActivityEntry): string {
  if (entry.comment_type === ActivityType.MOVE) {
    const from = entry.prev_section ?? 'nowhere';
    const to = entry.section_name ?? 'nowhere';
    return `moved this task from ${from} to ${to}${entry.comment ? `: ${entry.comment}` : ''}`;
  }
  return entry.comment ?? '';
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The task's activities and comments, each with its type's colour (R-028), author and time. */
export function PanelFeed({ entries }: { entries: readonly ActivityEntry[] }) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {Msg.boards.noActivities}
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Activities">
      {entries.map((entry) => {
        const type = entry.comment_type as ActivityType;
        const move = type === ActivityType.MOVE;
        return (
          <Group
            key={entry.id}
            component="li"
            gap="sm"
            wrap="nowrap"
            align="flex-start"
            data-testid="feed-entry"
          >
            <Avatar src={entry.image} alt="" size="sm" radius="xl" color="blue">
              {initials(entry.name)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={600}>
                  {entry.name}
                </Text>
                {!move && (
                  <Badge size="xs" variant="light" color={ACTIVITY_TYPE_COLORS[type] ?? 'gray'}>
                    {ACTIVITY_TYPE_LABELS[type] ?? 'Activity'}
                  </Badge>
                )}
                <Text size="xs" c="gray.7" component="time" dateTime={entry.created_at}>
                  {shownInstant(entry.created_at)}
                </Text>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {feedText(entry)}
              </Text>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
