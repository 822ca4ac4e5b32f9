import { Grid, Stack, Title } from '@mantine/core';
import { useUser } from '../auth/AuthProvider';
import { MyLeave } from '../leave/MyLeave';
import { DetailsForm } from './DetailsForm';
import { PasswordForm } from './PasswordForm';
import { ProfileCard } from './ProfileCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** My Profile (spec 001 §2.6). */
export function ProfilePage() {
  const user = useUser();
  return (
    <Stack>
      <Title order={1} size="h2">
        My Profile
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <DetailsForm user={user} />
            <PasswordForm />
            <TwoFactorCard />
            <SessionsCard />
          </Stack>
        </Grid.Col>
      </Grid>
      <MyLeave />
    </Stack>
  );
}
