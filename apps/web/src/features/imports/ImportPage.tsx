import { Title } from '@mantine/core';

export function ImportPage() {
  return <Title order={1}>Import from a spreadsheet</Title>;
}
