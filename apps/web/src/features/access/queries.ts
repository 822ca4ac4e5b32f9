import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryClient';
import { fetchPermissionGroups, fetchRolePermissions, fetchUserGrants } from './api';

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
  });

export const useUserGrants = (userId: number | null) =>
  useQuery({
    queryKey: queryKeys.userPermissions(userId ?? 0),
    queryFn: () => fetchUserGrants(userId as number),
    enabled: userId !== null,
    staleTime: 0, // rights change under other people's hands: refetch on every visit
  });
