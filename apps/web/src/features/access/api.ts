import type { z } from 'zod/mini';
import type { permissionGroup } from '@jobline/shared';
import { api } from '../../api/client';

export type PermissionGroup = z.infer<typeof permissionGroup>;

export interface UserGrants {
  user_id: number;
  role_id: number | null;
  /** What the role gives; shown but not edited in Direct Permission mode. */
  role_permissions: number[];
  /** Granted to this employee on top of the role. */
  permissions: number[];
  /** The employee's edit version: saving sends it back. */
  version: number;
}

interface SavedGrants {
  message: string;
  permissions: number[];
  version: number;
}

export const fetchPermissionGroups = () =>
  api<{ permission_groups: PermissionGroup[] }>('authorization/permissions');

export const fetchRolePermissions = (roleId: number) =>
  api<{ role_id: number; permissions: number[]; version: number }>(`authorization/permissions/${roleId}`);

export const fetchUserGrants = (userId: number) =>
  api<UserGrants>(`authorization/user/permissions/${userId}`);

export const saveRolePermissions = (body: {
  role_id: number;
  allowed_permissions: number[];
  version: number;
  overwrite?: boolean;
}) => api<SavedGrants>('authorization/role/permissions', { method: 'POST', body });

export const saveUserPermissions = (body: {
  role_id?: number;
  user_id: number;
  allowed_permissions: number[];
  version: number;
  overwrite?: boolean;
}) => api<SavedGrants>('authorization/user/permissions', { method: 'POST', body });

export const addPermission = (body: { group_id: number; permission: string }) =>
  api<{ message: string; permission: { id: number; name: string; permission_group_id: number } }>(
    'authorization/permissions',
    { method: 'POST', body },
  );

export const addRole = (body: { role: string }) =>
  api<{ message: string; role: { id: number; name: string } }>('authorization/roles', {
    method: 'POST',
    body,
  });
