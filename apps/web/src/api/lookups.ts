import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { AgreementView, BranchView, roleSummary } from '@jobline/shared';
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

/** GET customers/branch/{id}: a customer's branches with their lights and every agreement of them. */
export interface CustomerBranches {
  data: { branches: BranchView[]; agreements: AgreementView[] };
  /** The agreements in force today, by branch. */
  current_agreement: { id: number; branch_id: number; agreement_number: string }[];
  today: string;
}

export const fetchCustomerBranches = (customerId: number) =>
  api<CustomerBranches>(`customers/branch/${customerId}`);

/** A customer's branches and agreements with the lights of today (job forms, service screens). */
export const useCustomerBranches = (customerId: number | null) =>
  useQuery({
    queryKey: ['customer-branches', customerId ?? 0],
    queryFn: () => fetchCustomerBranches(customerId as number),
    enabled: customerId !== null,
    staleTime: 60_000,
  });

/** Active employees of one division (GET users/division/{id}): New Job's employees, service crews. */
export const useDivisionEmployees = (divisionId: number | null) =>
  useQuery({
    queryKey: ['division-users', divisionId],
    queryFn: () => api<{ users: EmployeeItem[] }>(`users/division/${divisionId}`),
    select: (d) => d.users,
    enabled: divisionId !== null,
  });
