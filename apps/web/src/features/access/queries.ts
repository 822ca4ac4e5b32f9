import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryClient';
import {
  fetchEmployees,
  fetchPermissionGroups,
  fetchRolePermissions,
  fetchRoles,
  fetchUserGrants,
} from './api';

export const useRoles = () =>
  useQuery({ queryKey: queryKeys.roles, queryFn: fetchRoles, select: (data) => data.roles });

export const usePermissionGroups = () =>
  useQuery({
    queryKey: queryKeys.permissionGroups,
    queryFn: fetchPermissionGroups,
    select: (data) => data.permission_groups,
  });

export const useRolePermissions = (roleId: number | null) =>
  useQuery({
    queryKey: queryKeys.rolePermissions(roleId ?? 0),
    queryFn: () => fetchRolePermissions(roleId as number),
    enabled: roleId !== null,
    staleTime: 0, // rights change under other people's hands: refetch on every visit
    select: (data) => data.permissions,
  });

export const useUserGrants = (userId: number | null) =>
  useQuery({
    queryKey: queryKeys.userPermissions(userId ?? 0),
    queryFn: () => fetchUserGrants(userId as number),
    enabled: userId !== null,
    staleTime: 0, // rights change under other people's hands: refetch on every visit
  });

export const useEmployees = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.users,
    queryFn: fetchEmployees,
    enabled,
    select: (data) => data.users,
  });
