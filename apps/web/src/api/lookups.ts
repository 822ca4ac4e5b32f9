import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { roleSummary } from '@jobline/shared';
import { api } from './client';
import { queryKeys } from './queryClient';

/** The lists many screens pick from, fetched once and shared through the query cache. */

export type RoleSummary = z.infer<typeof roleSummary>;

/** One active employee as GET users lists them (for employee pickers). */
export interface EmployeeItem {
  id: number;
  name: string;
  code: string;
  division_id: number | null;
  role_id: number | null;
  image_url: string;
}

export const fetchRoles = () => api<{ roles: RoleSummary[] }>('authorization/roles');
export const fetchActiveEmployees = () => api<{ users: EmployeeItem[] }>('users');

export const useRoles = () =>
  useQuery({ queryKey: queryKeys.roles, queryFn: fetchRoles, select: (data) => data.roles });

export const useActiveEmployees = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.users,
    queryFn: fetchActiveEmployees,
    enabled,
    select: (data) => data.users,
  });
