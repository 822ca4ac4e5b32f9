import { ActivityType, DEFAULT_BUSINESS_HOURS, type BusinessHours, type FloorLimits } from '@jobline/shared';
import type { Config } from '../../config';

/** The company's clock and the floor's limits, as the alert rule takes them. */
export interface FloorSettings {
  timeZone: string;
  hours: BusinessHours;
  limits: FloorLimits;
}

export const floorSettingsOf = (config: Config): FloorSettings => ({
  timeZone: config.COMPANY_TIME_ZONE,
  hours: DEFAULT_BUSINESS_HOURS,
  limits: {
    holdMinutes: {
      [ActivityType.LUNCH]: config.FLOOR_LUNCH_MINUTES,
      [ActivityType.SHORT_BREAK]: config.FLOOR_SHORT_BREAK_MINUTES,
      [ActivityType.MEETING]: config.FLOOR_MEETING_MINUTES,
    },
    idleMinutes: config.FLOOR_IDLE_MINUTES,
  },
});
