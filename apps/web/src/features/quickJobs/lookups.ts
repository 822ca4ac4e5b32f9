import { useQuery } from '@tanstack/react-query';
import type { BranchView } from '@jobline/shared';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryClient';
import { quickJobKeys } from './api';

// General pickers the add-job modal needs. The intake screens keep the same ones (same keys, same
// raw answers, so one cache); they belong in api/lookups.ts.
type Named = { id: number; name: string };
const LONG = 5 * 60_000;

export const useCategories = (enabled = true) =>
  useQuery({
    queryKey: ['categories'],
    queryFn: () => api<{ categories: Named[] }>('categories'),
    select: (d) => d.categories,
    staleTime: LONG,
    enabled,
  });

export const useSystems = (enabled = true) =>
  useQuery({
    queryKey: ['systems'],
    queryFn: () => api<{ systems: Named[] }>('systems'),
    select: (d) => d.systems,
    staleTime: LONG,
    enabled,
  });

export const useDivisions = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.divisions,
    queryFn: () => api<{ divisions: Named[] }>('divisions'),
    select: (d) => d.divisions,
    staleTime: LONG,
    enabled,
  });

/** A customer's branches with their agreement lights today (GET customers/branch/{id}). */
export const useBranches = (customerId: number | null) =>
  useQuery({
    queryKey: quickJobKeys.branches(customerId ?? 0),
    queryFn: () => api<{ data: { branches: BranchView[] }; today: string }>(`customers/branch/${customerId}`),
    select: (d) => d.data.branches,
    enabled: customerId !== null,
    staleTime: 60_000,
  });
