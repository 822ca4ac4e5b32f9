import { Title } from '@mantine/core';

export function EditJobPage() {
  return <Title order={1}>Edit Job Details</Title>;
}
