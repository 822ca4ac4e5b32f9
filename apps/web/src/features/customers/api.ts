import type { CustomerDetail, CustomerSaveRequest, CustomerSummary } from '@jobline/shared';
import { api } from '../../api/client';

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

export const saveCustomer = (body: CustomerSaveRequest) =>
  api<{ message: string; customer: CustomerDetail }>('customers', { method: 'POST', body });
