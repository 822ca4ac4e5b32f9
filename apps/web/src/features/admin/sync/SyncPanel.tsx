import { Text } from '@mantine/core';

export function SyncPanel() {
  return <Text c="dimmed">Not available yet.</Text>;
}
