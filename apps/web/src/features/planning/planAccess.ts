import { Perm, seesAllDivisions, type LoggedUser } from '@jobline/shared';

/**
 * The planning policy as the page needs it (the server's policies/planning.ts decides): whose plans
 * the user may open besides their own, to offer the employee picker.
 */
export function plannableScope(user: Pick<LoggedUser, 'permissions' | 'role_id' | 'division_id'>) {
  const holds = (perm: number) => user.permissions.includes(perm);
  if (!holds(Perm.CALENDAR)) return 'none' as const;
  if (seesAllDivisions(user.role_id, user.permissions)) return 'all' as const;
  if (holds(Perm.EMPLOYEE_ACTIVITIES) && user.division_id !== null) return 'division' as const;
  return 'own' as const;
}
