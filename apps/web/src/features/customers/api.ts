import type { CustomerDetail, CustomerSaveRequest, CustomerSummary } from '@jobline/shared';
import { api } from '../../api/client';

/** One active employee as GET users lists them (for the coordinator pickers). */
export interface EmployeeItem {
  id: number;
  name: string;
  code: string;
}

export interface CustomerResponse {
  customer: CustomerDetail;
  /** The company's today: which agreements are current. */
  today: string;
}

export const customerKeys = {
  list: ['customers'] as const,
  detail: (id: number) => ['customers', id] as const,
};

export const fetchCustomers = () => api<{ customers: CustomerSummary[] }>('customers');

export const fetchCustomer = (id: number) => api<CustomerResponse>(`customers/${id}`);

export const fetchEmployees = () => api<{ users: EmployeeItem[] }>('users');

export const saveCustomer = (body: CustomerSaveRequest) =>
  api<{ message: string; customer: CustomerDetail }>('customers', { method: 'POST', body });
