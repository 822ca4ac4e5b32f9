import { AppShell, Badge, Box, Burger, em, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useRealtimeConnection } from '../../api/realtime';
import { useCurrentHold, useCurrentHoldLive } from '../../features/holds/currentHold';
import { HoldStatus } from '../../features/holds/HoldStatus';
import { ShellActions } from '../../features/quickJobs/ShellActions';
import { JobSyncButton } from '../../features/admin/sync/JobSyncButton';
import { useFeaturesLive } from '../../features/admin/features/featureSwitches';
import { OnlineStatus } from './OnlineStatus';
import { ProfileMenu } from './ProfileMenu';
import { SideMenu } from './SideMenu';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TOP_BAR_HEIGHT } from './topBar';

/** Below this width the side menu folds away behind the burger. */
const MENU_BREAKPOINT_PX = 992;
/** Below this width a hold in force takes a row of its own under the top bar. */
const HOLD_ROW_BREAKPOINT_PX = 768;
const HOLD_ROW_HEIGHT = 40;

/** The one shell every screen sits in: top bar, side menu, and the page. */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const phone = useMediaQuery(`(max-width: ${em(MENU_BREAKPOINT_PX - 0.1)})`);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  useRealtimeConnection(true);
  useCurrentHoldLive();
  useFeaturesLive();
  const hold = useCurrentHold().data?.hold ?? null;
  const narrow = useMediaQuery(`(max-width: ${em(HOLD_ROW_BREAKPOINT_PX - 0.1)})`);
  return (
    <AppShell
      header={{ height: hold && narrow ? TOP_BAR_HEIGHT + HOLD_ROW_HEIGHT : TOP_BAR_HEIGHT }}
      navbar={{ width: 260, breakpoint: MENU_BREAKPOINT_PX, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h={TOP_BAR_HEIGHT} px="md" justify="space-between" wrap="nowrap">
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
            {hold && !narrow && <HoldStatus hold={hold} />}
            <JobSyncButton />
            <ShellActions />
            <ProfileMenu />
          </Group>
        </Group>
        {hold && narrow && (
          <Box px={6} h={HOLD_ROW_HEIGHT}>
            <HoldStatus hold={hold} fullWidth />
          </Box>
        )}
      </AppShell.Header>
      {/* Off-screen on phones until opened: inert keeps it out of the keyboard's way. */}
      <AppShell.Navbar p="xs" inert={phone && !opened}>
        <SideMenu onNavigate={close} />
      </AppShell.Navbar>
      {/* The skip link's target: focusable by script only, with no ring around the whole page. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
