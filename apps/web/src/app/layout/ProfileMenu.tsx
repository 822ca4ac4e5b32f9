import { useState } from 'react';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBeach,
  IconBolt,
  IconCar,
  IconChevronDown,
  IconCoffee,
  IconHelp,
  IconLogout,
  IconPlayerPause,
  IconPlayerPlay,
  IconPower,
  IconToolsKitchen2,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { HOLD_REQUEST_LABELS, HoldRequestType } from '@jobline/shared';
import { useAuth, useUser } from '../../features/auth/AuthProvider';
import { HoldDialog } from '../../features/holds/HoldDialog';
import { useDayActions } from '../../features/holds/useDayActions';

/** The menu's holds in the spec's order, each with its icon. */
const HOLDS: readonly [HoldRequestType, Icon][] = [
  [HoldRequestType.MEETING, IconUsersGroup],
  [HoldRequestType.LUNCH, IconToolsKitchen2],
  [HoldRequestType.SHORT_BREAK, IconCoffee],
  [HoldRequestType.DAY_OFF, IconBeach],
  [HoldRequestType.HELP, IconHelp],
  [HoldRequestType.BREAK, IconPlayerPause],
  [HoldRequestType.TRAVELLING, IconCar],
];

/** The top bar's profile menu (screens §1.4): profile, the holds of the day, quick jobs, logout. */
export function ProfileMenu() {
  const user = useUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [holding, setHolding] = useState<HoldRequestType | null>(null);
  const day = useDayActions();
  return (
    <>
      <Menu position="bottom-end" width={230} withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton aria-label={`Profile menu of ${user.name}`} data-testid="profile-menu">
            <Group gap={8} wrap="nowrap">
              <Avatar src={user.image_url} alt="" radius="xl" size={32} />
              <Text size="sm" fw={500} visibleFrom="sm" lineClamp={1} maw={160}>
                {user.name}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {/* Labels sit inside groups: a menu may only hold items, groups and separators. */}
          <div role="group" aria-labelledby="profile-menu-roles">
            <Menu.Label id="profile-menu-roles">{user.roles.join(', ') || 'No role'}</Menu.Label>
            <Menu.Item component={Link} to="/user-profile" leftSection={<IconUserCircle size={16} />}>
              Profile
            </Menu.Item>
          </div>
          <Menu.Divider />
          <div role="group" aria-labelledby="profile-menu-holds">
            <Menu.Label id="profile-menu-holds">Hold my ongoing task</Menu.Label>
            {HOLDS.map(([type, HoldIcon]) => (
              <Menu.Item key={type} leftSection={<HoldIcon size={16} />} onClick={() => setHolding(type)}>
                {HOLD_REQUEST_LABELS[type]}
              </Menu.Item>
            ))}
          </div>
          <Menu.Divider />
          <Menu.Item component={Link} to="/qjm" leftSection={<IconBolt size={16} />}>
            Internal Works/Quick Jobs
          </Menu.Item>
          <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={day.restore}>
            Restore
          </Menu.Item>
          <Menu.Item leftSection={<IconPower size={16} />} onClick={day.endSession}>
            Session End
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red.8"
            leftSection={<IconLogout size={16} />}
            onClick={async () => {
              await signOut();
              navigate('/login', { replace: true });
            }}
          >
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <HoldDialog type={holding} onClose={() => setHolding(null)} />
    </>
  );
}
