import { useState, type ReactNode } from 'react';
import { NavLink, ScrollArea, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { visibleMenu } from '@jobline/shared';
import { groupIcon } from '../../components/groupIcons';
import { useUser } from '../../features/auth/AuthProvider';
import { homePath, HOME_DIVISION_PARAM } from '../../features/dashboard/landing';
import { menuPathsOn } from '../screens';

/** The side menu, built from the one permission map: only what the user holds, what exists and is switched on. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const user = useUser();
  const { pathname, search } = useLocation();
  // '/' is Home only with its division query; without it, it may be the Job dashboard.
  const onHome = pathname === '/' && new URLSearchParams(search).has(HOME_DIVISION_PARAM);
  const groups = visibleMenu(user.permissions, menuPathsOn(user.features));
  if (groups.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md">
        No screens are available to your role yet.
      </Text>
    );
  }
  return (
    <ScrollArea component="nav" aria-label="Main menu" h="100%">
      {groups.map((group) => {
        const GroupIcon = groupIcon(group.icon);
        return (
          <MenuGroup
            key={group.label}
            label={group.label}
            icon={<GroupIcon size={18} stroke={1.6} aria-hidden />}
          >
            {group.items.map((item) => (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path === '/' ? homePath(user) : item.path}
                label={item.label}
                active={item.path === '/' ? onHome : pathname === item.path}
                variant="filled"
                onClick={onNavigate}
              />
            ))}
          </MenuGroup>
        );
      })}
    </ScrollArea>
  );
}

/**
 * A group header of the menu: a real button (an anchor without an address takes no keyboard
 * focus), which says whether its group is open.
 */
function MenuGroup({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  const [opened, setOpened] = useState(true);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {children}
    </NavLink>
  );
}
