import { Title } from '@mantine/core';

export function CustomersPage() {
  return <Title order={1}>Customer Registration</Title>;
}
