import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Msg } from '@jobline/shared';

function Notice({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <Stack align="center" gap="sm" py={60} ta="center">
      {icon}
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {text}
      </Text>
      <Button component={Link} to="/" variant="light">
        Go to the home page
      </Button>
    </Stack>
  );
}

/** Unknown paths inside the layout (O-42). */
export function NotFoundPage() {
  return (
    <Notice
      icon={<IconMapOff size={48} stroke={1.5} aria-hidden />}
      title={Msg.shell.notFound}
      text="The address may be mistyped, or the page may have moved."
    />
  );
}

/** A screen the user's rights do not cover. */
export function NoAccess() {
  return (
    <Notice
      icon={<IconLock size={48} stroke={1.5} aria-hidden />}
      title="No access"
      text="Your role does not include this page. Ask an administrator if you need it."
    />
  );
}
