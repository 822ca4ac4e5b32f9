import { Text } from '@mantine/core';

export function ActivityLogPanel() {
  return <Text c="dimmed">Not available yet.</Text>;
}
