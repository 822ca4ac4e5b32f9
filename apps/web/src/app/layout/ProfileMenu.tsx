import { lazy, Suspense, useState } from 'react';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBolt,
  IconCalendarPlus,
  IconCheck,
  IconChevronDown,
  IconLogout,
  IconPlayerPlay,
  IconPower,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { Feature, HOLD_REQUEST_LABELS, type HoldRequestType } from '@jobline/shared';
import { useFeatureOn } from '../../features/admin/features/featureSwitches';
import { useAuth, useUser } from '../../features/auth/AuthProvider';
import { useCurrentHold } from '../../features/holds/currentHold';
import { HoldDialog } from '../../features/holds/HoldDialog';
import { HOLD_ICONS } from '../../features/holds/holdIcons';
import { useDayActions } from '../../features/holds/useDayActions';

// The leave form (and its date pickers) loads only when someone asks for leave.
const NewLeaveRequestModal = lazy(async () => ({
  default: (await import('../../features/leave/NewLeaveRequestModal')).NewLeaveRequestModal,
}));

/** The top bar's profile menu (screens §1.4): profile, the holds of the day, quick jobs, logout. */
export function ProfileMenu() {
  const user = useUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [holding, setHolding] = useState<HoldRequestType | null>(null);
  const [applying, setApplying] = useState(false);
  const day = useDayActions();
  const activeHold = useCurrentHold().data?.hold?.type ?? null;
  const quickJobs = useFeatureOn(Feature.QUICK_JOB_MANAGER);
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
            {HOLD_ICONS.map(([type, HoldIcon]) => (
              <Menu.Item
                key={type}
                leftSection={<HoldIcon size={16} />}
                // The hold in force: marked for the eye and for screen readers alike.
                rightSection={type === activeHold ? <IconCheck size={16} aria-hidden /> : undefined}
                aria-current={type === activeHold ? 'true' : undefined}
                fw={type === activeHold ? 700 : undefined}
                onClick={() => setHolding(type)}
              >
                {HOLD_REQUEST_LABELS[type]}
              </Menu.Item>
            ))}
          </div>
          <Menu.Divider />
          {quickJobs && (
            <Menu.Item component={Link} to="/qjm" leftSection={<IconBolt size={16} />}>
              Internal Works/Quick Jobs
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={day.restore}>
            Restore
          </Menu.Item>
          <Menu.Item leftSection={<IconPower size={16} />} onClick={day.endSession}>
            Session End
          </Menu.Item>
          <Menu.Item leftSection={<IconCalendarPlus size={16} />} onClick={() => setApplying(true)}>
            Apply Leave Request
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
      {applying && (
        <Suspense fallback={null}>
          <NewLeaveRequestModal opened onClose={() => setApplying(false)} />
        </Suspense>
      )}
    </>
  );
}
