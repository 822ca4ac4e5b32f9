import { dayInZone } from '@jobline/shared';
import type { Config } from './config';

/** Today in the company's time zone: agreements are valid by the company's calendar, not UTC's. */
export const companyToday = (config: Pick<Config, 'COMPANY_TIME_ZONE'>, now = new Date()) =>
  dayInZone(now, config.COMPANY_TIME_ZONE);
