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

/** What a picker asks its search call for: a term's first matches, or the rows a form holds. */
export interface SearchParams {
  q?: string;
  ids?: number[];
}

/** A search call's answer: its first matches and whether more match. */
export interface SearchPage<T> {
  items: T[];
  more: boolean;
}

/**
 * The search of a list call that takes q, ids and limit (GET customers, users, jobs/user/tasking),
 * answering the list under `key`.
 */
export const searchCall =
  <T>(path: string, key: string) =>
  ({ q, ids }: SearchParams, signal?: AbortSignal): Promise<SearchPage<T>> => {
    const query = new URLSearchParams();
    if (ids) query.set('ids', ids.join(','));
    else query.set('q', q ?? '');
    return api<Record<string, unknown>>(`${path}?${query}`, { signal }).then((r) => ({
      items: r[key] as T[],
      more: Boolean(r.more),
    }));
  };

export const searchEmployees = searchCall<EmployeeItem>('users', 'users');

/** One employee by id (someone who has left too), sharing the cache of the pickers' held value. */
export const useEmployee = (id: number | null) =>
  useQuery({
    queryKey: [...queryKeys.users, 'id', id],
    queryFn: ({ signal }) => searchEmployees({ ids: [id!] }, signal),
    enabled: id !== null,
    select: (page) => page.items[0] ?? null,
  });

export const fetchRoles = () => api<{ roles: RoleSummary[] }>('authorization/roles');

export const useRoles = () =>
  useQuery({ queryKey: queryKeys.roles, queryFn: fetchRoles, select: (data) => data.roles });

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
