import {
  IconBriefcase,
  IconClock,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconListCheck,
  IconReport,
  IconSettings,
  IconShield,
  IconTool,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';

// Icons of the permission groups and menu groups; a group created later gets the default.
const ICONS: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  shield: IconShield,
  'user-shield': IconUserShield,
  briefcase: IconBriefcase,
  'list-check': IconListCheck,
  'layout-kanban': IconLayoutKanban,
  tool: IconTool,
  report: IconReport,
  settings: IconSettings,
  clock: IconClock,
};

export const groupIcon = (name: string): Icon => ICONS[name] ?? IconLayoutDashboard;
