import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Refusals will not change on retry; network hiccups might.
      retry: (count, error) => !(error instanceof ApiError && error.httpStatus >= 400) && count < 2,
    },
  },
});

export const queryKeys = {
  me: ['me'] as const,
  divisions: ['divisions'] as const,
  users: ['users'] as const,
  roles: ['roles'] as const,
  permissionGroups: ['permission-groups'] as const,
  rolePermissions: (roleId: number) => ['role-permissions', roleId] as const,
  userPermissions: (userId: number) => ['user-permissions', userId] as const,
};
