import { AppShell, Badge, Burger, em, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useRealtimeConnection } from '../../api/realtime';
import { ShellActions } from '../../features/quickJobs/ShellActions';
import { OnlineStatus } from './OnlineStatus';
import { ProfileMenu } from './ProfileMenu';
import { SideMenu } from './SideMenu';
import { TOP_BAR_HEIGHT } from './topBar';

/** Below this width the side menu folds away behind the burger. */
const MENU_BREAKPOINT_PX = 992;

/** The one shell every screen sits in: top bar, side menu, and the page. */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const phone = useMediaQuery(`(max-width: ${em(MENU_BREAKPOINT_PX - 0.1)})`);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  useRealtimeConnection(true);
  return (
    <AppShell
      header={{ height: TOP_BAR_HEIGHT }}
      navbar={{ width: 260, breakpoint: MENU_BREAKPOINT_PX, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Toggle menu"
              aria-expanded={opened}
            />
            <UnstyledButton component={Link} to="/" aria-label="Jobline home">
              <Group gap={6} wrap="nowrap">
                <Text fw={700} size="lg" c="blue.8">
                  Jobline
                </Text>
                <Badge variant="light" size="sm" tt="none" visibleFrom="xs">
                  v{__APP_VERSION__}
                </Badge>
              </Group>
            </UnstyledButton>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <OnlineStatus />
            <ShellActions />
            <ProfileMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {/* Off-screen on phones until opened: inert keeps it out of the keyboard's way. */}
      <AppShell.Navbar p="xs" inert={phone && !opened}>
        <SideMenu onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
