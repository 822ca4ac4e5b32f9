import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { visibleMenu } from '@jobline/shared';
import { menuPathsOn } from '../../app/screens';
import { useUser } from '../auth/AuthProvider';
import { useCompanyToday } from '../auth/useCompanyToday';

const greeting = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening';

/** '/' for a user with neither dashboard right: a greeting and the screens their role opens. */
export function WelcomePage() {
  const user = useUser();
  const today = useCompanyToday();
  const items = visibleMenu(user.permissions, menuPathsOn(user.features)).flatMap((g) => g.items);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {greeting(new Date().getHours())}, {user.first_name}
        </Title>
        <Text c="dimmed">
          {new Date(`${today}T12:00:00Z`).toLocaleDateString('en-GB', {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          })}
        </Text>
      </div>
      {items.length === 0 ? (
        <Card withBorder padding="lg">
          <Text fw={500}>Nothing to open yet</Text>
          <Text c="dimmed" size="sm">
            The screens of your role will appear here and in the menu as they become available. You can
            already update your details under My Profile.
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((item) => (
            <Card
              key={item.path}
              component={Link}
              to={item.path}
              withBorder
              padding="lg"
              className="hover-card"
            >
              <Text fw={600}>{item.label}</Text>
              <Text size="sm" c="dimmed">
                Open {item.label.toLowerCase()}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
