import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import {
  fetchAgreementServices,
  fetchDueVisits,
  fetchService,
  loadServices,
  saveService,
  serviceKeys,
  type DayRange,
} from './api';

/** One page of the records whose service date falls in the range. */
export const useServicePage = (range: DayRange, page: number, perPage: number) =>
  useQuery({
    queryKey: serviceKeys.page(range, page, perPage),
    queryFn: () => loadServices(range, page, perPage),
    select: (d) => d.services,
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useService = (id: number | null) =>
  useQuery({
    queryKey: serviceKeys.one(id ?? 0),
    queryFn: () => fetchService(id as number),
    select: (d) => d.service,
    enabled: id !== null,
  });

/** Every visit of one agreement, earliest first (its service cards). */
export const useAgreementServices = (agreementId: number | null) =>
  useQuery({
    queryKey: serviceKeys.agreement(agreementId ?? 0),
    queryFn: () => fetchAgreementServices(agreementId as number),
    enabled: agreementId !== null,
  });

/** Each agreement's next visit that is overdue or due within 30 days. */
export const useDueVisits = () => useQuery({ queryKey: serviceKeys.due, queryFn: fetchDueVisits });

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

/** Tables and cards follow visits recorded anywhere, without a reload. */
export function useServicesLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.SERVICES_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
  });
}
