import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A report's title, what it shows, and its downloads beside them (under them on a phone). */
export function ReportHeader({
  title,
  about,
  children,
}: {
  title: string;
  about: string;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {about}
        </Text>
      </div>
      {children}
    </Group>
  );
}
