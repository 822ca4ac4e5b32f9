import { Text } from '@mantine/core';

export function FeaturesPanel() {
  return <Text c="dimmed">Not available yet.</Text>;
}
