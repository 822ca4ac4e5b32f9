import { useQuery } from '@tanstack/react-query';
import { customerKeys, fetchCustomer, fetchCustomers } from './api';

export const useCustomers = () =>
  useQuery({ queryKey: customerKeys.list, queryFn: fetchCustomers, select: (data) => data.customers });

export const useCustomer = (id: number | null) =>
  useQuery({
    queryKey: customerKeys.detail(id ?? 0),
    queryFn: () => fetchCustomer(id as number),
    enabled: id !== null,
    staleTime: 0, // someone else may have changed it: load afresh on every visit
  });
