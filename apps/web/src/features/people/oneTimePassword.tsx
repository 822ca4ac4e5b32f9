import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';

/**
 * Shows a password the server answered once (a new employee's, or after a reset). It is kept
 * nowhere else, so the dialog only closes through its button or the close icon.
 */
export function showOneTimePassword({
  title,
  name,
  password,
}: {
  title: string;
  name: string;
  password: string;
}) {
  const id = modals.open({
    title,
    closeOnClickOutside: false,
    children: (
      <Stack>
        <Text size="sm">
          The password for <strong>{name}</strong> is:
        </Text>
        <Code block fz="lg" ta="center" data-testid="one-time-password">
          {password}
        </Code>
        <Alert color="yellow" variant="light" icon={<IconKey size={18} aria-hidden />}>
          {Msg.employees.passwordOnce}
        </Alert>
        <Group justify="flex-end">
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy password'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={() => modals.close(id)}>Done</Button>
        </Group>
      </Stack>
    ),
  });
}
