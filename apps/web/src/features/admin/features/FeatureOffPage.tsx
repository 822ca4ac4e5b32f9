import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Msg, type FeatureKey } from '@jobline/shared';

/** What a switched-off screen's address shows: which feature is off, and a way on. */
export function FeatureOffPage({ feature }: { feature: FeatureKey }) {
  return (
    <Stack align="center" gap="sm" py={60} ta="center" data-testid="feature-off">
      <IconPlugConnectedX size={48} stroke={1.5} aria-hidden />
      <Title order={1} size="h2">
        {Msg.features.offTitle}
      </Title>
      <Text fw={500}>{Msg.features.off[feature]}.</Text>
      <Text c="dimmed" maw={420}>
        {Msg.features.offHint}
      </Text>
      <Button component={Link} to="/" variant="light">
        Go to the home page
      </Button>
    </Stack>
  );
}
