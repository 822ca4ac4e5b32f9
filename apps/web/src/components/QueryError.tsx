import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../api/client';

type Props = (
  | {
      /** What failed to load: the title says 'Could not load …'. */
      what: string;
      title?: never;
    }
  | { what?: never; title: string }
) & {
  error: unknown;
  /** The way on: 'Try again' unless named otherwise. */
  action?: string;
  onRetry: () => void;
};

/** A failed load (or step), with its reason and a way to try again. */
export function QueryError({ what, title, error, action = 'Try again', onRetry }: Props) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title ?? `Could not load ${what}`}
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {action}
        </Button>
      </Group>
    </Alert>
  );
}
