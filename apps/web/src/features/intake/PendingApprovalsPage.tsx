import { Title } from '@mantine/core';

export function PendingApprovalsPage() {
  return <Title order={1}>Pending Approvals</Title>;
}
