import { Title } from '@mantine/core';

export function JobRequestPage() {
  return <Title order={1}>Job Request</Title>;
}
