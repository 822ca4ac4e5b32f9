import { Title } from '@mantine/core';

export function QuickJobMonitorPage() {
  return <Title order={1}>Quick Job Monitor</Title>;
}
