import type {
  AgreementServicesResponse,
  DueVisitsResponse,
  ServiceLoadResponse,
  ServiceRecord,
  ServiceSaveRequest,
} from '@jobline/shared';
import { api } from '../../api/client';

export interface DayRange {
  start: string;
  end: string;
}

/** Query keys of the service screens; every one refreshes when a visit is recorded. */
export const serviceKeys = {
  all: ['services'] as const,
  page: (range: DayRange, page: number, perPage: number) =>
    ['services', 'page', range.start, range.end, page, perPage] as const,
  one: (id: number) => ['services', 'one', id] as const,
  agreement: (agreementId: number) => ['services', 'agreement', agreementId] as const,
  due: ['services', 'due'] as const,
};

export const saveService = (body: ServiceSaveRequest) =>
  api<{ message: string; service: ServiceRecord }>('service', { method: 'POST', body });

export const loadServices = (range: DayRange, page: number, records: number) =>
  api<ServiceLoadResponse>('service/load', { method: 'POST', body: { range, page, records } });

export const fetchService = (id: number) => api<{ service: ServiceRecord }>(`service/${id}`);

export const fetchAgreementServices = (agreementId: number) =>
  api<AgreementServicesResponse>(`service/agreement/${agreementId}`);

export const fetchDueVisits = () => api<DueVisitsResponse>('service/due');
