import { Title } from '@mantine/core';

export function MyJobRequestsPage() {
  return <Title order={1}>My Job Requests</Title>;
}
