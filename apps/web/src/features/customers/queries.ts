import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryClient';
import { customerKeys, fetchCustomer, fetchCustomers, fetchEmployees } from './api';

export const useCustomers = () =>
  useQuery({ queryKey: customerKeys.list, queryFn: fetchCustomers, select: (data) => data.customers });

export const useCustomer = (id: number | null) =>
  useQuery({
    queryKey: customerKeys.detail(id ?? 0),
    queryFn: () => fetchCustomer(id as number),
    enabled: id !== null,
    staleTime: 0, // someone else may have changed it: load afresh on every visit
  });

/** Active employees (GET users), shared with other screens' pickers through the same key. */
export const useEmployees = () =>
  useQuery({ queryKey: queryKeys.users, queryFn: fetchEmployees, select: (data) => data.users });
