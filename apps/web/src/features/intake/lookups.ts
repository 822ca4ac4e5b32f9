import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { EmployeeItem } from '../../api/lookups';
import { queryKeys } from '../../api/queryClient';

// General pickers the job forms need; they belong in api/lookups.ts once other screens want them
// (a customer's branches and a division's employees are there).
type Named = { id: number; name: string };
const LONG = 5 * 60_000;

export const useCategories = () =>
  useQuery({
    queryKey: ['categories'],
    queryFn: () => api<{ categories: Named[] }>('categories'),
    select: (d) => d.categories,
    staleTime: LONG,
  });

export const useSystems = () =>
  useQuery({
    queryKey: ['systems'],
    queryFn: () => api<{ systems: Named[] }>('systems'),
    select: (d) => d.systems,
    staleTime: LONG,
  });

export const useJobTypes = () =>
  useQuery({
    queryKey: ['job-types'],
    queryFn: () => api<{ job_types: Named[] }>('job_types'),
    select: (d) => d.job_types,
    staleTime: LONG,
  });

export const useDivisions = () =>
  useQuery({
    queryKey: queryKeys.divisions,
    queryFn: () => api<{ divisions: Named[] }>('divisions'),
    select: (d) => d.divisions,
    staleTime: LONG,
  });

/** The directors an admin approves with (GET users/role/3, R-068). */
export const useDirectors = (enabled: boolean) =>
  useQuery({
    queryKey: ['users-role', 3],
    queryFn: () => api<{ users: EmployeeItem[] }>('users/role/3'),
    select: (d) => d.users,
    enabled,
  });
