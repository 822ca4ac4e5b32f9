import { LeaveAllowanceKind } from '@jobline/shared';
import type { Config } from '../../config';

/** The company's leave settings: each kind's yearly allowance unless an admin sets a person's own. */
export interface LeaveSettings {
  timeZone: string;
  defaultAllowance: Record<LeaveAllowanceKind, number>;
}

export const leaveSettingsOf = (config: Config): LeaveSettings => ({
  timeZone: config.COMPANY_TIME_ZONE,
  defaultAllowance: {
    [LeaveAllowanceKind.DAYS]: config.LEAVE_DAYS_PER_YEAR,
    [LeaveAllowanceKind.HALF_DAYS]: config.LEAVE_HALF_DAYS_PER_YEAR,
    [LeaveAllowanceKind.SHORT_LEAVES]: config.LEAVE_SHORT_LEAVES_PER_YEAR,
  },
});
