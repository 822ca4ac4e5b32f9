import { Title } from '@mantine/core';

export function JobDetailsPage() {
  return <Title order={1}>Job Details</Title>;
}
