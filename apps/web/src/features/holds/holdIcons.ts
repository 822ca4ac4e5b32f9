import {
  IconBeach,
  IconCar,
  IconCoffee,
  IconHelp,
  IconPlayerPause,
  IconToolsKitchen2,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { HoldRequestType } from '@jobline/shared';

/** The holds in the profile menu's order, each with its icon: the menu and the top bar share them. */
export const HOLD_ICONS: readonly [HoldRequestType, Icon][] = [
  [HoldRequestType.MEETING, IconUsersGroup],
  [HoldRequestType.LUNCH, IconToolsKitchen2],
  [HoldRequestType.SHORT_BREAK, IconCoffee],
  [HoldRequestType.DAY_OFF, IconBeach],
  [HoldRequestType.HELP, IconHelp],
  [HoldRequestType.BREAK, IconPlayerPause],
  [HoldRequestType.TRAVELLING, IconCar],
];

export const holdIcon = (type: number): Icon =>
  HOLD_ICONS.find(([holdType]) => holdType === type)?.[1] ?? IconPlayerPause;
