import { Perm, RoleId, type LoggedUser } from '@jobline/shared';

/**
 * The planning policy as the page needs it (the server's policies/planning.ts decides): whose plans
 * the user may open besides their own, to offer the employee picker.
 */
export function plannableScope(user: Pick<LoggedUser, 'permissions' | 'role_id' | 'division_id'>) {
  const holds = (perm: number) => user.permissions.includes(perm);
  if (!holds(Perm.CALENDAR)) return 'none' as const;
  if (user.role_id === RoleId.SUPER_ADMIN || holds(Perm.DASHBOARD)) return 'all' as const;
  if (holds(Perm.EMPLOYEE_ACTIVITIES) && user.division_id !== null) return 'division' as const;
  return 'own' as const;
}
