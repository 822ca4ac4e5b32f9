import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAuth, useUser } from '../../features/auth/AuthProvider';

export function ProfileMenu() {
  const user = useUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
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
        <Menu.Label>{user.roles.join(', ') || 'No role'}</Menu.Label>
        <Menu.Item component={Link} to="/user-profile" leftSection={<IconUserCircle size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
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
  );
}
