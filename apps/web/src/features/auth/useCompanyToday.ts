import { dayInZone } from '@jobline/shared';
import { useAuth } from './AuthProvider';

/**
 * Today (YYYY-MM-DD) in the company's time zone, which the server names in auth/me: every day
 * picker's 'today' and default, whatever zone the device is set to. Read at each render, so a page
 * left open past midnight moves on with the company's calendar.
 */
export function useCompanyToday(): string {
  const { user } = useAuth();
  // Before the user is known there is no company zone yet: the device's own is the best guess.
  const zone = user?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return dayInZone(new Date(), zone);
}
