import { holdsAny, Msg, Perm } from '@jobline/shared';
import type { AuthUser } from '../../../auth/sessions';
import { forbidden } from '../../../errors';
import { isSuperAdmin } from '../../../policies/access';

/**
 * Who may upload whose worksheet (R-156, O-44): everyone with the worksheet their own; a super admin
 * (permission 1) anyone's. The is_super_admin flag a client sends is never read.
 */
export const mayUploadFor = (user: AuthUser, employeeId: number) =>
  employeeId === user.id || isSuperAdmin(user) || holdsAny(user.permissions, [Perm.SUPER_ADMIN]);

export function assertMayUpload(user: AuthUser, employeeId: number) {
  if (!mayUploadFor(user, employeeId)) throw forbidden(Msg.worksheetUploads.onlyOwn);
}
