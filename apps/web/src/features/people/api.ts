import type {
  EmployeeDetails,
  EmployeeListRequest,
  EmployeeListResponse,
  EmployeeRequest,
} from '@jobline/shared';
import { api } from '../../api/client';

export interface Department {
  id: number;
  name: string;
  full_name: string;
}

export interface Position {
  id: number;
  position: string;
}

export interface SavedEmployee {
  message: string;
  employee: EmployeeDetails;
}

export interface NewPassword {
  message: string;
  password: string;
}

export const fetchDepartments = () => api<{ departments: Department[] }>('employee/getdepartment');

export const fetchPositions = (departmentId: number) =>
  api<{ positions: Position[] }>(`employee/getposition/${departmentId}`);

export const fetchEmployeePage = (body: EmployeeListRequest, signal?: AbortSignal) =>
  api<EmployeeListResponse>('employee/division', { method: 'POST', body, signal });

export const fetchEmployee = (id: number) => api<{ employee: EmployeeDetails }>(`employee/getemployee/${id}`);

export const addEmployee = (body: EmployeeRequest) =>
  api<SavedEmployee & { initial_password: string }>('employee/add', { method: 'POST', body });

export const updateEmployee = (id: number, body: EmployeeRequest) =>
  api<SavedEmployee>(`employee/update/${id}`, { method: 'POST', body });

export const resetEmployeePassword = (id: number) =>
  api<NewPassword>(`employee/reset-password/${id}`, { method: 'POST' });
