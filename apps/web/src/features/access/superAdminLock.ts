import { Msg, Perm } from '@jobline/shared';
import type { Lock } from './PermissionGroupCard';

/** Only holders of Super Admin may grant or take it away; the server refuses it too. */
export function superAdminLock(actorCan: (permission: number) => boolean): [number, Lock][] {
  return actorCan(Perm.SUPER_ADMIN)
    ? []
    : [[Perm.SUPER_ADMIN, { reason: Msg.access.superAdminOnly, spelledOut: true }]];
}
