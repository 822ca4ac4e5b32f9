import { Title } from '@mantine/core';

export function RoleManagementPage() {
  return <Title order={1}>Role Management</Title>;
}
