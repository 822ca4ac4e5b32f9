import { Title } from '@mantine/core';

export function NewJobPage() {
  return <Title order={1}>New Job</Title>;
}
