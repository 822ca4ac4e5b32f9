import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmployeeListRequest } from '@jobline/shared';
import { fetchDepartments, fetchEmployee, fetchEmployeePage, fetchPositions } from './api';

/** Every employees query starts with this key, so one invalidation refreshes them all. */
export const employeeKeys = {
  all: ['employees'] as const,
  departments: ['employees', 'departments'] as const,
  positions: (departmentId: number) => ['employees', 'positions', departmentId] as const,
  page: (filters: EmployeeListRequest) => ['employees', 'page', filters] as const,
  one: (id: number) => ['employees', 'one', id] as const,
};

export const useDepartments = () =>
  useQuery({
    queryKey: employeeKeys.departments,
    queryFn: fetchDepartments,
    select: (data) => data.departments,
  });

export const usePositions = (departmentId: number | null) =>
  useQuery({
    queryKey: employeeKeys.positions(departmentId ?? 0),
    queryFn: () => fetchPositions(departmentId as number),
    enabled: departmentId !== null,
    select: (data) => data.positions,
  });

export const useEmployeePage = (filters: EmployeeListRequest) =>
  useQuery({
    queryKey: employeeKeys.page(filters),
    queryFn: ({ signal }) => fetchEmployeePage(filters, signal),
    // Keep the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useEmployee = (id: number | null) =>
  useQuery({
    queryKey: employeeKeys.one(id ?? 0),
    queryFn: () => fetchEmployee(id as number),
    enabled: id !== null,
    staleTime: 0, // always edit the record as it is now
    select: (data) => data.employee,
  });
