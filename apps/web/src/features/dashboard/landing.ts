import { Perm, USER_TYPE_HIDES_DASHBOARD } from '@jobline/shared';

/** What '/' shows a user: the Job dashboard, Home (Employee Activities), or a welcome page. */
export type Landing = 'job-dashboard' | 'home' | 'welcome';

export interface LandingUser {
  permissions: readonly number[];
  user_type_id: number;
  division_id: number | null;
}

/** Home's address: '/' with the division query (spec 000 §2), the user's own division by default. */
export const HOME_DIVISION_PARAM = 'division';
export const homePath = (user: Pick<LandingUser, 'division_id'>) =>
  `/?${HOME_DIVISION_PARAM}=${user.division_id ?? ''}`;

/** Permission 41 opens the Job dashboard; user type 6 never has it as the logo's landing (000 §6). */
export const landsOnJobDashboard = (user: LandingUser) =>
  user.permissions.includes(Perm.DASHBOARD) && user.user_type_id !== USER_TYPE_HIDES_DASHBOARD;

/**
 * '/' without a division query is the Dashboard for permission 41 (the logo link), else Home for
 * permission 17; '/?division=…' asks for Home itself. Neither right: the welcome page.
 */
export function landingFor(user: LandingUser, search: URLSearchParams): Landing {
  const home = user.permissions.includes(Perm.EMPLOYEE_ACTIVITIES);
  if (home && search.has(HOME_DIVISION_PARAM)) return 'home';
  if (landsOnJobDashboard(user)) return 'job-dashboard';
  return home ? 'home' : 'welcome';
}
