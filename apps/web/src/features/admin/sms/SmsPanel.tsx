import { Text } from '@mantine/core';

export function SmsPanel() {
  return <Text c="dimmed">Not available yet.</Text>;
}
