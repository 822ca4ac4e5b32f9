import { Title } from '@mantine/core';

export function EmployeesPage() {
  return <Title order={1}>Employees</Title>;
}
