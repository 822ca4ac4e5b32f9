import type { ReactNode } from 'react';
import { Badge, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { sectionName } from './TaskCard';

interface Props {
  taskNo: string;
  title: string;
  section: number;
  /** Badges after the section's (Running, QC check). */
  badges?: ReactNode;
  description: string;
  /** The feed, or why there is none. */
  activities: ReactNode;
  /** Under the feed: the comment box when one may comment. */
  below?: ReactNode;
  side: ReactNode;
}

/**
 * A task as the board's panel and the calendar's dialog show it: number, title and list, then the
 * description and its activities beside the side facts (stacked on a phone).
 */
export function TaskLayout({ taskNo, title, section, badges, description, activities, below, side }: Props) {
  return (
    <Stack gap="md">
      <Group gap="xs" align="baseline" wrap="wrap">
        <Title order={3} size="h3">
          <Text span inherit ff="monospace">
            {taskNo}
          </Text>{' '}
          {title}
        </Title>
        <Badge variant="light">{sectionName(section)}</Badge>
        {badges}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <div>
              <Title order={4} size="h6" mb={4}>
                Description
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {description}
              </Text>
            </div>
            <div>
              <Title order={4} size="h6" mb={6}>
                Activities
              </Title>
              {activities}
            </div>
            {below}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>{side}</Grid.Col>
      </Grid>
    </Stack>
  );
}
