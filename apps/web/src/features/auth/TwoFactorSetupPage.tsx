import { useEffect } from 'react';
import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { Msg } from '@jobline/shared';
import { TwoFactorCard } from '../profile/TwoFactorCard';
import { useAuth } from './AuthProvider';

/**
 * The only screen of a super admin who must set up two-factor sign-in (the server refuses their other
 * calls until then); once it is on, the app opens as usual.
 */
export function TwoFactorSetupPage() {
  const { signOut } = useAuth();
  useEffect(() => {
    document.title = 'Set up two-factor sign-in · Jobline';
  }, []);
  return (
    <Container size={560} py="xl" component="main">
      <Stack>
        <Group justify="space-between">
          <Title order={1} size="h2">
            Set up two-factor sign-in
          </Title>
          <Button variant="default" onClick={() => void signOut()}>
            Log out
          </Button>
        </Group>
        <Alert color="blue">{Msg.auth.twoFactorRequired}</Alert>
        <TwoFactorCard />
      </Stack>
    </Container>
  );
}
