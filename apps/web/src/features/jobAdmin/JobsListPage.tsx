import { Title } from '@mantine/core';

export function JobsListPage() {
  return <Title order={1}>Jobs</Title>;
}
