import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMinutes } from '@jobline/shared';

export interface SpentCard {
  type: number;
  label: string;
  spent: number;
}

/** Where the time went: one card per kind (Worked, Meetings … Unallocated), hours and minutes. */
export function SpentCards({ spents }: { spents: SpentCard[] }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" role="list" aria-label="Time by kind">
      {spents.map((s) => (
        <Paper key={s.type} withBorder radius="md" p="sm" role="listitem" data-testid={`spent-${s.type}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {s.label}
          </Text>
          <Text fw={700} size="lg" data-testid="spent-value">
            {formatMinutes(s.spent)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
